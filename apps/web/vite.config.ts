import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server runs on PORT (3000 by default); Vite proxies to it so the
// browser sees one origin, exactly as in production where the server also serves `dist`.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // Modules run in source order even when split into chunks: src/lib/zod-setup.ts must
      // configure Zod before any schema of @pelote/shared is built (see that file).
      output: { strictExecutionOrder: true },
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { lazySchemas } from './lazy-schemas.ts';

export default defineProject({
  // The schemas are built when first used, as in the app (lazy-schemas.ts).
  plugins: [react(), lazySchemas()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Dialog flows typed with user-event take seconds on a loaded two-core CI machine.
    testTimeout: 20_000,
  },
});

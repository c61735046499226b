import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deferredManifest } from './deferred-manifest.ts';
import { lazySchemas } from './lazy-schemas.ts';
import { returningUserPreload } from './returning-user-preload.ts';

// In development the API server runs on PORT (3000 by default); Vite proxies to it so the
// browser sees one origin, exactly as in production where the server also serves `dist`.
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/** The installable app's colours: the brand's rose (top bar of the phone) and the page's stone. */
const THEME_COLOR = '#be123c';
const BACKGROUND_COLOR = '#fafaf9';

/**
 * The installable app (docs/architecture.md, 'Installable app'): a web manifest, and a service
 * worker that precaches the shell and every route chunk so the app opens with no network. API
 * answers and uploads are never cached by it. Updates wait for the user ('prompt'): the app shows
 * 'Une nouvelle version de Pelote est disponible' and reloads on 'Recharger' (src/pwa/).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // src/pwa/register.ts registers the worker itself, after the first paint.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Pelote',
    short_name: 'Pelote',
    description: 'Back-office des boutiques de laine et de crochet : ventes, stock, caisse et clients.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/pelote-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/pelote-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/pelote-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/pelote-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/pelote-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell, every route chunk, the styles, fonts and icons, and the barcode decoder's
    // WebAssembly (about 1.1 MB, for scanning without a network): nothing of the app's own code is
    // fetched from the network once the worker is installed.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest,wasm}'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/],
    cleanupOutdatedCaches: true,
    // The first visit is served by the worker as soon as it is installed (no second load needed
    // to work offline); a newer worker still waits for 'Recharger'.
    clientsClaim: true,
  },
});

/**
 * react-router's package points every import at its development build (warnings, checks and a
 * larger bundle), whatever the mode. A build for the browser takes its production build instead:
 * it evaluates faster on a phone before the first screen. Tests and the dev server keep the
 * development one and its warnings.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), lazySchemas(), tailwindcss(), pwa, returningUserPreload(), deferredManifest()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  // The offline upkeep's worker builds the same schemas when first used (lazy-schemas.ts).
  worker: { plugins: () => [lazySchemas()] },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // Modules run in source order even when split into chunks: src/lib/zod-setup.ts must
      // configure Zod before any schema of @pelote/shared is built (see that file).
      output: {
        strictExecutionOrder: true,
        // The bundler splits code shared by pages into dozens of chunks of a few hundred bytes
        // (one per icon): a signed-in page then waited for 80 requests over a phone's slow round
        // trips. Common chunks under 20 kB of source are inlined into the chunks that use them
        // instead: /ventes needs 14 files after the first load instead of 82, for fewer bytes.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 20_000 } },
      },
    },
  },
}));

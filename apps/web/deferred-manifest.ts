import type { Plugin } from 'vite';
import { MANIFEST_HREF } from './src/pwa/manifest-link.ts';

/**
 * Takes the web manifest's link out of the built index.html (vite-plugin-pwa writes it there): the
 * app adds it once its first screen is painted (src/pwa/manifest-link.ts), so that the manifest
 * and its icon are not fetched beside the first screen's files. Runs after vite-plugin-pwa (both
 * 'post'; list it after); the build fails if the link it expects is not there.
 */
export function deferredManifest(): Plugin {
  return {
    name: 'pelote-deferred-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = new RegExp(`\\s*<link rel="manifest" href="${MANIFEST_HREF}"[^>]*>`);
        if (!link.test(html))
          throw new Error(`deferred-manifest: no <link rel="manifest" href="${MANIFEST_HREF}">`);
        return html.replace(link, '');
      },
    },
  };
}

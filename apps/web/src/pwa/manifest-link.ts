// The web manifest's link is not written in index.html (see deferred-manifest.ts at the web app's
// root): the browser would fetch the manifest and its icon at start-up, beside the first screen's
// files on a slow connection. The app adds it once the first screen is painted, with the service
// worker. No imports: the build's plugin reads this file too.

/** Where vite-plugin-pwa writes the manifest. */
export const MANIFEST_HREF = '/manifest.webmanifest';

/** Adds the manifest's link to the page (once): the app is installable from then on. */
export function addManifestLink(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}

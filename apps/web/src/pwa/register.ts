import { addManifestLink } from './manifest-link';
import { announceUpdate } from './update-state';

/** How often an open app asks whether a new version was deployed (a shop keeps it open all day). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Makes the app installable (the manifest's link) and registers the service worker built by
 * vite-plugin-pwa (precached app, offline start). A new
 * version found at start-up or by the hourly check waits until the user presses 'Recharger'.
 * Browsers without service workers (or an insecure origin) simply run online.
 */
export async function registerServiceWorker(): Promise<void> {
  addManifestLink();
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => update()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Said on the page (the end-to-end tests wait for it before deploying a newer worker).
      document.documentElement.dataset.serviceWorker = 'enregistre';
      setInterval(() => {
        // Offline, the check fails; the next one tries again.
        if (navigator.onLine) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (error) => console.error("Le service worker n'a pas pu être installé", error),
  });
}

// First: Zod must know about the CSP before any schema is built.
import '@/lib/zod-setup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { whenIdle } from '@/lib/idle';
import { registerServiceWorker } from '@/pwa/register';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable dans index.html');

const root = createRoot(container);
// A transition: React draws the first screen in slices of a few milliseconds instead of one long
// task, so a slow phone's main thread stays free for input (and the page shows as soon as it can).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

// The app's files are kept on the device for the next visit, and for working offline: the worker
// is registered once the page has loaded, so that its download and start never compete with the
// first screen's.
const registerWhenLoaded = () => whenIdle(() => void registerServiceWorker(), 3_000);
if (document.readyState === 'complete') registerWhenLoaded();
else window.addEventListener('load', registerWhenLoaded, { once: true });

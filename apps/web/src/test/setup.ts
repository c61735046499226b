import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reportServerAnswer } from '@/lib/connection-state';
import { markFirstScreenPainted } from '@/lib/idle';

// A screen's first render loads its lazy route chunk: on a loaded two-core machine that alone can
// take more than the default second, so `findBy…` waits up to five before calling a text missing.
configure({ asyncUtilTimeout: 5_000 });

// Components are tested outside the app's root route, which says when the first screen is painted:
// their idle work (code fetched after the first paint) runs as it would once the app has drawn.
markFirstScreenPainted();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A test whose calls got no answer leaves Pelote 'Hors ligne' (module state): the next one
  // starts with a server that answers.
  reportServerAnswer(true);
});

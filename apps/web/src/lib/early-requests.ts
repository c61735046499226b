/**
 * The server calls every signed-in screen makes first: who is signed in, and the shops. For a
 * returning user, index.html's inline script sends them with the page itself
 * (returning-user-preload.ts), so that their answers are there when the app's code has arrived
 * instead of being asked for only then, one slow round trip later. Paths exactly as `apiRequest`
 * writes them, query string included: a path the app no longer asks for is a wasted request, which
 * e2e/first-load.spec.ts catches.
 */
export const EARLY_REQUESTS = ['/api/Users/info-user/', '/api/Magasins/liste-magasins'] as const;

/** Where the inline script leaves them: the promise of each Response, by path. */
export const EARLY_GLOBAL = '__peloteEarly';

/**
 * An early answer is taken only during the first seconds of the page: later, the data it holds may
 * have changed, and a new request is made.
 */
export const EARLY_ANSWER_WINDOW_MS = 15_000;

type EarlyHolder = Partial<Record<typeof EARLY_GLOBAL, Record<string, Promise<Response> | undefined>>>;

/**
 * The answer to `url` that index.html has already asked for, once: the next call asks the server
 * again. Undefined when there is none (nobody signed in, another path, or too late).
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = (globalThis as EarlyHolder)[EARLY_GLOBAL];
  const response = early?.[url];
  if (!early || !response) return undefined;
  delete early[url];
  return performance.now() <= EARLY_ANSWER_WINDOW_MS ? response : undefined;
}

import { type ErrorResponse, errorResponseSchema, type User } from '@pelote/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, expect, vi } from 'vitest';
import type * as z from 'zod';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/routes';
import { initialSessionState, type SessionState, type SessionStore } from '@/lib/session';

export const directionUser: User = {
  id: 1,
  username: 'admin',
  email: 'admin@pelote.test',
  first_name: 'Awa',
  last_name: 'Diallo',
  role: 'direction',
  nationalite: 'CI',
  telephone: '',
  is_active: true,
  is_gerant: false,
  magasin: null,
  date_joined: '2026-01-05T09:00:00.000Z',
  last_login: null,
  is_staff: true,
};

export const gerantUser: User = {
  ...directionUser,
  id: 2,
  username: 'koffi',
  first_name: 'Koffi',
  last_name: 'Yao',
  role: 'gerant',
  is_gerant: true,
  magasin: 2,
  is_staff: false,
};

/** A session store frozen in the given state; its actions are spies. */
export function fakeSessionStore(
  state: Partial<SessionState> = {},
): SessionStore & { setState: (next: Partial<SessionState>) => void } {
  let current: SessionState = { ...initialSessionState, isInitialized: true, ...state };
  const listeners = new Set<() => void>();
  return {
    getState: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(next) {
      current = { ...current, ...next };
      for (const listener of listeners) listener();
    },
    initialize: vi.fn(async () => {}),
    login: vi.fn(async () => true),
    logout: vi.fn(async () => {}),
    refreshUser: vi.fn(async () => {}),
    clear: vi.fn(() => {}),
    clearError: vi.fn(() => {}),
  };
}

export function signedIn(user: User): Partial<SessionState> {
  return { user, isAuthenticated: true, isInitialized: true };
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type RenderAppOptions = {
  initialEntries?: InitialEntry[];
  sessionStore?: SessionStore;
  routes?: RouteObject[];
};

/** The app's real routes (or the given ones) in memory, with its providers. */
export function renderApp({
  initialEntries = ['/'],
  sessionStore,
  routes = appRoutes,
}: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = createTestQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} sessionStore={sessionStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The app at `entry`, `user` signed in (a session store frozen in that state). */
export function renderSignedIn(entry: InitialEntry, user: User) {
  return renderApp({ initialEntries: [entry], sessionStore: fakeSessionStore(signedIn(user)) });
}

/**
 * The routes load their pages lazily: `load` them once before the file's tests, so no test waits
 * for a page under load (`preloadPages(() => import('./shops-page'))`).
 */
export function preloadPages(...load: (() => Promise<unknown>)[]) {
  beforeAll(async () => {
    await Promise.all(load.map((page) => page()));
  }, 30_000);
}

/**
 * jsdom has no layout: a chart's container measures nothing, which recharts only warns about, and
 * there is no ResizeObserver. Before each of the file's tests, both are made quiet.
 */
export function withoutChartLayout() {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
}

/** An answer held back until `release()`: a fake route or query `await`s `held` before answering. */
export function heldAnswers() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** The API's 404, for the paths a test does not fake. */
export const notFoundResponse = () => errorResponse(404, { detail: 'Ressource introuvable' });

/** Not exported: a 2xx fake goes through `fakeResponse` (schema checked) or `emptyResponse`. */
function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fake answer of the API, checked first against the shared response schema the server's route
 * declares: a fake that drifts from the contract fails its test here instead of passing against a
 * shape the server never sends. The value is sent as given (what the server would serialise).
 * Every 2xx answer with a body goes through here: there is no unchecked way to fake one.
 */
export function fakeResponse<Schema extends z.ZodType>(
  schema: Schema,
  value: z.input<Schema>,
  status = 200,
): Response {
  if (status < 200 || status >= 300)
    throw new Error(`fakeResponse: ${status} is not a success; use errorResponse`);
  return jsonResponse(status, checked(schema, value));
}

/** A 2xx answer without a body (e.g. 204 of a sign-out). */
export function emptyResponse(status = 204): Response {
  if (status < 200 || status >= 300)
    throw new Error(`emptyResponse: ${status} is not a success; use errorResponse`);
  return new Response(null, { status });
}

/**
 * A fake error answer (4xx or 5xx) of the API: its body, when given, checked against the shared
 * `errorResponseSchema` (`{ detail, errors? }`), what every failing route answers. Without a body it
 * stands for a failure that never reached the API (a proxy's bare 500).
 */
export function errorResponse(status: number, body?: ErrorResponse): Response {
  if (status < 400)
    throw new Error(`errorResponse: ${status} is not an error; use fakeResponse(schema, value)`);
  return jsonResponse(status, body === undefined ? undefined : checked(errorResponseSchema, body));
}

/** `value`, once `schema` has accepted it (throws with Zod's reasons otherwise): for fixture builders. */
export function checked<Schema extends z.ZodType, Value extends z.input<Schema>>(
  schema: Schema,
  value: Value,
): Value {
  schema.parse(value);
  return value;
}

type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces `fetch` for one test: the handler sees the path after /api and the request init. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler(url.replace(/^\/api/, ''), init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A list's grid once its rows are drawn: react-aria's grid appears a moment before its rows (it
 * builds its collection first), and a list's rows arrive deferred (components/list-page.tsx).
 */
export async function findGridWithRows(name: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
}

/**
 * The option of a searchable field (an article, a client) once it may be chosen: a list that has
 * just changed is out of reach for 300 ms, as for a user's finger.
 */
export async function findSettledOption(name: string | RegExp): Promise<HTMLElement> {
  let option: HTMLElement | undefined;
  await waitFor(() => {
    option = screen.getByRole('option', { name });
    expect(option).not.toHaveAttribute('aria-disabled');
  });
  return option as HTMLElement;
}

import { receivedRefreshSchema, SESSION_EXPIRES_KEY, USER_DATA_KEY, userSchema } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { directionUser, errorResponse, fakeResponse, mockFetch } from '@/test/utils';
import { createSessionStore, readStoredSession } from './session-store';

function storeSession(expiresAt = Date.now() + 60_000) {
  window.localStorage.setItem(USER_DATA_KEY, JSON.stringify(directionUser));
  window.localStorage.setItem(SESSION_EXPIRES_KEY, String(expiresAt));
}

const authorization = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('session store', () => {
  it('starts signed out and initialised when nothing is stored', async () => {
    const fetchMock = mockFetch(() => errorResponse(500));
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false });
    await store.initialize();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops an expired stored session without asking the server', async () => {
    const fetchMock = mockFetch(() => fakeResponse(userSchema, directionUser));
    storeSession(Date.now() - 1);
    expect(readStoredSession()).toBeNull();
    const store = createSessionStore();
    await store.initialize();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('restores a stored session after asking the server who is signed in', async () => {
    storeSession();
    mockFetch((url) =>
      url === '/Users/info-user/'
        ? fakeResponse(userSchema, { ...directionUser, first_name: 'Aïcha' })
        : errorResponse(404, { detail: 'Ressource introuvable' }),
    );
    const store = createSessionStore();
    // Trusted at once (the screens draw while the server confirms), then updated from the answer.
    expect(store.getState()).toMatchObject({ isInitialized: true, isAuthenticated: true, isLoading: false });
    expect(store.getState().user?.first_name).toBe(directionUser.first_name);
    await store.initialize();
    expect(store.getState()).toMatchObject({ isInitialized: true, isAuthenticated: true, isLoading: false });
    expect(store.getState().user?.first_name).toBe('Aïcha');
  });

  it('keeps a stored session when the server cannot be reached (offline)', async () => {
    storeSession();
    const fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const store = createSessionStore();
    await store.initialize();
    expect(fetchMock).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({
      isInitialized: true,
      isAuthenticated: true,
      user: directionUser,
    });
    expect(window.localStorage.getItem(USER_DATA_KEY)).not.toBeNull();
  });

  it('keeps a stored session when the server fails (500), signs out on its 403', async () => {
    storeSession();
    mockFetch(() => errorResponse(500));
    const failing = createSessionStore();
    await failing.initialize();
    expect(failing.getState().isAuthenticated).toBe(true);
    mockFetch(() => errorResponse(403, { detail: 'Compte désactivé' }));
    const refused = createSessionStore();
    await refused.initialize();
    expect(refused.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(window.localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('on a 401 refreshes once, then asks again with the new token', async () => {
    storeSession();
    let infoCalls = 0;
    const fetchMock = mockFetch((url) => {
      if (url === '/Users/info-user/') {
        infoCalls += 1;
        return infoCalls === 1
          ? errorResponse(401, { detail: 'Authentification requise' })
          : fakeResponse(userSchema, directionUser);
      }
      if (url === '/auth/refresh')
        // The refresh's answer in the specification's spelling only: the client reads either.
        return fakeResponse(receivedRefreshSchema, {
          accessToken: 'fresh',
          expiresIn: 3600,
          refreshToken: 'r2',
        });
      return errorResponse(404, { detail: 'Ressource introuvable' });
    });
    const store = createSessionStore();
    await store.initialize();
    expect(store.getState().isAuthenticated).toBe(true);
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toEqual(['/api/Users/info-user/', '/api/auth/refresh', '/api/Users/info-user/']);
    expect(authorization(fetchMock.mock.calls[2]?.[1])).toBe('Bearer fresh');
    store.clear();
  });

  it('signs out when the refresh fails too', async () => {
    storeSession();
    mockFetch(() => errorResponse(401, { detail: 'Authentification requise' }));
    const store = createSessionStore();
    await store.initialize();
    expect(store.getState()).toMatchObject({ isInitialized: true, isAuthenticated: false, user: null });
    expect(window.localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_EXPIRES_KEY)).toBeNull();
  });

  it('ends logged out even when the logout call fails', async () => {
    storeSession();
    mockFetch((url) =>
      url === '/Users/info-user/' ? fakeResponse(userSchema, directionUser) : errorResponse(500),
    );
    const store = createSessionStore();
    await store.initialize();
    await store.logout();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      isInitialized: true,
      isLoading: false,
    });
    expect(window.localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('signs out when reloading the user fails', async () => {
    storeSession();
    let ok = true;
    mockFetch(() => (ok ? fakeResponse(userSchema, directionUser) : errorResponse(500)));
    const store = createSessionStore();
    await store.initialize();
    ok = false;
    await store.refreshUser();
    expect(store.getState().isAuthenticated).toBe(false);
  });
});

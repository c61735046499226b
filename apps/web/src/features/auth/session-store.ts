import {
  type LoginPayload,
  loginErrorMessage,
  SESSION_EXPIRES_KEY,
  USER_DATA_KEY,
  type User,
} from '@pelote/shared';
import { type ApiFailure, setAccessToken } from '@/lib/api-client';
import { forgetLearntEarly } from '@/lib/early-requests';
import { forgetSavedLists } from '@/lib/saved-lists';
import { initialSessionState, type SessionState, type SessionStore } from '@/lib/session';
import { readJson, readString, removeItem, writeJson, writeString } from '@/lib/storage';
import { storedUser } from './stored-user';

/**
 * The calls to the server, loaded with the schemas that check their answers when the first one
 * is made: the first screen draws without Zod (stored-user.ts), the session check follows.
 */
const authApi = () => import('./auth-api');

/**
 * The session (docs/architecture.md, 'Sign-in and sessions'). The access and refresh tokens live
 * in HttpOnly cookies the app cannot read; what the browser keeps is the user (USER_DATA_KEY) and
 * when the access token expires (SESSION_EXPIRES_KEY, epoch milliseconds). Both must be there and
 * unexpired for a stored session to count; then the server is asked who is signed in.
 */

/** The user of a stored, unexpired session, or null. */
export function readStoredSession(now = Date.now()): User | null {
  const expiresAt = Number(readString(SESSION_EXPIRES_KEY));
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
  return storedUser(readJson(USER_DATA_KEY));
}

/**
 * The stored user of a session whose access token has expired, while the browser has no network:
 * the app keeps working offline (sales go to the device's outbox); the server decides when it
 * answers again.
 */
function readOfflineSession(): User | null {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return null;
  return storedUser(readJson(USER_DATA_KEY));
}

function storeUser(user: User): void {
  writeJson(USER_DATA_KEY, user);
}

function storeExpiry(expiresInSeconds: number): void {
  writeString(SESSION_EXPIRES_KEY, String(Date.now() + expiresInSeconds * 1000));
}

function forgetStoredSession(): void {
  removeItem(USER_DATA_KEY);
  removeItem(SESSION_EXPIRES_KEY);
  forgetLearntEarly();
  forgetSavedLists();
  setAccessToken(null);
}

function signInFailureMessage(failure: ApiFailure): string {
  if (failure.networkError) return loginErrorMessage({ kind: 'network' });
  if (failure.status !== undefined) {
    return loginErrorMessage({ kind: 'response', status: failure.status, body: failure.body });
  }
  return loginErrorMessage({ kind: 'unknown' });
}

const signedOut: SessionState = { ...initialSessionState, isInitialized: true };

export function createSessionStore(): SessionStore {
  // A stored, unexpired session is trusted at once: the signed-in screens draw (and load their
  // data) while the server confirms it in the background, and they stay up when the network is
  // down. The server's 401 on that check, or on any later call, still signs out.
  const restored = readStoredSession() ?? readOfflineSession();
  let state: SessionState = restored
    ? { ...initialSessionState, user: restored, isAuthenticated: true, isInitialized: true }
    : { ...initialSessionState, isInitialized: true };
  const listeners = new Set<() => void>();
  let initializing: Promise<void> | null = null;
  let signingIn: Promise<boolean> | null = null;

  function setState(next: Partial<SessionState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function signOutLocally(): void {
    forgetStoredSession();
    setState(signedOut);
  }

  /** The current user; on a 401, one refresh of the access token and one more try. */
  async function fetchUserWithRefresh() {
    const { getCurrentUser, refreshSession } = await authApi();
    const first = await getCurrentUser();
    if (first.success || first.status !== 401) return first;
    const refreshed = await refreshSession();
    if (!refreshed.success) return first;
    setAccessToken(refreshed.data.accessToken);
    storeExpiry(refreshed.data.expiresIn);
    return getCurrentUser();
  }

  async function runInitialize(): Promise<void> {
    if (!readStoredSession() && !readOfflineSession()) {
      signOutLocally();
      return;
    }
    const result = await fetchUserWithRefresh();
    if (!result.success) {
      // No answer (offline, server unreachable, timeout) or a server failure: the stored session
      // stands, the next call tells. Only the server saying 'not signed in' ends it.
      if (result.status === 401 || result.status === 403) signOutLocally();
      return;
    }
    storeUser(result.data);
    setState({
      user: result.data,
      isAuthenticated: true,
      isLoading: false,
      error: null,
      isInitialized: true,
    });
  }

  async function runLogin(credentials: LoginPayload): Promise<boolean> {
    setState({ isLoading: true, error: null });
    let message: string;
    try {
      const { authenticate } = await authApi();
      const result = await authenticate(credentials);
      if (result.success) {
        const { accessToken, expiresIn, user } = result.data;
        setAccessToken(accessToken);
        storeUser(user);
        storeExpiry(expiresIn);
        setState({ user, isAuthenticated: true, isLoading: false, error: null, isInitialized: true });
        return true;
      }
      message = signInFailureMessage(result);
    } catch (cause) {
      message = loginErrorMessage({ kind: 'unknown', cause });
    }
    forgetStoredSession();
    setState({ user: null, isAuthenticated: false, isLoading: false, error: message, isInitialized: true });
    return false;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize() {
      initializing ??= runInitialize();
      return initializing;
    },
    login(credentials) {
      // A second submit while the first is on its way joins it: one request, one answer.
      signingIn ??= runLogin(credentials).finally(() => {
        signingIn = null;
      });
      return signingIn;
    },
    async logout() {
      setState({ isLoading: true });
      try {
        const { logoutRequest } = await authApi();
        await logoutRequest();
      } catch {
        // A failed logout still ends logged out.
      }
      signOutLocally();
    },
    async refreshUser() {
      const { getCurrentUser } = await authApi();
      const result = await getCurrentUser();
      if (!result.success) {
        signOutLocally();
        return;
      }
      storeUser(result.data);
      setState({ user: result.data });
    },
    clear: signOutLocally,
    clearError() {
      if (state.error !== null) setState({ error: null });
    },
  };
}

import type { LoginPayload, User } from '@pelote/shared';
import { createContext, type ReactNode, use, useMemo, useSyncExternalStore } from 'react';

/**
 * The session as every screen reads it. The store itself (its server calls and
 * storage) is built by the auth feature; features read it here, so they never import each other.
 */
export type SessionState = {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The last sign-in failure, in French, for the login banner. */
  error: string | null;
  isInitialized: boolean;
};

export type SessionActions = {
  /** Checks the stored session with the server, once; later calls return the same promise. */
  initialize: () => Promise<void>;
  /** Resolves to true when signed in; on failure the French message is in `error`. */
  login: (credentials: LoginPayload) => Promise<boolean>;
  /** Ends the session on the server (best effort) and locally (always). */
  logout: () => Promise<void>;
  /** Reloads the signed-in user; a failure signs out. */
  refreshUser: () => Promise<void>;
  /** Forgets the session locally, without calling the server (a 401 elsewhere). */
  clear: () => void;
  clearError: () => void;
};

export type SessionStore = SessionActions & {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
};

export const initialSessionState: SessionState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  isInitialized: false,
};

/** A derived flag: the e-mail counts as verified when `is_staff` is set. */
export function isEmailVerified(user: User | null): boolean {
  return user?.is_staff === true;
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

export type Session = SessionState & SessionActions;

/** The current session state and its actions; re-renders when the state changes. */
export function useSession(): Session {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(
    () => ({
      ...state,
      initialize: store.initialize,
      login: store.login,
      logout: store.logout,
      refreshUser: store.refreshUser,
      clear: store.clear,
      clearError: store.clearError,
    }),
    [state, store],
  );
}

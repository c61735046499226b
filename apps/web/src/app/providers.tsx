import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createSessionStore } from '@/features/auth/session-store';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider, type SessionStore } from '@/lib/session';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own; the app makes one. */
  queryClient?: QueryClient;
  sessionStore?: SessionStore;
};

/**
 * Server cache and session, around the router. The session checks itself with the server once,
 * in the background; the shop list of a signed-in user is asked for at the same time.
 */
export function AppProviders({ children, queryClient, sessionStore }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [store] = useState(() => sessionStore ?? createSessionStore());

  useEffect(() => {
    void store.initialize();
    // A returning user's pages wait for the shop list (the shop selector scopes their data): ask
    // for it now, beside the session check and the page's code, not after the layout is drawn.
    // (Its code comes apart: the sign-in screen does not need it.)
    if (store.getState().isAuthenticated)
      void import('@/lib/shops-query').then(({ shopsQueryOptions }) =>
        client.prefetchQuery(shopsQueryOptions()),
      );
  }, [store, client]);

  return (
    <QueryClientProvider client={client}>
      <SessionProvider store={store}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

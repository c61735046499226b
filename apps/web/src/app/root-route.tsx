import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { MessageScreen } from '@/components/status-screen';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { holdsFirstScreen, markFirstScreenPainted } from '@/lib/idle';
import { useSessionStore } from '@/lib/session';
import { OfflineStrip, PwaNotices } from '@/pwa/pwa-notices';

/**
 * A 401 on any call but sign-in: forget the session and its cached data, and go
 * to /login remembering the page, unless already there.
 */
function useUnauthorizedRedirect() {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        store.clear();
        queryClient.clear();
        const current = locationRef.current;
        if (!current.pathname.startsWith('/login')) {
          navigate('/login', { replace: true, state: { from: current } });
        }
      }),
    [store, queryClient, navigate],
  );
}

/**
 * The first screen is committed with this route; it is complete once the data its queries started
 * with has come (or failed), except a call asked beside it (`BESIDE_FIRST_SCREEN`). Idle work waits
 * until then (lib/idle.ts): on a slow phone, what it fetches would otherwise share the connection
 * with those answers.
 */
function useFirstScreenPainted() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queries = queryClient.getQueryCache();
    const isWaiting = () => queryClient.isFetching({ predicate: holdsFirstScreen }) > 0;
    if (!isWaiting()) {
      markFirstScreenPainted();
      return;
    }
    const unsubscribe = queries.subscribe(() => {
      if (isWaiting()) return;
      unsubscribe();
      markFirstScreenPainted();
    });
    return unsubscribe;
  }, [queryClient]);
}

/**
 * The root of every route: react-aria links use the router, 401 answers lead to /login, and the
 * installed app's notices show on every screen ('Hors ligne' above it, a new version over it).
 */
export function RootRoute() {
  const navigate = useNavigate();
  useUnauthorizedRedirect();
  useFirstScreenPainted();
  return (
    <AriaRouterProvider navigate={(path) => navigate(path)} useHref={useHref}>
      <OfflineStrip />
      <Outlet />
      <PwaNotices />
    </AriaRouterProvider>
  );
}

export const ROUTE_ERROR_TEXTS = {
  title: "Une erreur inattendue s'est produite",
  text: "La page n'a pas pu s'afficher. Rechargez-la pour réessayer.",
  reload: 'Recharger la page',
} as const;

/** Shown when a page fails to render or its code cannot be loaded (e.g. after an update). */
export function RouteError() {
  return (
    <MessageScreen
      icon={TriangleAlert}
      tone="danger"
      title={ROUTE_ERROR_TEXTS.title}
      text={ROUTE_ERROR_TEXTS.text}
      action={
        <button type="button" className={buttonStyles()} onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {ROUTE_ERROR_TEXTS.reload}
        </button>
      }
    />
  );
}

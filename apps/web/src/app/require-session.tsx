import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/status-screen';
import { useSession } from '@/lib/session';

export const INITIALIZING_TEXT = "Initialisation de l'application...";

/**
 * The page wrapper of every signed-in route: waits for the session, then shows
 * the page, or goes to /login remembering where the user wanted to go (path, search and hash).
 */
export function RequireSession() {
  const { isAuthenticated, isInitialized } = useSession();
  const location = useLocation();
  if (!isInitialized) return <LoadingScreen label={INITIALIZING_TEXT} fullScreen />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

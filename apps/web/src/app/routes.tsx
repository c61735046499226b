import { PERMISSIONS } from '@pelote/shared';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/status-screen';
import { AccessGuard } from './access-guard';
import { CenteredLayout } from './centered-layout';
import { RequireSession } from './require-session';
import { RootRoute, RouteError } from './root-route';
import type { RouteHandle } from './route-handle';

/**
 * Every route of spec 01 §2.1. A route only picks its page; pages live in their feature and are
 * loaded on demand, so the first load of /login stays small. A screen not built yet shows the
 * placeholder: replace `placeholder('…')` with the feature's page when it comes.
 */

function placeholder(title: string) {
  return async () => {
    const { PlaceholderPage } = await import('@/components/placeholder-page');
    return { Component: () => <PlaceholderPage title={title} /> };
  };
}

function page(crumb: string, path: string, title = crumb): RouteObject {
  const handle: RouteHandle = { crumb };
  return { path, handle, lazy: placeholder(title) };
}

const appPages: RouteObject[] = [
  {
    index: true,
    handle: { crumb: 'Tableau de bord' } satisfies RouteHandle,
    lazy: placeholder('Tableau de bord'),
  },
  page('Laines', 'laines', 'Gestion des Laines'),
  page('Accessoires', 'accessoires'),
  page('Habits', 'habits'),
  page('Trousses', 'trousses'),
  page('Composants de trousse', 'trousse-composants'),
  page('Kits', 'kits'),
  page('Machines', 'machines', 'Gestion des Machines'),
  page('Magasins', 'magasins'),
  page('Clients', 'clients'),
  page('Fiche client', 'clients/:clientId'),
  page('Ventes', 'ventes'),
  page('Entrées de stock', 'entrees'),
  page('Stock', 'stock', 'Aperçu des stocks'),
  page('Statistiques', 'statistiques'),
  page('Catalogue', 'catalogue'),
  {
    path: 'profil',
    handle: { crumb: 'Mon profil' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/auth/profile-page')).ProfilePage }),
  },
  {
    path: 'admin/utilisateurs',
    handle: { crumb: 'Utilisateurs' } satisfies RouteHandle,
    element: (
      <AccessGuard roles={PERMISSIONS['users:manage']}>
        <Outlet />
      </AccessGuard>
    ),
    children: [{ index: true, lazy: placeholder('Gestion des utilisateurs') }],
  },
  {
    path: 'admin/parametres',
    handle: { crumb: 'Paramètres' } satisfies RouteHandle,
    element: (
      <AccessGuard roles={PERMISSIONS['settings:view']}>
        <Outlet />
      </AccessGuard>
    ),
    children: [{ index: true, lazy: placeholder('Paramètres') }],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen label="Chargement..." fullScreen />,
    children: [
      {
        element: <CenteredLayout />,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
          },
          {
            path: '404',
            lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({
              Component: (await import('@/features/auth/verify-email-page')).VerifyEmailPage,
            }),
          },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            // The signed-in shell (menu, top bar, shop selector) is loaded after sign-in.
            lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
            // A page that fails keeps the menu and the top bar around its error.
            children: [{ errorElement: <RouteError />, children: appPages }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

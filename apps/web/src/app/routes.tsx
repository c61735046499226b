import { PERMISSIONS, type Role } from '@pelote/shared';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/status-screen';
import { CenteredLayout } from './centered-layout';
import { RequireSession } from './require-session';
import { RootRoute, RouteError } from './root-route';
import type { RouteHandle } from './route-handle';

/**
 * Every route of the app (docs/guide.md tells what each screen is for). A route only picks its
 * page; pages live in their feature and are loaded on demand, so the first load of /login stays
 * small.
 */

/** A built screen: its page component is loaded from its feature on first visit. */
function screen(crumb: string, path: string, load: () => Promise<ComponentType>): RouteObject {
  const handle: RouteHandle = { crumb };
  return { path, handle, lazy: async () => ({ Component: await load() }) };
}

/**
 * A screen for some roles only: the guard (and its messages) is loaded with the screen, not with
 * the first page every user loads.
 */
function guarded(
  crumb: string,
  path: string,
  roles: readonly Role[],
  page: RouteObject['lazy'],
): RouteObject {
  return {
    path,
    handle: { crumb } satisfies RouteHandle,
    lazy: async () => {
      const { AccessGuard } = await import('./access-guard');
      return {
        element: (
          <AccessGuard roles={roles}>
            <Outlet />
          </AccessGuard>
        ),
      };
    },
    children: [{ index: true, lazy: page }],
  };
}

const appPages: RouteObject[] = [
  {
    index: true,
    handle: { crumb: 'Tableau de bord' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/dashboard/dashboard-page')).DashboardPage }),
  },
  screen('Laines', 'laines', async () => (await import('@/features/articles/laines-page')).LainesPage),
  screen(
    'Accessoires',
    'accessoires',
    async () => (await import('@/features/articles/accessoires-page')).AccessoiresPage,
  ),
  screen('Habits', 'habits', async () => (await import('@/features/articles/habits-page')).HabitsPage),
  screen(
    'Trousses',
    'trousses',
    async () => (await import('@/features/articles/trousses-page')).TroussesPage,
  ),
  screen(
    'Composants de trousse',
    'trousse-composants',
    async () => (await import('@/features/articles/composants-page')).ComposantsPage,
  ),
  screen('Kits', 'kits', async () => (await import('@/features/articles/kits-page')).KitsPage),
  screen(
    'Machines',
    'machines',
    async () => (await import('@/features/articles/machines-page')).MachinesPage,
  ),
  screen('Magasins', 'magasins', async () => (await import('@/features/shops/shops-page')).ShopsPage),
  screen('Clients', 'clients', async () => (await import('@/features/clients/clients-page')).ClientsPage),
  screen(
    'Relances',
    'clients/relances',
    async () => (await import('@/features/client-account/reminders-page')).RemindersPage,
  ),
  screen(
    'Fiche client',
    'clients/:clientId',
    // The client account's block and her layaways (their own features) composed into the profile here.
    async () => {
      const [{ ClientProfilePage }, { ClientAccountBlock }, { LayawayClientBlock }] = await Promise.all([
        import('@/features/clients/client-profile-page'),
        import('@/features/client-account/client-account-block'),
        import('@/features/sales/layaway-client-block'),
      ]);
      return () => <ClientProfilePage accountBlock={ClientAccountBlock} layawayBlock={LayawayClientBlock} />;
    },
  ),
  screen('Ventes', 'ventes', async () => (await import('@/features/sales/sales-page')).SalesPage),
  screen(
    'Avoirs',
    'ventes/avoirs',
    async () => (await import('@/features/sales/credit-notes-page')).CreditNotesPage,
  ),
  screen(
    'Mises de côté',
    'ventes/mises-de-cote',
    async () => (await import('@/features/sales/layaways-page')).LayawaysPage,
  ),
  screen(
    'Mise de côté',
    'ventes/mises-de-cote/:layawayId',
    async () => (await import('@/features/sales/layaway-page')).LayawayPage,
  ),
  screen('Caisse', 'caisse', async () => (await import('@/features/till/till-page')).TillPage),
  screen(
    'Rapprochement',
    'rapprochement',
    async () => (await import('@/features/reconciliation/reconciliation-page')).ReconciliationPage,
  ),
  screen('Dépôts', 'depots', async () => (await import('@/features/deposits/deposits-page')).DepositsPage),
  guarded('Journée', 'journee', PERMISSIONS['till:day-view'], async () => ({
    Component: (await import('@/features/day/day-page')).DayPage,
  })),
  screen(
    'Entrées de stock',
    'entrees',
    async () => (await import('@/features/entries/entries-page')).EntriesPage,
  ),
  screen(
    'Tarifs',
    'tarifs',
    async () => (await import('@/features/price-lists/price-lists-page')).PriceListsPage,
  ),
  screen(
    'Fournisseurs',
    'fournisseurs',
    async () => (await import('@/features/suppliers/suppliers-page')).SuppliersPage,
  ),
  screen(
    'Bons de commande',
    'bons-de-commande',
    async () => (await import('@/features/purchase-orders/purchase-orders-page')).PurchaseOrdersPage,
  ),
  screen(
    'Bon de commande',
    'bons-de-commande/:orderId',
    async () => (await import('@/features/purchase-orders/purchase-order-page')).PurchaseOrderPage,
  ),
  screen(
    'Réception',
    'bons-de-commande/:orderId/reception',
    async () => (await import('@/features/purchase-orders/purchase-receipt-page')).PurchaseReceiptPage,
  ),
  screen('Réassort', 'reassort', async () => (await import('@/features/reorder/reorder-page')).ReorderPage),
  screen(
    'Transferts',
    'transferts',
    async () => (await import('@/features/transfers/transfers-page')).TransfersPage,
  ),
  screen(
    'Inventaires',
    'inventaires',
    async () => (await import('@/features/counts/counts-page')).CountsPage,
  ),
  screen(
    'Rapport des pertes',
    'inventaires/pertes',
    async () => (await import('@/features/counts/loss-report-page')).LossReportPage,
  ),
  screen(
    'Inventaire',
    'inventaires/:countId',
    async () => (await import('@/features/counts/count-page')).CountPage,
  ),
  screen(
    'Stock',
    'stock',
    async () => (await import('@/features/stock/stock-overview-page')).StockOverviewPage,
  ),
  screen('Statistiques', 'statistiques', async () => (await import('./statistics-page')).StatisticsPage),
  screen(
    'Catalogue',
    'catalogue',
    async () => (await import('@/features/catalogue/catalogue-page')).CataloguePage,
  ),
  {
    path: 'profil',
    handle: { crumb: 'Mon profil' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('@/features/auth/profile-page')).ProfilePage }),
  },
  guarded('Utilisateurs', 'admin/utilisateurs', PERMISSIONS['users:manage'], async () => ({
    Component: (await import('@/features/users/users-page')).UsersPage,
  })),
  guarded('Journal des modifications', 'admin/journal', PERMISSIONS['journal:view'], async () => ({
    Component: (await import('@/features/journal/journal-page')).JournalPage,
  })),
  guarded('Import CSV', 'admin/import', PERMISSIONS['import:csv'], async () => ({
    Component: (await import('@/features/import/import-page')).ImportPage,
  })),
  guarded('Paramètres', 'admin/parametres', PERMISSIONS['settings:view'], async () => ({
    Component: (await import('./settings-page')).SettingsPage,
  })),
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

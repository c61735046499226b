import { Page } from '@/components/page';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { DashboardAlerts } from './dashboard-alerts';
import { DashboardFigures } from './dashboard-figures';
import { DASHBOARD_TEXTS, FeatureCards, QuickActions, WelcomeBanner } from './dashboard-links';
import { RecentSalesList, StockAlertsList } from './dashboard-lists';
import { DashboardTakings } from './dashboard-takings';

/**
 * The home page: welcome banner, feature cards, figures, this month's takings by payment method,
 * quick actions, the 3 latest sales and the 3 lowest stock alerts (on a phone, the figures, the
 * takings and the quick actions first, then the feature cards and the lists). Scope: the selected shop, or every shop for
 * direction with none selected (a gerant's shop is imposed by the selector and the server).
 */
export function DashboardPage() {
  const { user } = useSession();
  const { shopId, isLoading } = useSelectedShop();
  // Wait for the selected shop to settle, so a gerant never asks for every shop first.
  const ready = !isLoading;
  return (
    <Page title={DASHBOARD_TEXTS.title}>
      <WelcomeBanner firstName={user?.first_name ?? ''} />
      {/* On a phone the figures come first, right under the banner: the links to the features after. */}
      <div className="max-sm:order-1">
        <FeatureCards />
      </div>
      <DashboardFigures magasin={shopId} enabled={ready} />
      <DashboardAlerts magasin={shopId} enabled={ready} />
      <DashboardTakings magasin={shopId} enabled={ready} />
      <QuickActions role={user?.role ?? null} />
      <div className="grid grid-cols-1 gap-4 max-sm:order-1 lg:grid-cols-2">
        <RecentSalesList magasin={shopId} enabled={ready} />
        <StockAlertsList magasin={shopId} enabled={ready} />
      </div>
    </Page>
  );
}

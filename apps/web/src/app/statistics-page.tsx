import { Page } from '@/components/page';
import { MarginsSection } from '@/features/statistics/margins-section';
import { SalesStatisticsSection } from '@/features/statistics/sales-statistics-section';
import { StockAlertsSection } from '@/features/stock/stock-alerts-section';
import { useSelectedShop } from '@/lib/selected-shop';

export const STATISTICS_TEXTS = {
  title: 'Statistiques',
  scope: (shop: string) => `Magasin : ${shop}`,
  allShops: 'Tous les magasins',
} as const;

/**
 * /statistiques: a page made of sections, each loading on its own. The sales charts go above
 * the stock alerts. It puts two features side by side, so it lives in the app layer.
 */
export function StatisticsPage() {
  const { shop, shopId } = useSelectedShop();
  let scope: string | undefined;
  if (shop) scope = STATISTICS_TEXTS.scope(shop.nom);
  else if (shopId === null) scope = STATISTICS_TEXTS.allShops;
  return (
    <Page title={STATISTICS_TEXTS.title} description={scope}>
      <SalesStatisticsSection />
      <MarginsSection />
      <StockAlertsSection />
    </Page>
  );
}

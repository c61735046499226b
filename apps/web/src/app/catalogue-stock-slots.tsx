import type { ArticleKind } from '@pelote/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { type CatalogueSlots, CatalogueSlotsProvider } from '@/lib/catalogue-slots';

// Loaded with the first catalogue screen that shows it, not with the app.
const LazyShopStockSection = lazy(async () => ({
  default: (await import('@/features/stock/shop-stock-section')).ShopStockSection,
}));

function ShopStockSection({ kind }: { kind: ArticleKind }) {
  return (
    <Suspense fallback={null}>
      <LazyShopStockSection kind={kind} />
    </Suspense>
  );
}

const SLOTS: CatalogueSlots = { ShopStockSection };

/** The stock feature's section inside the catalogue screens (see lib/catalogue-slots.tsx). */
export function CatalogueStockSlots({ children }: { children: ReactNode }) {
  return <CatalogueSlotsProvider value={SLOTS}>{children}</CatalogueSlotsProvider>;
}

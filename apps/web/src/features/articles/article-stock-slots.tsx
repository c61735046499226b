import type { ArticleKind } from '@pelote/shared';
import { ProductStockAction } from '@/components/product-stock-action';
import { useCatalogueSlots } from '@/lib/catalogue-slots';
import type { ArticleItem } from './article-screen';

/**
 * Where stock plugs into the catalogue screens: the per-row 'add to stock' action (beside edit and
 * delete, for gerants too) and the collapsible shop-stock section, which the app layer hands down
 * (lib/catalogue-slots.tsx).
 */

/** Whether a row action is rendered for this kind (lets the page keep the Actions column). */
export const HAS_ROW_STOCK_ACTION = true;

export function ArticleRowStockAction({ kind, item }: { kind: ArticleKind; item: ArticleItem }) {
  const price =
    'prix_unitaire' in item && typeof item.prix_unitaire === 'number' ? item.prix_unitaire : undefined;
  return (
    <ProductStockAction product={{ id: item.id, nom: item.nom, prix_unitaire: price }} type={kind.type} />
  );
}

export function ArticleShopStockSection({ kind }: { kind: ArticleKind }) {
  const { ShopStockSection } = useCatalogueSlots();
  return ShopStockSection ? <ShopStockSection kind={kind} /> : null;
}

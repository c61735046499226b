import type { ArticleKind } from '@pelote/shared';
import { ProductStockAction } from '@/components/product-stock-action';
import { ShopStockSection } from '@/features/stock/shop-stock-section';
import type { ArticleItem } from './article-screen';

/**
 * Where the stock feature plugs into the catalogue screens: the per-row 'add to stock'
 * action (beside edit and delete, for gerants too) and the collapsible shop-stock section. The
 * stock feature owns both; the catalogue only places them. (The one import between features:
 * the catalogue page hosts the stock pieces of its rows and of the selected shop.)
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
  return <ShopStockSection kind={kind} />;
}

import type { ArticleKind } from '@pelote/shared';
import type { ArticleItem } from './article-screen';

/**
 * PLACES KEPT FOR THE STOCK ISSUE (spec 02 §2). Nothing is built here yet:
 * - `ArticleRowStockAction`: the per-row 'add to stock' action (modal with the product and the
 *   selected shop, or the 'Magasin requis' prompt), shown in the Actions column beside edit and
 *   delete, to a gerant as well;
 * - `ArticleShopStockSection`: the collapsible 'Afficher le stock' / 'Masquer le stock' section
 *   ('Stock - {shop}', rows 'En stock', its own loading, empty, error and retry), shown only when a
 *   shop is selected and loaded only when expanded. For pouch components it reads
 *   GET /Articles/trousseComposant/list-trousseComposant/{shopId} (already served), 5 per page,
 *   with the empty state 'Aucun composant en stock dans ce magasin.'.
 * The page renders both, so the stock feature only has to fill them in.
 */

/** Whether a row action is rendered for this kind (lets the page keep the Actions column). */
export const HAS_ROW_STOCK_ACTION = false;

export function ArticleRowStockAction(_props: { kind: ArticleKind; item: ArticleItem }) {
  return null;
}

export function ArticleShopStockSection(_props: { kind: ArticleKind }) {
  return null;
}

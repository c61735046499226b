import {
  type PurchaseOrder,
  REORDER_DEFAULT_COVER_DAYS,
  REORDER_DEFAULT_DAYS,
  REORDER_MESSAGES,
  type reorderOrderSchema,
} from '@pelote/shared';
import type * as z from 'zod';
import { conflict } from '../../lib/errors.ts';
import { assertShopAccess } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import type { JournalContext } from '../journal/index.ts';
import { createPurchaseOrder } from '../purchase-orders/index.ts';
import { reorderLines } from './reorder.ts';

/**
 * 'Créer le bon de commande': a supplier's suggestions for a shop, read in the write's transaction,
 * become a draft order (each article at its suggestion, at its last delivery price), which
 * direction then checks, edits and sends. Nothing to order: 409.
 */
export async function orderSuggestions(
  ctx: ServiceContext<JournalContext>,
  input: z.output<typeof reorderOrderSchema>,
): Promise<PurchaseOrder> {
  assertShopAccess(ctx.user, input.magasin);
  const lines = await reorderLines(ctx.tx, {
    magasin: input.magasin,
    fournisseur: input.fournisseur,
    articles: input.articles ?? null,
    jours: input.jours ?? REORDER_DEFAULT_DAYS,
    couverture: input.couverture ?? REORDER_DEFAULT_COVER_DAYS,
    tous: false,
    now: ctx.now,
  });
  if (lines.length === 0) throw conflict(REORDER_MESSAGES.nothingToOrder);
  return createPurchaseOrder(ctx, {
    fournisseur: input.fournisseur,
    magasin: input.magasin,
    note: '',
    lignes: lines.map((line) => ({
      article: line.article.id,
      quantite: line.suggestion,
      prix_unitaire: line.prix_unitaire,
    })),
  });
}

import {
  lotName,
  PURCHASE_ORDER_MESSAGES,
  type PurchaseOrder,
  type PurchaseReceiptPayload,
  RECEIVABLE_PURCHASE_ORDER_STATUSES,
} from '@pelote/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { bonCommandeLignes, bonsCommande, receptionsCommande } from '../../db/schema/purchase-orders.ts';
import { fournisseurs } from '../../db/schema/suppliers.ts';
import type { Tx } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { writeDelivery } from '../entries/index.ts';
import { assertBainRule } from '../stock/index.ts';
import { orderNumber } from './purchase-orders.repository.ts';
import { answerOrder, type Ctx, journalOrder, lockOrder } from './purchase-orders.service.ts';

/**
 * Receiving a delivery of a sent order, in the order's row lock: each line received (a line may
 * come in several lots) is a stock entry of the receiving shop linked to its order line, written
 * as any delivery is (`writeDelivery`: the cost, one `entree` movement through the ledger, the
 * units sold offline it settles), in (article, lot) order as every stock writer goes. More than
 * ordered needs a reason. Once every line has come in full, the order is closed ('soldé').
 */

const M = PURCHASE_ORDER_MESSAGES;

type OrderLine = Awaited<ReturnType<typeof orderLines>>[number];

function orderLines(tx: Tx, orderId: number) {
  return tx
    .select({
      id: bonCommandeLignes.id,
      articleId: bonCommandeLignes.articleId,
      quantite: bonCommandeLignes.quantite,
      quantiteRecue: bonCommandeLignes.quantiteRecue,
      prixUnitaire: bonCommandeLignes.prixUnitaire,
      type: articles.type,
      nom: articles.nom,
    })
    .from(bonCommandeLignes)
    .innerJoin(articles, eq(articles.id, bonCommandeLignes.articleId))
    .where(eq(bonCommandeLignes.bonCommandeId, orderId))
    .orderBy(asc(bonCommandeLignes.id));
}

/** The receipt's lines against the order's: each on a line of it, its lot fitting its article, a reason for more than ordered. */
function checkedReceipt(lines: OrderLine[], input: PurchaseReceiptPayload) {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const added = new Map<number, number>();
  const received = input.lignes.map((receipt) => {
    const line = byId.get(receipt.ligne);
    if (!line) throw badRequest(M.lineNotInOrder, { lignes: M.lineNotInOrder });
    assertBainRule(line.type, receipt.bain);
    added.set(line.id, (added.get(line.id) ?? 0) + receipt.quantite);
    return { ...receipt, line };
  });
  const over = lines.some((line) => line.quantiteRecue + (added.get(line.id) ?? 0) > line.quantite);
  if (over && !input.motif) throw badRequest(M.overReceiptReason, { motif: M.overReceiptReason });
  // Stock is written in the order every stock writer takes its locks: article, then lot.
  received.sort((a, b) => a.line.articleId - b.line.articleId || a.bain.localeCompare(b.bain));
  return { received, added };
}

export async function receivePurchaseOrder(
  ctx: Ctx,
  id: number,
  input: PurchaseReceiptPayload,
): Promise<PurchaseOrder> {
  const { tx, user, now } = ctx;
  const order = await lockOrder(ctx, id, RECEIVABLE_PURCHASE_ORDER_STATUSES, { brouillon: M.notSent });
  const lines = await orderLines(tx, id);
  const { received, added } = checkedReceipt(lines, input);
  const [supplier] = await tx
    .select({ nom: fournisseurs.nom })
    .from(fournisseurs)
    .where(eq(fournisseurs.id, order.fournisseurId));
  const [receipt] = await tx
    .insert(receptionsCommande)
    .values({ bonCommandeId: id, motif: input.motif, recuPar: user.id, recuLe: now })
    .returning({ id: receptionsCommande.id });
  if (!supplier || !receipt) throw new Error('receivePurchaseOrder: receipt not written');
  const numero = orderNumber(id, order.createdAt);
  for (const { line, quantite, bain, prix } of received) {
    const prixUnitaire = prix ?? line.prixUnitaire;
    await writeDelivery(ctx, {
      magasinId: order.magasinId,
      article: { id: line.articleId, type: line.type },
      bain,
      quantite,
      prixUnitaire,
      priceIsCost: prixUnitaire > 0,
      fournisseur: supplier.nom,
      fournisseurId: order.fournisseurId,
      referenceCommande: numero,
      dateEntree: now,
      commentaire: null,
      typeEntree: 'livraison',
      bonCommandeLigneId: line.id,
      receptionId: receipt.id,
    });
  }
  for (const [lineId, quantite] of added) {
    await tx
      .update(bonCommandeLignes)
      .set({ quantiteRecue: sql`${bonCommandeLignes.quantiteRecue} + ${quantite}` })
      .where(eq(bonCommandeLignes.id, lineId));
  }
  const complete = lines.every((line) => line.quantiteRecue + (added.get(line.id) ?? 0) >= line.quantite);
  await tx
    .update(bonsCommande)
    .set(complete ? { statut: 'solde', soldePar: user.id, soldeLe: now } : { statut: 'partiellement_recu' })
    .where(eq(bonsCommande.id, id));
  const answer = await answerOrder(tx, id);
  await journalOrder(
    ctx,
    answer,
    'reception',
    { statut: order.statut },
    {
      statut: answer.statut,
      recu: received.map(
        ({ line, bain, quantite }) => `${line.nom}${bain ? ` (${lotName(bain)})` : ''} × ${quantite}`,
      ),
      ...(input.motif ? { motif: input.motif } : {}),
    },
  );
  return answer;
}

import { RETURN_MESSAGES, SALE_MESSAGES } from '@pelote/shared';
import { eq, inArray } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { conflict } from '../../lib/errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { changeStock, closeShortfallsOfSale, inLockOrder, shortfallKey } from '../stock/index.ts';
import { refundOnCancel } from '../till/index.ts';
import { addToClientTurnover } from './client-turnover.ts';
import { journalClient } from './sale-answer.ts';
import { giveBackClientCredit, settleCreditOnCancel } from './sale-payments.ts';
import { saleClient } from './sale-request.ts';
import { returnedAmount } from './sale-returns.ts';
import { readBack } from './sales.service.ts';
import { addToSalesSummary } from './sales-summary.ts';

/**
 * Cancelling a sale and changing its client, each inside the caller's transaction, in the lock
 * order written at the head of sales.service.ts: the sale's own row first.
 */

/** The sale, locked until the end of the transaction; 404 when absent, 403 outside a gerant's shop. */
async function lockSale(tx: Tx, user: SessionUser, id: number) {
  const [sale] = await tx.select().from(ventes).where(eq(ventes.id, id)).for('update');
  return reachableRow(user, sale, SALE_MESSAGES.notFound);
}

/** Cancels a sale: each line's stock comes back into its own lot through `annulation` movements; the number is kept. */
export async function cancelSale(
  tx: Tx,
  user: SessionUser,
  journal: JournalContext,
  id: number,
  now: Date = new Date(),
) {
  const sale = await lockSale(tx, user, id);
  if (sale.statut === 'annulee') throw conflict(SALE_MESSAGES.alreadyCancelled);
  // A sale with credit notes is returned line by line, never cancelled (its refunds are made).
  if ((await returnedAmount(tx, id)) > 0) throw conflict(RETURN_MESSAGES.cancelAfterReturn);
  // Before the stock: its session's lock comes before the stock lines' (a sale's lock order).
  await refundOnCancel(tx, sale, user, now);
  const lines = await tx
    .select({
      articleId: venteLignes.articleId,
      articleType: venteLignes.articleType,
      bain: venteLignes.bain,
      quantite: venteLignes.quantite,
      prixTotal: venteLignes.prixTotal,
      coutUnitaire: venteLignes.coutUnitaire,
    })
    .from(venteLignes)
    .where(eq(venteLignes.venteId, id));
  // An offline sale's units still 'à régulariser' never left the stock: they do not come back.
  const neverTaken = sale.horsLigne
    ? await closeShortfallsOfSale(tx, {
        id,
        magasinId: sale.magasinId,
        articleIds: [...new Set(lines.map((line) => line.articleId))].sort((a, b) => a - b),
        now,
      })
    : new Map<string, number>();
  for (const line of inLockOrder(lines)) {
    const back = line.quantite - (neverTaken.get(shortfallKey(line.articleId, line.bain)) ?? 0);
    if (back <= 0) continue;
    await changeStock(tx, {
      magasinId: sale.magasinId,
      articleId: line.articleId,
      quantite: back,
      kind: 'annulation',
      bain: line.bain,
      userId: user.id,
      venteId: sale.id,
      reference: sale.numeroFacture,
    });
  }
  if (sale.clientId !== null) await addToClientTurnover(tx, sale.clientId, -sale.total);
  await giveBackClientCredit(tx, sale, user.id);
  await settleCreditOnCancel(tx, sale, user.id);
  await addToSalesSummary(tx, { magasinId: sale.magasinId, dateVente: sale.dateVente, lines }, -1);
  await tx
    .update(ventes)
    .set({ statut: 'annulee', annuleeAt: now, annuleePar: user.id })
    .where(eq(ventes.id, id));
  await recordJournal(tx, {
    ...journal,
    magasinId: sale.magasinId,
    action: 'annulation',
    entite: 'vente',
    entiteId: sale.id,
    entiteLibelle: sale.numeroFacture,
    changements: journalChanges({ statut: sale.statut }, { statut: 'annulee' }),
  });
  return readBack(tx, id);
}

/**
 * Changes only the client of a sale (its lines, shop and number stay); the turnover moves with it.
 * Both clients' rows are locked in id order before either turnover changes, so two opposite
 * changes (one sale from A to B, another from B to A) wait on each other instead of deadlocking.
 */
export async function changeSaleClient(
  tx: Tx,
  user: SessionUser,
  journal: JournalContext,
  id: number,
  clientId: number | null,
) {
  const sale = await lockSale(tx, user, id);
  if (sale.statut === 'annulee') throw conflict(SALE_MESSAGES.cancelledNotEditable);
  if (sale.clientId === clientId) return readBack(tx, id);
  const touched = [sale.clientId, clientId].filter((client) => client !== null);
  const named =
    touched.length > 0
      ? await tx
          .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
          .from(clients)
          .where(inArray(clients.id, touched))
          .orderBy(clients.id)
          .for('update')
      : [];
  const newClient = await saleClient(tx, clientId);
  // The turnover moves net of the sale's credit notes (they stay with the client they refunded).
  const net = sale.total - (await returnedAmount(tx, id));
  if (sale.clientId !== null) await addToClientTurnover(tx, sale.clientId, -net);
  if (clientId !== null) await addToClientTurnover(tx, clientId, net);
  await tx.update(ventes).set({ clientId }).where(eq(ventes.id, id));
  const before = named.find((client) => client.id === sale.clientId) ?? null;
  await recordJournal(tx, {
    ...journal,
    magasinId: sale.magasinId,
    action: 'modification',
    entite: 'vente',
    entiteId: sale.id,
    entiteLibelle: sale.numeroFacture,
    changements: journalChanges({ client: journalClient(before) }, { client: journalClient(newClient) }),
  });
  return readBack(tx, id);
}

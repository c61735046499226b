import { randomUUID } from 'node:crypto';
import type { SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { authorizeDiscount } from '../discounts/index.ts';
import { receivedAfterClose } from '../offline/index.ts';
import {
  allocateSaleLots,
  changeStock,
  holdKey,
  inLockOrder,
  recordShortfalls,
  type SoldLine,
} from '../stock/index.ts';
import { sessionForSale } from '../till/index.ts';
import { addToClientTurnover } from './client-turnover.ts';
import { type SaleRow, saleRows } from './sale-discount-rows.ts';
import { chargeClientCredit, spendClientCredit } from './sale-payments.ts';
import type { AskedSale } from './sale-request.ts';
import type { SaleContext } from './sales.service.ts';

/**
 * The writes of a new sale before its number, each a step of createSale in the lock order written
 * at the head of sales.service.ts.
 */

/** The sale's row once written: its id, its till session, and whether it came after that till closed. */
export type OpenedSale = { id: number; sessionId: number; afterClose: boolean };

/** What the client's row took: an offline sale's units 'à régulariser', and whether it passed the credit limit. */
export type ClientCharge = { toSettle: NonNullable<SaleDetail['a_regulariser']>; overLimit: boolean };

/**
 * The shop's open till session (locked shared, opened if need be), then the sale's row with a
 * provisional unique number: the real one is given last.
 */
export async function openSale({ tx, user, now }: SaleContext, asked: AskedSale): Promise<OpenedSale> {
  const { shop, offline } = asked;
  const session = await sessionForSale(tx, { magasinId: shop.id, userId: user.id, now });
  const afterClose = offline ? await receivedAfterClose(tx, shop.id, offline.deviceTime) : false;
  const [sale] = await tx
    .insert(ventes)
    .values({
      numeroFacture: `EN-COURS-${randomUUID()}`,
      magasinId: shop.id,
      clientId: asked.clientId,
      userId: user.id,
      dateVente: now,
      total: asked.total,
      sessionId: session.id,
      ...(asked.basket.ticket && {
        remiseTicket: asked.basket.ticket.montant,
        remiseTicketMotif: asked.basket.ticket.motif,
        remiseTicketMotifTexte: asked.basket.ticket.motif_texte,
      }),
      ...(offline && {
        horsLigne: true,
        dateAppareil: offline.deviceTime,
        ticketProvisoire: offline.ticket,
        recueApresCloture: afterClose,
      }),
    })
    .returning({ id: ventes.id });
  if (!sale) throw new Error('createSale: sale not written');
  return { id: sale.id, sessionId: session.id, afterClose };
}

/**
 * The stock lines locked, then their lots read and the lots each line takes decided; the sale's
 * lines written, and each line's stock moved. Answers the lines sold and their ids, in that order.
 */
export async function takeStock(
  { tx, user }: SaleContext,
  asked: AskedSale,
  sale: OpenedSale,
): Promise<{ lines: SaleRow[]; lineIds: number[] }> {
  const magasinId = asked.shop.id;
  const allocated = await allocateSaleLots(tx, magasinId, asked.lines, {
    offline: asked.offline !== null,
    ...(asked.held && { held: asked.held }),
  });
  const lines = saleRows(allocated, asked.basket);
  // Serial ids follow the order of the rows inserted: the n-th id is the n-th line's.
  const lineIds = (
    await tx
      .insert(venteLignes)
      .values(lines.map((line) => ({ ...line, venteId: sale.id })))
      .returning({ id: venteLignes.id })
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);
  const held = new Map(asked.held ?? []);
  for (const line of inLockOrder(lines)) {
    // An offline line's shortfall ('manque') is taken from no stock: it is 'à régulariser'.
    if (line.quantite === (line.manque ?? 0)) continue;
    // A pickup's units leave the layaway's hold as they leave the stock.
    const key = holdKey(line.articleId, line.bain);
    const fromHold = Math.min(held.get(key) ?? 0, line.quantite);
    held.set(key, (held.get(key) ?? 0) - fromHold);
    await changeStock(tx, {
      ...(fromHold > 0 && { fromHold }),
      magasinId,
      articleId: line.articleId,
      quantite: -(line.quantite - (line.manque ?? 0)),
      kind: 'vente',
      bain: line.bain,
      userId: user.id,
      venteId: sale.id,
    });
  }
  return { lines, lineIds };
}

/**
 * The client's row: its turnover, the credit balance its 'Avoir client' payments spend, an offline
 * sale's shortfalls recorded, then what it buys on 'Crédit client' (an offline credit sale over the
 * limit is accepted, and flagged for direction).
 */
export async function chargeClient(
  { tx, user, now }: SaleContext,
  asked: AskedSale,
  sale: OpenedSale,
  lines: SoldLine[],
): Promise<ClientCharge> {
  const { clientId, offline, payments } = asked;
  const account = { venteId: sale.id, clientId, magasinId: asked.shop.id, userId: user.id };
  if (clientId !== null) await addToClientTurnover(tx, clientId, asked.total);
  await spendClientCredit(tx, account, payments);
  const toSettle = offline
    ? await recordShortfalls(tx, { magasinId: asked.shop.id, venteId: sale.id, lines })
    : [];
  const overLimit = await chargeClientCredit(tx, { ...account, now, offline: offline !== null }, payments);
  if (overLimit) await tx.update(ventes).set({ plafondDepasse: true }).where(eq(ventes.id, sale.id));
  return { toSettle, overLimit };
}

/**
 * The sale's discounts allowed, or covered by the approval or code it gives (taken for it), or
 * refused (403, the transaction rolled back); an offline sale not covered is flagged instead.
 */
export async function allowDiscounts({ tx, user, now }: SaleContext, asked: AskedSale, sale: OpenedSale) {
  const { flagged } = await authorizeDiscount(tx, {
    user,
    magasinId: asked.shop.id,
    venteId: sale.id,
    basket: asked.basket,
    articles: asked.articles,
    approvalId: asked.approvalId,
    code: asked.code,
    at: asked.offline?.deviceTime ?? now,
    offline: asked.offline !== null,
  });
  if (flagged) await tx.update(ventes).set({ remiseNonAutorisee: true }).where(eq(ventes.id, sale.id));
  return flagged;
}

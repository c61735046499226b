import { CLIENT_ACCOUNT_MESSAGES, lineRefund, RETURN_MESSAGES } from '@pelote/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { paymentsOfSale, soldOnCredit } from '../sales/index.ts';
import type { ReturnContext, ReturnInput } from './returns.service.ts';

/**
 * The first steps of a return, on the sale's side: its row locked and the refund checked against
 * it, then the units returned taken off its lines.
 */

const M = RETURN_MESSAGES;

export type ReturnedLine = {
  venteLigneId: number;
  articleId: number;
  articleNom: string;
  articleType: (typeof venteLignes.$inferSelect)['articleType'];
  bain: string;
  quantite: number;
  prixUnitaire: number;
  prixTotal: number;
  /** The sold line's frozen cost: a return takes that cost back off the sums. */
  coutUnitaire: number | null;
  etat: ReturnInput['lignes'][number]['etat'];
  motif: string;
};

/** The sale returned, as locked, and whether it was sold on credit. */
export type ReturnedSale = { sale: typeof ventes.$inferSelect; onCredit: boolean };

/** The sale, locked FOR SHARE until commit: 404, 403 outside a gerant's shop, 409 when cancelled. */
async function lockSale(tx: Tx, user: SessionUser, saleId: number) {
  const [row] = await tx.select().from(ventes).where(eq(ventes.id, saleId)).for('share');
  const sale = reachableRow(user, row, M.saleNotFound);
  if (sale.statut === 'annulee') throw conflict(M.cancelledSale);
  return sale;
}

/**
 * The sale locked, then the refund checked against it: a vente libre cannot be refunded as credit
 * (400), and a sale sold on credit is given back to the client's account only — its debt first,
 * the rest as credit (400 for any other refund).
 */
export async function lockReturnedSale(
  { tx, user }: ReturnContext,
  input: ReturnInput,
): Promise<ReturnedSale> {
  const sale = await lockSale(tx, user, input.saleId);
  const refund = input.remboursement;
  if (refund.methode === 'avoir_client' && sale.clientId === null) {
    throw badRequest(M.freeSaleNoCredit, { remboursement: M.freeSaleNoCredit });
  }
  const onCredit = soldOnCredit(await paymentsOfSale(tx, sale.id)) > 0;
  if (onCredit && refund.methode !== 'avoir_client') {
    throw badRequest(CLIENT_ACCOUNT_MESSAGES.creditSaleRefund, {
      remboursement: CLIENT_ACCOUNT_MESSAGES.creditSaleRefund,
    });
  }
  return { sale, onCredit };
}

/**
 * Takes the returned units off each line by one conditional UPDATE, in line id order: it applies
 * only while sold − already returned covers them, so two returns racing for the last units of a
 * line cannot both pass (the second re-reads the line once the first commits). Otherwise 409 with
 * what remains.
 */
export async function takeReturnedUnits(tx: Tx, saleId: number, input: ReturnInput): Promise<ReturnedLine[]> {
  const asked = [...input.lignes].sort((a, b) => a.ligne - b.ligne);
  const found = await tx
    .select()
    .from(venteLignes)
    .where(
      and(
        eq(venteLignes.venteId, saleId),
        inArray(
          venteLignes.id,
          asked.map((line) => line.ligne),
        ),
      ),
    );
  const byId = new Map(found.map((line) => [line.id, line]));
  const lines: ReturnedLine[] = [];
  for (const line of asked) {
    const sold = byId.get(line.ligne);
    if (!sold) throw badRequest(M.lineNotInSale, { lignes: M.lineNotInSale });
    const [taken] = await tx
      .update(venteLignes)
      .set({ quantiteRetournee: sql`${venteLignes.quantiteRetournee} + ${line.quantite}` })
      .where(
        and(
          eq(venteLignes.id, sold.id),
          sql`${venteLignes.quantiteRetournee} + ${line.quantite} <= ${venteLignes.quantite}`,
        ),
      )
      .returning({ id: venteLignes.id, returned: venteLignes.quantiteRetournee });
    if (!taken) {
      const [now] = await tx
        .select({ reste: sql<number>`${venteLignes.quantite} - ${venteLignes.quantiteRetournee}` })
        .from(venteLignes)
        .where(eq(venteLignes.id, sold.id));
      throw conflict(M.overReturn(Number(now?.reste ?? 0)));
    }
    lines.push({
      venteLigneId: sold.id,
      articleId: sold.articleId,
      articleNom: sold.articleNom,
      articleType: sold.articleType,
      bain: sold.bain,
      quantite: line.quantite,
      prixUnitaire: sold.prixUnitaire,
      prixTotal: lineRefund(
        {
          quantite: sold.quantite,
          prix_unitaire: sold.prixUnitaire,
          prix_total: sold.prixTotal,
          discounted: sold.remiseLigne + sold.remiseTicketPart > 0,
        },
        taken.returned - line.quantite,
        line.quantite,
      ),
      coutUnitaire: sold.coutUnitaire,
      etat: line.etat,
      motif: line.motif,
    });
  }
  return lines;
}

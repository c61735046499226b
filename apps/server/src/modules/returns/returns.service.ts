import { randomUUID } from 'node:crypto';
import {
  CLIENT_ACCOUNT_MESSAGES,
  type CreditNote,
  RETURN_MESSAGES,
  type returnCreateSchema,
} from '@pelote/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { clients } from '../../db/schema/clients.ts';
import { retourLignes, retours } from '../../db/schema/returns.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type ClaimedKey, keptAnswerSql } from '../../lib/idempotency.ts';
import { assertShopAccess } from '../../lib/shop-scope.ts';
import { postToAccount } from '../client-accounts/index.ts';
import { type JournalContext, journalChanges, journalRowSql } from '../journal/index.ts';
import { addToClientTurnover, paymentsOfSale, soldOnCredit, summaryUpserts } from '../sales/index.ts';
import { changeStock } from '../stock/index.ts';
import { cashRefundSession } from '../till/index.ts';
import { numberCreditNote } from './credit-note-number.ts';

/**
 * A return and its credit note, one transaction inside the caller's. Locks are taken in the order
 * every sale writer uses, so a return never waits on a sale, a cancellation or another return in a
 * cycle: the sale's row (shared: returns of one sale run side by side, a cancellation or a change
 * of client waits), the sale's lines (each by one conditional UPDATE, in id order), the till
 * session (cash refunds), the stock lines by article then lot, the client's row, then — last, in
 * one statement — the shop's credit-note counter and the daily sums.
 */

const M = RETURN_MESSAGES;
type ReturnInput = z.output<typeof returnCreateSchema>;

type ReturnedLine = {
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

/** The sale, locked FOR SHARE until commit: 404, 403 outside a gerant's shop, 409 when cancelled. */
async function lockSale(tx: Tx, user: SessionUser, saleId: number) {
  const [sale] = await tx.select().from(ventes).where(eq(ventes.id, saleId)).for('share');
  if (!sale) throw notFound(M.saleNotFound);
  assertShopAccess(user, sale.magasinId);
  if (sale.statut === 'annulee') throw conflict(M.cancelledSale);
  return sale;
}

/**
 * Takes the returned units off each line by one conditional UPDATE, in line id order: it applies
 * only while sold − already returned covers them, so two returns racing for the last units of a
 * line cannot both pass (the second re-reads the line once the first commits). Otherwise 409 with
 * what remains.
 */
async function takeReturnedUnits(tx: Tx, saleId: number, input: ReturnInput): Promise<ReturnedLine[]> {
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
      .returning({ id: venteLignes.id });
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
      prixTotal: sold.prixUnitaire * line.quantite,
      coutUnitaire: sold.coutUnitaire,
      etat: line.etat,
      motif: line.motif,
    });
  }
  return lines;
}

/** The credit note's row, with a provisional number; 409 when its mobile-money reference is taken. */
async function insertCreditNote(tx: Tx, values: typeof retours.$inferInsert): Promise<number> {
  const [written] = await tx
    .insert(retours)
    .values(values)
    .onConflictDoNothing({
      target: [retours.methodeRemboursement, retours.referenceRemboursement],
      where: sql`${retours.referenceRemboursement} is not null`,
    })
    .returning({ id: retours.id });
  if (written) return written.id;
  // The reference is another credit note's: this statement sees its commit.
  const [holder] = await tx
    .select({ numero: retours.numeroAvoir })
    .from(retours)
    .where(
      and(
        eq(retours.methodeRemboursement, values.methodeRemboursement),
        eq(retours.referenceRemboursement, values.referenceRemboursement ?? ''),
      ),
    );
  throw conflict(M.referenceUsed(holder?.numero ?? 'inconnu'));
}

/** Stock comes back into the sale's shop and lot ('retour'); a defective unit is then written off ('perte'). */
async function restock(
  tx: Tx,
  note: { id: number; magasinId: number; userId: number },
  lines: ReturnedLine[],
) {
  const ordered = [...lines].sort(
    (a, b) => a.articleId - b.articleId || a.bain.localeCompare(b.bain) || a.venteLigneId - b.venteLigneId,
  );
  for (const line of ordered) {
    const move = {
      magasinId: note.magasinId,
      articleId: line.articleId,
      bain: line.bain,
      userId: note.userId,
    };
    await changeStock(tx, { ...move, quantite: line.quantite, kind: 'retour', retourId: note.id });
    if (line.etat === 'defectueux') {
      await changeStock(tx, {
        ...move,
        quantite: -line.quantite,
        kind: 'perte',
        retourId: note.id,
        motif: line.motif,
      });
    }
  }
}

/**
 * Records a return of part of a sale and its credit note, and answers the credit note, built from
 * what was written: after its number is taken nothing else is read. With a claimed
 * Idempotency-Key, the numbering statement also stores the answer a retry will get.
 */
export async function createReturn(
  tx: Tx,
  user: SessionUser,
  journal: JournalContext,
  saleId: number,
  input: ReturnInput,
  now: Date = new Date(),
  options: { claimed?: ClaimedKey | null } = {},
): Promise<CreditNote> {
  const sale = await lockSale(tx, user, saleId);
  const refund = input.remboursement;
  if (refund.methode === 'avoir_client' && sale.clientId === null) {
    throw badRequest(M.freeSaleNoCredit, { remboursement: M.freeSaleNoCredit });
  }
  // A sale sold on credit is given back to the client's account: its debt first, the rest as credit.
  const onCredit = soldOnCredit(await paymentsOfSale(tx, sale.id)) > 0;
  if (onCredit && refund.methode !== 'avoir_client') {
    throw badRequest(CLIENT_ACCOUNT_MESSAGES.creditSaleRefund, {
      remboursement: CLIENT_ACCOUNT_MESSAGES.creditSaleRefund,
    });
  }
  const lines = await takeReturnedUnits(tx, sale.id, input);
  const montant = lines.reduce((sum, line) => sum + line.prixTotal, 0);
  if (montant <= 0) throw conflict(M.zeroAmount);

  const session =
    refund.methode === 'especes'
      ? await cashRefundSession(tx, { magasinId: sale.magasinId, userId: user.id, montant, now })
      : null;
  const id = await insertCreditNote(tx, {
    numeroAvoir: `EN-COURS-${randomUUID()}`,
    venteId: sale.id,
    magasinId: sale.magasinId,
    clientId: sale.clientId,
    userId: user.id,
    montant,
    methodeRemboursement: refund.methode,
    referenceRemboursement: refund.reference,
    sessionId: session?.id ?? null,
    createdAt: now,
  });
  const lineIds = (
    await tx
      .insert(retourLignes)
      .values(
        lines.map((line) => ({
          retourId: id,
          venteLigneId: line.venteLigneId,
          articleId: line.articleId,
          bain: line.bain,
          quantite: line.quantite,
          prixUnitaire: line.prixUnitaire,
          prixTotal: line.prixTotal,
          etat: line.etat,
          motif: line.motif,
        })),
      )
      .returning({ id: retourLignes.id })
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);
  await restock(tx, { id, magasinId: sale.magasinId, userId: user.id }, lines);

  let client: CreditNote['client'] = null;
  if (sale.clientId !== null) {
    if (refund.methode === 'avoir_client') {
      await postToAccount(tx, {
        clientId: sale.clientId,
        kind: 'retour',
        ...(onCredit ? { settleDebtFirst: montant } : { montantAvoir: montant }),
        magasinId: sale.magasinId,
        userId: user.id,
        venteId: sale.id,
        retourId: id,
        now,
      });
    }
    await addToClientTurnover(tx, sale.clientId, -montant);
    const [named] = await tx
      .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
      .from(clients)
      .where(eq(clients.id, sale.clientId));
    client = named ?? null;
  }
  const [shop] = await tx.select().from(magasins).where(eq(magasins.id, sale.magasinId));
  if (!shop) throw new Error(`createReturn: shop ${sale.magasinId} not readable`);

  const answer = (numero: string): CreditNote => ({
    id,
    numero_avoir: numero,
    date: now.toISOString(),
    montant,
    methode_remboursement: refund.methode,
    reference_remboursement: refund.reference,
    vente: { id: sale.id, numero_facture: sale.numeroFacture, date_vente: sale.dateVente.toISOString() },
    magasin: { id: shop.id, nom: shop.nom, quartier: shop.quartier },
    client,
    utilisateur: { id: user.id, username: user.username },
    session_caisse: session?.id ?? null,
    lignes: lines.map((line, n) => ({
      id: lineIds[n] ?? 0,
      vente_ligne: line.venteLigneId,
      article: { id: line.articleId, article_name: line.articleNom, article_type: line.articleType },
      bain: line.bain,
      quantite: line.quantite,
      prix_unitaire: line.prixUnitaire,
      prix_total: line.prixTotal,
      etat: line.etat,
      motif: line.motif,
    })),
  });
  const label = { from: 'numbered', value: 'numero', field: 'numero_avoir' };
  const journalRow = journalRowSql(
    {
      ...journal,
      magasinId: sale.magasinId,
      action: 'creation',
      entite: 'retour',
      entiteId: id,
      changements: journalChanges(null, {
        vente: { id: sale.id, numero_facture: sale.numeroFacture },
        montant,
        remboursement: refund.reference
          ? { methode: refund.methode, reference: refund.reference }
          : { methode: refund.methode },
        lignes: lines.map((line) => ({
          ligne: line.venteLigneId,
          article: line.articleId,
          nom: line.articleNom,
          bain: line.bain,
          quantite: line.quantite,
          etat: line.etat,
          motif: line.motif,
        })),
      }),
    },
    label,
  );
  const kept = options.claimed
    ? [keptAnswerSql(options.claimed, { statusCode: 201, body: answer('') }, label)]
    : [];
  // The credit note counts in the statistics on its own day, without changing the number of sales.
  const sums = summaryUpserts({ magasinId: sale.magasinId, dateVente: now, lines }, -1, {
    countsSales: false,
  });
  const numero = await numberCreditNote(
    tx,
    { id, shop, year: now.getUTCFullYear() },
    sql.join([sums, journalRow, ...kept], sql`,`),
  );
  return answer(numero);
}

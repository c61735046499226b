import { randomUUID } from 'node:crypto';
import { type CreditNote, RETURN_MESSAGES } from '@pelote/shared';
import { and, eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { retourLignes, retours } from '../../db/schema/returns.ts';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';
import { postToAccount } from '../client-accounts/index.ts';
import { addToClientTurnover } from '../sales/index.ts';
import { changeStock } from '../stock/index.ts';
import { cashRefundSession } from '../till/index.ts';
import type { ReturnedLine, ReturnedSale } from './returned-sale.ts';
import type { ReturnContext, ReturnInput } from './returns.service.ts';

/**
 * The writes of a return before its number, each a step of createReturn in the lock order written
 * at the head of returns.service.ts: the credit note's rows, the stock, the client's row.
 */

const M = RETURN_MESSAGES;

/** The credit note's rows once written: its id, its till session (cash refunds), its lines' ids in order. */
export type WrittenNote = { id: number; sessionId: number | null; lineIds: number[] };

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

/**
 * The till session a cash refund comes out of, then the credit note's row with a provisional
 * number (its mobile-money reference claimed by the row's unique index) and its lines.
 */
export async function writeCreditNote(
  { tx, user, now }: ReturnContext,
  { sale }: ReturnedSale,
  refund: ReturnInput['remboursement'],
  { lines, montant }: { lines: ReturnedLine[]; montant: number },
): Promise<WrittenNote> {
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
  return { id, sessionId: session?.id ?? null, lineIds };
}

/** Stock comes back into the sale's shop and lot ('retour'); a defective unit is then written off ('perte'). */
export async function restock(
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
 * The client's row: a refund as credit goes to their account (their debt first for a sale sold on
 * credit), their turnover comes down; answers the client as the credit note names them.
 */
export async function creditClient(
  { tx, user, now }: ReturnContext,
  { sale, onCredit }: ReturnedSale,
  refund: ReturnInput['remboursement'],
  note: { id: number; montant: number },
): Promise<CreditNote['client']> {
  if (sale.clientId === null) return null;
  const { montant } = note;
  if (refund.methode === 'avoir_client') {
    await postToAccount(tx, {
      clientId: sale.clientId,
      kind: 'retour',
      ...(onCredit ? { settleDebtFirst: montant } : { montantAvoir: montant }),
      magasinId: sale.magasinId,
      userId: user.id,
      venteId: sale.id,
      retourId: note.id,
      now,
    });
  }
  await addToClientTurnover(tx, sale.clientId, -montant);
  const [named] = await tx
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
    .from(clients)
    .where(eq(clients.id, sale.clientId));
  return named ?? null;
}

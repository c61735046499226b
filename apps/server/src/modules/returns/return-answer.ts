import type { CreditNote } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import { magasins } from '../../db/schema/shops.ts';
import { keptAnswerSql } from '../../lib/idempotency.ts';
import { journalChanges, journalRowSql } from '../journal/index.ts';
import { summaryUpserts } from '../sales/index.ts';
import { numberCreditNote } from './credit-note-number.ts';
import type { WrittenNote } from './return-steps.ts';
import type { ReturnedLine, ReturnedSale } from './returned-sale.ts';
import { toCreditNoteLine } from './returns.repository.ts';
import type { ReturnContext, ReturnInput } from './returns.service.ts';

/** A return's last step: its credit note's number, its daily sums and journal row, its answer. */

/** Everything a return wrote, from which its answer and journal row are built. */
export type WrittenReturn = {
  input: ReturnInput;
  returned: ReturnedSale;
  lines: ReturnedLine[];
  montant: number;
  note: WrittenNote;
  client: CreditNote['client'];
};

type Shop = typeof magasins.$inferSelect;

/** The credit note in full, built from what was written, under its number. */
function creditNoteAnswer(
  ctx: ReturnContext,
  written: WrittenReturn,
  shop: Shop,
  numero: string,
): CreditNote {
  const { sale } = written.returned;
  const refund = written.input.remboursement;
  return {
    id: written.note.id,
    numero_avoir: numero,
    date: ctx.now.toISOString(),
    montant: written.montant,
    methode_remboursement: refund.methode,
    reference_remboursement: refund.reference,
    vente: { id: sale.id, numero_facture: sale.numeroFacture, date_vente: sale.dateVente.toISOString() },
    magasin: { id: shop.id, nom: shop.nom, quartier: shop.quartier },
    client: written.client,
    utilisateur: { id: ctx.user.id, username: ctx.user.username },
    session_caisse: written.note.sessionId,
    lignes: written.lines.map((line, n) =>
      toCreditNoteLine(written.note.lineIds[n] ?? 0, line, { nom: line.articleNom, type: line.articleType }),
    ),
  };
}

const label = { from: 'numbered', value: 'numero', field: 'numero_avoir' };

/** The return's journal row, written by the numbering statement, which fills in the number. */
function returnJournalRow(ctx: ReturnContext, written: WrittenReturn) {
  const { sale } = written.returned;
  const refund = written.input.remboursement;
  return journalRowSql(
    {
      ...ctx.journal,
      magasinId: sale.magasinId,
      action: 'creation',
      entite: 'retour',
      entiteId: written.note.id,
      changements: journalChanges(null, {
        vente: { id: sale.id, numero_facture: sale.numeroFacture },
        montant: written.montant,
        remboursement: refund.reference
          ? { methode: refund.methode, reference: refund.reference }
          : { methode: refund.methode },
        lignes: written.lines.map((line) => ({
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
}

/**
 * Numbers the credit note and answers it, built from what was written: after its number is taken
 * nothing else is read. The numbering statement also writes the daily sums (the credit note counts
 * on its own day, without changing the number of sales) and the journal row and, with a claimed
 * Idempotency-Key, stores the answer a retry will get.
 */
export async function numberAndAnswer(ctx: ReturnContext, written: WrittenReturn): Promise<CreditNote> {
  const { sale } = written.returned;
  const [shop] = await ctx.tx.select().from(magasins).where(eq(magasins.id, sale.magasinId));
  if (!shop) throw new Error(`createReturn: shop ${sale.magasinId} not readable`);
  const journalRow = returnJournalRow(ctx, written);
  const kept = ctx.claimed
    ? [keptAnswerSql(ctx.claimed, { statusCode: 201, body: creditNoteAnswer(ctx, written, shop, '') }, label)]
    : [];
  const sums = summaryUpserts({ magasinId: sale.magasinId, dateVente: ctx.now, lines: written.lines }, -1, {
    countsSales: false,
  });
  const numero = await numberCreditNote(
    ctx.tx,
    { id: written.note.id, shop, year: ctx.now.getUTCFullYear() },
    sql.join([sums, journalRow, ...kept], sql`,`),
  );
  return creditNoteAnswer(ctx, written, shop, numero);
}

import type { Payment, SaleDetail } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { keptAnswerSql } from '../../lib/idempotency.ts';
import { costForApi } from '../costs/index.ts';
import { journalChanges, journalRowSql } from '../journal/index.ts';
import { numberSale } from './invoice-number.ts';
import { lineDiscountFields, saleDiscountFields, saleIsDiscounted } from './sale-discount-fields.ts';
import type { SaleRow } from './sale-discount-rows.ts';
import type { RecordedPayments } from './sale-payments.ts';
import type { AskedSale } from './sale-request.ts';
import type { ClientCharge, OpenedSale } from './sale-steps.ts';
import type { SaleContext } from './sales.service.ts';
import { summaryUpserts } from './sales-summary.ts';

/** A new sale's last step: its number, its daily sums and journal row, its answer. */

/** Everything a new sale wrote, from which its answer and journal row are built. */
export type WrittenSale = {
  asked: AskedSale;
  sale: OpenedSale;
  payments: RecordedPayments;
  sold: { lines: SaleRow[]; lineIds: number[] };
  charge: ClientCharge;
  /** An offline sale whose discount had no valid approval or code. */
  unauthorized: boolean;
};

/** A sale's client as its journal rows name it: id and full name, or null for a 'vente libre'. */
export const journalClient = (client: { id: number; nom: string; prenom: string } | null) =>
  client ? { id: client.id, nom: `${client.prenom} ${client.nom}`.trim() } : null;

/** A payment as the sale's journal row tells it: method and amount, the cash handed over or the reference. */
const journalPayment = (payment: Payment) =>
  payment.reference === null
    ? {
        methode: payment.methode,
        montant: payment.montant,
        montant_recu: payment.montant_recu,
        monnaie_rendue: payment.monnaie_rendue,
      }
    : { methode: payment.methode, montant: payment.montant, reference: payment.reference };

/** A sold line as the sale's journal row tells it (its lot when it has one, its discounts when some). */
const journalLine = (line: SaleRow) => ({
  article: line.articleId,
  nom: line.articleNom,
  ...(line.bain === '' ? {} : { bain: line.bain }),
  quantite: line.quantite,
  prix_unitaire: line.prixUnitaire,
  ...(line.prixCatalogue !== line.prixUnitaire && {
    prix_catalogue: line.prixCatalogue,
    tarif: line.tarifNom,
  }),
  ...(line.remiseLigne + line.remiseTicketPart > 0 && {
    remise_ligne: line.remiseLigne,
    remise_ticket_part: line.remiseTicketPart,
    motif: line.remiseMotif,
    net: line.prixTotal,
  }),
});

/** The sale in full, built from what was written, under its invoice number. */
function saleAnswer({ user, now }: SaleContext, written: WrittenSale, numero: string): SaleDetail {
  const { asked, sale, payments, sold, charge } = written;
  const { shop, offline } = asked;
  const ticket = {
    remiseTicket: asked.basket.ticket?.montant ?? 0,
    remiseTicketMotif: asked.basket.ticket?.motif ?? null,
    remiseTicketMotifTexte: asked.basket.ticket?.motif_texte ?? null,
  };
  const discounted = saleIsDiscounted(ticket, sold.lines);
  return {
    id: sale.id,
    numero_facture: numero,
    date_vente: now.toISOString(),
    total: asked.total,
    statut: 'validee',
    magasin: { id: shop.id, nom: shop.nom, quartier: shop.quartier },
    client: asked.client,
    vendeur: { id: user.id, username: user.username },
    annulee_at: null,
    ...payments,
    session_caisse: sale.sessionId,
    retournee: null,
    retours: [],
    hors_ligne: offline !== null,
    date_appareil: offline ? offline.deviceTime.toISOString() : null,
    ticket_provisoire: offline?.ticket ?? null,
    recue_apres_cloture: sale.afterClose,
    plafond_depasse: charge.overLimit,
    a_regulariser: charge.toSettle,
    ...(written.unauthorized && { remise_non_autorisee: true }),
    ...(discounted && saleDiscountFields(ticket, sold.lines)),
    items: sold.lines.map((line, n) => ({
      id: sold.lineIds[n] ?? 0,
      article: { id: line.articleId, article_name: line.articleNom, article_type: line.articleType },
      bain: line.bain,
      quantite: line.quantite,
      prix_unitaire: line.prixUnitaire,
      prix_total: line.prixTotal,
      quantite_retournee: 0,
      cout_unitaire: costForApi(line.coutUnitaire),
      cout_estime: false,
      ...(discounted && lineDiscountFields(line)),
    })),
  };
}

/** The sale's journal row, written by the numbering statement, which fills in the invoice number. */
function saleJournalRow(written: WrittenSale) {
  const { asked, sale, payments, sold, charge } = written;
  const { shop, offline } = asked;
  return journalRowSql(
    {
      ...asked.journal,
      magasinId: shop.id,
      action: 'creation',
      entite: 'vente',
      entiteId: sale.id,
      changements: journalChanges(null, {
        magasin: shop.id,
        client: journalClient(asked.client),
        total: asked.total,
        articles: sold.lines.map(journalLine),
        paiements: payments.paiements.map(journalPayment),
        ...(offline && {
          hors_ligne: true,
          ticket_provisoire: offline.ticket,
          ...(sale.afterClose && { recue_apres_cloture: true }),
          ...(charge.overLimit && { plafond_depasse: true }),
          ...(charge.toSettle.length > 0 && { a_regulariser: charge.toSettle }),
          ...(written.unauthorized && { remise_non_autorisee: true }),
        }),
        ...(asked.basket.ticket && {
          remise_ticket: asked.basket.ticket.montant,
          motif: asked.basket.ticket.motif,
        }),
      }),
    },
    { from: 'numbered', value: 'numero', field: 'numero_facture' },
  );
}

/**
 * Numbers the sale and answers it in full, built from what was written: after the invoice number
 * is taken nothing else is read, so the shop's counter is held for one statement (see numberSale).
 * That statement also writes the daily sums and the journal row and, with a claimed
 * Idempotency-Key, stores the answer a retry will get: it stays the last one.
 */
export async function numberAndAnswer(ctx: SaleContext, written: WrittenSale): Promise<SaleDetail> {
  const { now, claimed } = ctx;
  const { shop } = written.asked;
  const kept = claimed
    ? [
        keptAnswerSql(
          claimed,
          { statusCode: 201, body: saleAnswer(ctx, written, '') },
          { field: 'numero_facture', from: 'numbered', value: 'numero' },
        ),
      ]
    : [];
  const sums = summaryUpserts({ magasinId: shop.id, dateVente: now, lines: written.sold.lines }, 1);
  const numero = await numberSale(
    ctx.tx,
    { id: written.sale.id, shop, year: now.getUTCFullYear() },
    sql.join([sums, saleJournalRow(written), ...kept], sql`,`),
  );
  return saleAnswer(ctx, written, numero);
}

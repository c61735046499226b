import {
  ARTICLE_TYPE_LABELS,
  type CreditNote,
  type CreditNoteLine,
  formatDateTime,
  REFUND_METHOD_LABELS,
  RETURN_STATE_LABELS,
} from '@pelote/shared';
import { PDF_MARGIN } from '../../lib/pdf-document.ts';
import { ARTICLE_LINE_COLUMNS, renderSaleDocumentPdf } from '../../lib/pdf-sale-document.ts';

/**
 * A credit note as an A4 PDF for the customer and the books: 'AVOIR', its number and date, the
 * invoice it cites, the shop and the client, the returned lines (lot, state, reason; the table's
 * header repeated on every page), the amount and how it was refunded. The pieces it shares with
 * the invoice are lib/pdf-sale-document.ts, the frame (fonts, footer) lib/pdf-document.ts.
 */

/** Under the name: type and lot, then the state and the reason. */
function details(line: CreditNoteLine): string[] {
  const lot = line.bain === '' ? null : `Bain ${line.bain}`;
  const kind = [ARTICLE_TYPE_LABELS[line.article.article_type], lot].filter(Boolean).join(' — ');
  return [kind, `${RETURN_STATE_LABELS[line.etat]} : ${line.motif}`];
}

/** 'Espèces', 'Orange Money — réf. OM123', 'Avoir client (crédité au compte du client)'. */
export function refundLine(note: CreditNote): string {
  const method = REFUND_METHOD_LABELS[note.methode_remboursement];
  if (note.reference_remboursement) return `${method} — réf. ${note.reference_remboursement}`;
  if (note.methode_remboursement === 'avoir_client') return `${method} (crédité au compte du client)`;
  return method;
}

/** The PDF bytes of a credit note. */
export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const invoice = `${note.vente.numero_facture} du ${formatDateTime(note.vente.date_vente)}`;
  return renderSaleDocumentPdf({
    meta: { title: `Avoir ${note.numero_avoir}`, author: note.magasin.nom, footerLabel: note.numero_avoir },
    heading: {
      title: 'AVOIR',
      number: note.numero_avoir,
      date: note.date,
      remark: { text: `Facture d’origine : ${invoice}`, accent: false },
      shop: note.magasin,
    },
    client: {
      top: PDF_MARGIN + 105,
      name: note.client ? `${note.client.nom} ${note.client.prenom}` : 'Client anonyme',
      lines: [],
    },
    table: {
      columns: ARTICLE_LINE_COLUMNS,
      labels: {
        article: 'Article retourné',
        quantite: 'Qté',
        prixUnitaire: 'Prix unitaire',
        prixTotal: 'Montant',
      },
      bottomPadding: 6,
      lines: note.lignes.map((line) => ({
        name: line.article.article_name,
        details: details(line),
        quantite: line.quantite,
        prixUnitaire: line.prix_unitaire,
        prixTotal: line.prix_total,
      })),
    },
    // The total keeps room for the refund under it.
    total: { label: 'Total de l’avoir', amount: note.montant, room: 80 },
    closing: { title: 'REMBOURSEMENT', lines: [refundLine(note)], ownRoom: false },
  });
}

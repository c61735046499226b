import {
  ARTICLE_TYPE_LABELS,
  DISCOUNT_TEXTS,
  formatMoney,
  lineDiscountTexts,
  lotLabel,
  PAYMENT_MESSAGES,
  paymentMethodLabel,
  type SaleDetail,
  ticketDiscountText,
} from '@pelote/shared';
import { PDF_MARGIN } from '../../lib/pdf-document.ts';
import { type LineColumns, renderSaleDocumentPdf } from '../../lib/pdf-sale-document.ts';

/**
 * The invoice of a sale as an A4 PDF a shop can hand to its customer, as the sale detail shows it:
 * 'FACTURE', number, date, shop, client block, the items table (its header
 * repeated on every page; a wool's lot under its name, 'Bain B2417'), the total and how it was paid (each method, the cash received and the
 * change given, the mobile-money references). The pieces it shares with the credit note are
 * lib/pdf-sale-document.ts, the frame (fonts, footer) lib/pdf-document.ts.
 */

/** The items table: x and width of each column on an A4 page (595 pt wide). */
const COLUMNS: LineColumns = {
  article: { x: PDF_MARGIN, width: 235, align: 'left' },
  quantite: { x: 290, width: 50, align: 'right' },
  prixUnitaire: { x: 345, width: 95, align: 'right' },
  prixTotal: { x: 445, width: 100, align: 'right' },
};

/** The small line under the article's name: its type, and its lot when it has one. */
export function itemDetail(item: SaleDetail['items'][number]): string {
  const lot = lotLabel(item.bain);
  const type = ARTICLE_TYPE_LABELS[item.article.article_type];
  return lot ? `${type} · ${lot}` : type;
}

/** One line per payment: 'Espèces : 10 000,00 FCFA — reçu 15 000,00 FCFA, monnaie rendue 5 000,00 FCFA'. */
export function paymentLines(sale: SaleDetail): string[] {
  if (sale.paiements.length === 0) return [PAYMENT_MESSAGES.notRecorded];
  return sale.paiements.map((payment) => {
    const head = `${paymentMethodLabel(payment.methode)} : ${formatMoney(payment.montant)}`;
    if (payment.montant_recu !== null) {
      return `${head} — reçu ${formatMoney(payment.montant_recu)}, monnaie rendue ${formatMoney(payment.monnaie_rendue)}`;
    }
    return payment.reference ? `${head} — réf. ${payment.reference}` : head;
  });
}

/** Above the payments of a discounted sale: its ticket discount, and all it was discounted. */
function discountLines(sale: SaleDetail): string[] {
  if (sale.remises === undefined) return [];
  const ticket = ticketDiscountText(sale);
  return [...(ticket ? [ticket] : []), `${DISCOUNT_TEXTS.discounts} : ${formatMoney(sale.remises)}`];
}

/** The PDF bytes of the sale's invoice. */
export function renderInvoicePdf(sale: SaleDetail): Promise<Buffer> {
  const client = sale.client;
  return renderSaleDocumentPdf({
    meta: {
      title: `Facture ${sale.numero_facture}`,
      author: sale.magasin.nom,
      footerLabel: sale.numero_facture,
    },
    heading: {
      title: 'FACTURE',
      number: sale.numero_facture,
      date: sale.date_vente,
      remark: sale.statut === 'annulee' ? { text: 'VENTE ANNULÉE', accent: true } : null,
      shop: sale.magasin,
    },
    client: client
      ? {
          top: PDF_MARGIN + 95,
          name: `${client.nom} ${client.prenom}`,
          lines: [client.email, client.contact, client.adresse],
        }
      : { top: PDF_MARGIN + 95, name: 'Client anonyme', lines: [] },
    table: {
      columns: COLUMNS,
      labels: {
        article: 'Article',
        quantite: 'Qté',
        prixUnitaire: 'Prix unitaire',
        prixTotal: sale.remises === undefined ? 'Prix total' : DISCOUNT_TEXTS.net,
      },
      bottomPadding: 8,
      lines: sale.items.map((item) => ({
        name: item.article.article_name,
        details: [itemDetail(item), ...lineDiscountTexts(item)],
        quantite: item.quantite,
        prixUnitaire: item.prix_unitaire,
        prixTotal: item.prix_total,
      })),
    },
    total: { label: 'Total', amount: sale.total, room: 40 },
    closing: { title: 'PAIEMENT', lines: [...discountLines(sale), ...paymentLines(sale)], ownRoom: true },
  });
}

import {
  ARTICLE_TYPE_LABELS,
  formatDateTime,
  formatMoney,
  lotLabel,
  PAYMENT_MESSAGES,
  paymentMethodLabel,
  type SaleDetail,
} from '@pelote/shared';
import {
  type Doc,
  PDF_COLORS,
  PDF_MARGIN,
  PDF_WIDTH,
  pageBottom,
  renderA4Pdf,
  writeText,
} from '../../lib/pdf-document.ts';

/**
 * The invoice of a sale as an A4 PDF a shop can hand to its customer, as the sale detail shows it:
 * 'FACTURE', number, date, shop, client block, the items table (its header
 * repeated on every page; a wool's lot under its name, 'Bain B2417'), the total and how it was paid (each method, the cash received and the
 * change given, the mobile-money references). The frame (fonts, footer) is
 * lib/pdf-document.ts.
 */

/** The items table: x and width of each column on an A4 page (595 pt wide). */
const COLUMNS = {
  article: { x: PDF_MARGIN, width: 235, align: 'left' },
  quantite: { x: 290, width: 50, align: 'right' },
  prixUnitaire: { x: 345, width: 95, align: 'right' },
  prixTotal: { x: 445, width: 100, align: 'right' },
} as const;
const CELL_PADDING = 6;

function header(doc: Doc, sale: SaleDetail) {
  doc.font('bold').fontSize(22).fillColor(PDF_COLORS.accent);
  writeText(doc, 'FACTURE', PDF_MARGIN, PDF_MARGIN);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  writeText(doc, `N° ${sale.numero_facture}`, PDF_MARGIN, PDF_MARGIN + 30);
  writeText(doc, `Date : ${formatDateTime(sale.date_vente)}`, PDF_MARGIN, PDF_MARGIN + 45);
  if (sale.statut === 'annulee') {
    doc.font('bold').fillColor(PDF_COLORS.accent);
    writeText(doc, 'VENTE ANNULÉE', PDF_MARGIN, PDF_MARGIN + 60);
  }

  const right = { width: 200, align: 'right' as const };
  doc.font('bold').fontSize(12).fillColor(PDF_COLORS.ink);
  writeText(doc, sale.magasin.nom, 345, PDF_MARGIN, right);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, sale.magasin.quartier, 345, doc.y, right);
}

function clientBlock(doc: Doc, sale: SaleDetail): number {
  const top = PDF_MARGIN + 95;
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, 'CLIENT', PDF_MARGIN, top);
  doc.font('regular').fontSize(11).fillColor(PDF_COLORS.ink);
  const client = sale.client;
  if (!client) {
    writeText(doc, 'Client anonyme', PDF_MARGIN, doc.y + 4);
  } else {
    writeText(doc, `${client.nom} ${client.prenom}`, PDF_MARGIN, doc.y + 4);
    doc.fontSize(10);
    for (const line of [client.email, client.contact, client.adresse]) {
      if (line) writeText(doc, line, PDF_MARGIN, doc.y + 2, { width: 300 });
    }
  }
  return doc.y + 20;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(PDF_MARGIN, y, 495, 22).fill('#f5f5f4');
  doc.font('bold').fontSize(9).fillColor(PDF_COLORS.ink);
  const labels = {
    article: 'Article',
    quantite: 'Qté',
    prixUnitaire: 'Prix unitaire',
    prixTotal: 'Prix total',
  } as const;
  for (const [key, column] of Object.entries(COLUMNS)) {
    const label = labels[key as keyof typeof labels];
    writeText(doc, label, column.x + 4, y + 7, { width: column.width - 8, align: column.align });
  }
  return y + 22;
}

/** The small line under the article's name: its type, and its lot when it has one. */
export function itemDetail(item: SaleDetail['items'][number]): string {
  const lot = lotLabel(item.bain);
  const type = ARTICLE_TYPE_LABELS[item.article.article_type];
  return lot ? `${type} · ${lot}` : type;
}

function rowHeight(doc: Doc, item: SaleDetail['items'][number]): number {
  const width = COLUMNS.article.width - 8;
  doc.font('regular').fontSize(10);
  const name = doc.heightOfString(item.article.article_name, { width });
  doc.fontSize(8);
  const detail = doc.heightOfString(itemDetail(item), { width });
  return name + detail + 3 + 2 * CELL_PADDING;
}

function row(doc: Doc, item: SaleDetail['items'][number], y: number, height: number) {
  const cell = (key: keyof typeof COLUMNS, value: string) => {
    const column = COLUMNS[key];
    writeText(doc, value, column.x + 4, y + CELL_PADDING, { width: column.width - 8, align: column.align });
  };
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  cell('article', item.article.article_name);
  doc.fontSize(8).fillColor(PDF_COLORS.muted);
  writeText(doc, itemDetail(item), COLUMNS.article.x + 4, doc.y + 1, { width: COLUMNS.article.width - 8 });
  doc.fontSize(10).fillColor(PDF_COLORS.ink);
  cell('quantite', String(item.quantite));
  cell('prixUnitaire', formatMoney(item.prix_unitaire));
  cell('prixTotal', formatMoney(item.prix_total));
  doc
    .moveTo(PDF_MARGIN, y + height)
    .lineTo(PDF_MARGIN + 495, y + height)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.rule)
    .stroke();
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

/** The payments block under the total, on a new page when it does not fit. */
function paymentsBlock(doc: Doc, sale: SaleDetail, top: number, bottom: number) {
  const lines = paymentLines(sale);
  let y = top;
  if (y + 30 + lines.length * 16 > bottom) {
    doc.addPage();
    y = PDF_MARGIN;
  }
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, 'PAIEMENT', PDF_MARGIN, y);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  for (const line of lines) writeText(doc, line, PDF_MARGIN, doc.y + 4, { width: PDF_WIDTH });
}

/** The PDF bytes of the sale's invoice. */
export function renderInvoicePdf(sale: SaleDetail): Promise<Buffer> {
  const meta = {
    title: `Facture ${sale.numero_facture}`,
    author: sale.magasin.nom,
    footerLabel: sale.numero_facture,
  };
  return renderA4Pdf(meta, (doc) => {
    header(doc, sale);
    let y = tableHeader(doc, clientBlock(doc, sale));
    const bottom = pageBottom(doc);
    for (const item of sale.items) {
      const height = rowHeight(doc, item);
      if (y + height > bottom) {
        doc.addPage();
        y = tableHeader(doc, PDF_MARGIN);
      }
      row(doc, item, y, height);
      y += height;
    }
    if (y + 40 > bottom) {
      doc.addPage();
      y = PDF_MARGIN;
    }
    doc.font('bold').fontSize(12).fillColor(PDF_COLORS.ink);
    writeText(doc, 'Total', COLUMNS.prixUnitaire.x, y + 14, {
      width: COLUMNS.prixUnitaire.width,
      align: 'right',
    });
    writeText(doc, formatMoney(sale.total), COLUMNS.prixTotal.x, y + 14, {
      width: COLUMNS.prixTotal.width,
      align: 'right',
    });
    paymentsBlock(doc, sale, y + 44, bottom);
  });
}

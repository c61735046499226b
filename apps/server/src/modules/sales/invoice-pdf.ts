import { createRequire } from 'node:module';
import {
  ARTICLE_TYPE_LABELS,
  formatDateTime,
  formatMoney,
  PAYMENT_MESSAGES,
  paymentMethodLabel,
  type SaleDetail,
} from '@pelote/shared';
import PDFDocument from 'pdfkit';

/**
 * The invoice of a sale as an A4 PDF a shop can hand to its customer, as the sale detail shows it:
 * 'FACTURE', number, date, shop, client block, the items table (its header
 * repeated on every page), the total and how it was paid (each method, the cash received and the
 * change given, the mobile-money references). DejaVu Sans is embedded so French accents and the
 * narrow spaces of the amounts render on any reader.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 50;
const INK = '#1c1917';
const MUTED = '#78716c';
const RULE = '#d6d3d1';
const ACCENT = '#9f1239';

/** The items table: x and width of each column on an A4 page (595 pt wide). */
const COLUMNS = {
  article: { x: MARGIN, width: 235, align: 'left' },
  quantite: { x: 290, width: 50, align: 'right' },
  prixUnitaire: { x: 345, width: 95, align: 'right' },
  prixTotal: { x: 445, width: 100, align: 'right' },
} as const;
const CELL_PADDING = 6;

type Doc = PDFKit.PDFDocument;

function text(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(value, x, y, { lineBreak: true, ...options });
}

function header(doc: Doc, sale: SaleDetail) {
  doc.font('bold').fontSize(22).fillColor(ACCENT);
  text(doc, 'FACTURE', MARGIN, MARGIN);
  doc.font('regular').fontSize(10).fillColor(INK);
  text(doc, `N° ${sale.numero_facture}`, MARGIN, MARGIN + 30);
  text(doc, `Date : ${formatDateTime(sale.date_vente)}`, MARGIN, MARGIN + 45);
  if (sale.statut === 'annulee') {
    doc.font('bold').fillColor(ACCENT);
    text(doc, 'VENTE ANNULÉE', MARGIN, MARGIN + 60);
  }

  const right = { width: 200, align: 'right' as const };
  doc.font('bold').fontSize(12).fillColor(INK);
  text(doc, sale.magasin.nom, 345, MARGIN, right);
  doc.font('regular').fontSize(10).fillColor(MUTED);
  text(doc, sale.magasin.quartier, 345, doc.y, right);
}

function clientBlock(doc: Doc, sale: SaleDetail): number {
  const top = MARGIN + 95;
  doc.font('bold').fontSize(10).fillColor(MUTED);
  text(doc, 'CLIENT', MARGIN, top);
  doc.font('regular').fontSize(11).fillColor(INK);
  const client = sale.client;
  if (!client) {
    text(doc, 'Client anonyme', MARGIN, doc.y + 4);
  } else {
    text(doc, `${client.nom} ${client.prenom}`, MARGIN, doc.y + 4);
    doc.fontSize(10);
    for (const line of [client.email, client.contact, client.adresse]) {
      if (line) text(doc, line, MARGIN, doc.y + 2, { width: 300 });
    }
  }
  return doc.y + 20;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN, y, 495, 22).fill('#f5f5f4');
  doc.font('bold').fontSize(9).fillColor(INK);
  const labels = {
    article: 'Article',
    quantite: 'Qté',
    prixUnitaire: 'Prix unitaire',
    prixTotal: 'Prix total',
  } as const;
  for (const [key, column] of Object.entries(COLUMNS)) {
    const label = labels[key as keyof typeof labels];
    text(doc, label, column.x + 4, y + 7, { width: column.width - 8, align: column.align });
  }
  return y + 22;
}

function rowHeight(doc: Doc, item: SaleDetail['items'][number]): number {
  doc.font('regular').fontSize(10);
  const name = doc.heightOfString(item.article.article_name, { width: COLUMNS.article.width - 8 });
  return name + 12 + 2 * CELL_PADDING;
}

function row(doc: Doc, item: SaleDetail['items'][number], y: number, height: number) {
  const cell = (key: keyof typeof COLUMNS, value: string) => {
    const column = COLUMNS[key];
    text(doc, value, column.x + 4, y + CELL_PADDING, { width: column.width - 8, align: column.align });
  };
  doc.font('regular').fontSize(10).fillColor(INK);
  cell('article', item.article.article_name);
  doc.fontSize(8).fillColor(MUTED);
  text(doc, ARTICLE_TYPE_LABELS[item.article.article_type], COLUMNS.article.x + 4, doc.y + 1);
  doc.fontSize(10).fillColor(INK);
  cell('quantite', String(item.quantite));
  cell('prixUnitaire', formatMoney(item.prix_unitaire));
  cell('prixTotal', formatMoney(item.prix_total));
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + 495, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function footer(doc: Doc, sale: SaleDetail, page: number, pages: number) {
  const bottom = doc.page.height - MARGIN + 10;
  doc.font('regular').fontSize(8).fillColor(MUTED);
  // Writing below the bottom margin must not open a new page.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  text(doc, `${sale.numero_facture} — page ${page} / ${pages}`, MARGIN, bottom, {
    width: 495,
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins = margins;
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
function paymentsBlock(doc: Doc, sale: SaleDetail, top: number, pageBottom: number) {
  const lines = paymentLines(sale);
  let y = top;
  if (y + 30 + lines.length * 16 > pageBottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(10).fillColor(MUTED);
  text(doc, 'PAIEMENT', MARGIN, y);
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const line of lines) text(doc, line, MARGIN, doc.y + 4, { width: 495 });
}

/** The PDF bytes of the sale's invoice. */
export function renderInvoicePdf(sale: SaleDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Facture ${sale.numero_facture}`, Author: sale.magasin.nom },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, sale);
  let y = tableHeader(doc, clientBlock(doc, sale));
  const pageBottom = doc.page.height - MARGIN - 20;
  for (const item of sale.items) {
    const height = rowHeight(doc, item);
    if (y + height > pageBottom) {
      doc.addPage();
      y = tableHeader(doc, MARGIN);
    }
    row(doc, item, y, height);
    y += height;
  }
  if (y + 40 > pageBottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(12).fillColor(INK);
  text(doc, 'Total', COLUMNS.prixUnitaire.x, y + 14, { width: COLUMNS.prixUnitaire.width, align: 'right' });
  text(doc, formatMoney(sale.total), COLUMNS.prixTotal.x, y + 14, {
    width: COLUMNS.prixTotal.width,
    align: 'right',
  });
  paymentsBlock(doc, sale, y + 44, pageBottom);

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    footer(doc, sale, page + 1, range.count);
  }
  doc.end();
  return done;
}

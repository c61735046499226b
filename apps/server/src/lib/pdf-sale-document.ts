import { formatDateTime, formatMoney } from '@pelote/shared';
import {
  type Doc,
  PDF_COLORS,
  PDF_MARGIN,
  PDF_WIDTH,
  pageBottom,
  renderA4Pdf,
  writeText,
} from './pdf-document.ts';

/**
 * The page an invoice, a credit note and a purchase order share, A4: the heading (title, number, date, a remark, the
 * shop on the right), the client block, the lines table (the article's name with its detail lines,
 * quantity, unit price, amount; its header repeated on every page), the total and a titled block
 * under it. Each document gives its words, figures and column widths; the frame (fonts, footer) is
 * pdf-document.ts.
 */

export type LineColumns = Record<
  'article' | 'quantite' | 'prixUnitaire' | 'prixTotal',
  { x: number; width: number; align: 'left' | 'right' }
>;

/** The columns of a credit note's and a purchase order's lines on an A4 page (595 pt wide). */
export const ARTICLE_LINE_COLUMNS: LineColumns = {
  article: { x: PDF_MARGIN, width: 245, align: 'left' },
  quantite: { x: 295, width: 45, align: 'right' },
  prixUnitaire: { x: 340, width: 100, align: 'right' },
  prixTotal: { x: 440, width: 105, align: 'right' },
};

export type TableLine = {
  name: string;
  details: string[];
  quantite: number;
  prixUnitaire: number;
  prixTotal: number;
};

const CELL_PADDING = 6;

type Heading = {
  title: string;
  number: string;
  date: string;
  /** In bold under the date, in the accent colour when `accent`. */
  remark: { text: string; accent: boolean } | null;
  shop: { nom: string; quartier: string };
};

function documentHeading(doc: Doc, heading: Heading) {
  doc.font('bold').fontSize(22).fillColor(PDF_COLORS.accent);
  writeText(doc, heading.title, PDF_MARGIN, PDF_MARGIN);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  writeText(doc, `N° ${heading.number}`, PDF_MARGIN, PDF_MARGIN + 30);
  writeText(doc, `Date : ${formatDateTime(heading.date)}`, PDF_MARGIN, PDF_MARGIN + 45);
  if (heading.remark) {
    doc.font('bold');
    if (heading.remark.accent) doc.fillColor(PDF_COLORS.accent);
    writeText(doc, heading.remark.text, PDF_MARGIN, PDF_MARGIN + 60, { width: 290 });
  }

  const right = { width: 200, align: 'right' as const };
  doc.font('bold').fontSize(12).fillColor(PDF_COLORS.ink);
  writeText(doc, heading.shop.nom, 345, PDF_MARGIN, right);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, heading.shop.quartier, 345, doc.y, right);
}

/**
 * 'CLIENT' (or `title`: 'FOURNISSEUR'), the name and the lines given under it from `top`; answers
 * where the next block starts.
 */
type Client = { top: number; name: string; lines: (string | null)[]; title?: string };

function clientBlock(doc: Doc, client: Client): number {
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, client.title ?? 'CLIENT', PDF_MARGIN, client.top);
  doc.font('regular').fontSize(11).fillColor(PDF_COLORS.ink);
  writeText(doc, client.name, PDF_MARGIN, doc.y + 4);
  doc.fontSize(10);
  for (const line of client.lines) {
    if (line) writeText(doc, line, PDF_MARGIN, doc.y + 2, { width: 300 });
  }
  return doc.y + 20;
}

type Table = {
  columns: LineColumns;
  labels: Record<keyof LineColumns, string>;
  /** Space under a row's last detail line. */
  bottomPadding: number;
  lines: TableLine[];
};

function tableHeader(doc: Doc, table: Table, y: number): number {
  doc.rect(PDF_MARGIN, y, PDF_WIDTH, 22).fill('#f5f5f4');
  doc.font('bold').fontSize(9).fillColor(PDF_COLORS.ink);
  for (const [key, column] of Object.entries(table.columns)) {
    const label = table.labels[key as keyof LineColumns];
    writeText(doc, label, column.x + 4, y + 7, { width: column.width - 8, align: column.align });
  }
  return y + 22;
}

function rowHeight(doc: Doc, table: Table, line: TableLine): number {
  const width = table.columns.article.width - 8;
  doc.font('regular').fontSize(10);
  let height = doc.heightOfString(line.name, { width });
  doc.fontSize(8);
  for (const text of line.details) height += doc.heightOfString(text, { width }) + 1;
  return height + CELL_PADDING + table.bottomPadding;
}

function row(doc: Doc, { columns }: Table, line: TableLine, y: number, height: number) {
  const cell = (key: keyof LineColumns, value: string) => {
    const column = columns[key];
    writeText(doc, value, column.x + 4, y + CELL_PADDING, { width: column.width - 8, align: column.align });
  };
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  cell('article', line.name);
  doc.fontSize(8).fillColor(PDF_COLORS.muted);
  for (const text of line.details) {
    writeText(doc, text, columns.article.x + 4, doc.y + 1, { width: columns.article.width - 8 });
  }
  doc.fontSize(10).fillColor(PDF_COLORS.ink);
  cell('quantite', String(line.quantite));
  cell('prixUnitaire', formatMoney(line.prixUnitaire));
  cell('prixTotal', formatMoney(line.prixTotal));
  doc
    .moveTo(PDF_MARGIN, y + height)
    .lineTo(PDF_MARGIN + PDF_WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.rule)
    .stroke();
}

/** The lines table from `top`, going on over new pages; answers where its last row ends. */
function linesTable(doc: Doc, top: number, table: Table): number {
  let y = tableHeader(doc, table, top);
  const bottom = pageBottom(doc);
  for (const line of table.lines) {
    const height = rowHeight(doc, table, line);
    if (y + height > bottom) {
      doc.addPage();
      y = tableHeader(doc, table, PDF_MARGIN);
    }
    row(doc, table, line, y, height);
    y += height;
  }
  return y;
}

/** The total, and the room under the table it needs (else it goes on a new page). */
type Total = { label: string; amount: number; room: number };

/** The total under the table's last two columns; answers the y it was written from. */
function totalLine(doc: Doc, y: number, columns: LineColumns, total: Total): number {
  let top = y;
  if (top + total.room > pageBottom(doc)) {
    doc.addPage();
    top = PDF_MARGIN;
  }
  const from = columns.quantite.x - 60;
  doc.font('bold').fontSize(12).fillColor(PDF_COLORS.ink);
  writeText(doc, total.label, from, top + 14, {
    width: columns.prixUnitaire.x + columns.prixUnitaire.width - from,
    align: 'right',
  });
  writeText(doc, formatMoney(total.amount), columns.prixTotal.x, top + 14, {
    width: columns.prixTotal.width,
    align: 'right',
  });
  return top;
}

/** The block under the total ('PAIEMENT', 'REMBOURSEMENT'); `ownRoom`: on a new page when it does not fit. */
type Closing = { title: string; lines: string[]; ownRoom: boolean };

function closingBlock(doc: Doc, top: number, block: Closing) {
  let y = top;
  if (block.ownRoom && y + 30 + block.lines.length * 16 > pageBottom(doc)) {
    doc.addPage();
    y = PDF_MARGIN;
  }
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, block.title, PDF_MARGIN, y);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  for (const line of block.lines) writeText(doc, line, PDF_MARGIN, doc.y + 4, { width: PDF_WIDTH });
}

/** The PDF bytes of an invoice-like document. */
export function renderSaleDocumentPdf(document: {
  meta: { title: string; author: string; footerLabel: string };
  heading: Heading;
  client: Client;
  table: Table;
  total: Total;
  closing: Closing;
}): Promise<Buffer> {
  return renderA4Pdf(document.meta, (doc) => {
    documentHeading(doc, document.heading);
    const end = linesTable(doc, clientBlock(doc, document.client), document.table);
    const y = totalLine(doc, end, document.table.columns, document.total);
    closingBlock(doc, y + 44, document.closing);
  });
}

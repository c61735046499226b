import {
  ARTICLE_TYPE_LABELS,
  type CreditNote,
  type CreditNoteLine,
  formatDateTime,
  formatMoney,
  REFUND_METHOD_LABELS,
  RETURN_STATE_LABELS,
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
 * A credit note as an A4 PDF for the customer and the books: 'AVOIR', its number and date, the
 * invoice it cites, the shop and the client, the returned lines (lot, state, reason; the table's
 * header repeated on every page), the amount and how it was refunded. The frame (fonts, footer) is
 * lib/pdf-document.ts.
 */

/** The lines table: x and width of each column on an A4 page (595 pt wide). */
const COLUMNS = {
  article: { x: PDF_MARGIN, width: 245, align: 'left' },
  quantite: { x: 295, width: 45, align: 'right' },
  prixUnitaire: { x: 340, width: 100, align: 'right' },
  prixTotal: { x: 440, width: 105, align: 'right' },
} as const;
const CELL_PADDING = 6;

function header(doc: Doc, note: CreditNote) {
  doc.font('bold').fontSize(22).fillColor(PDF_COLORS.accent);
  writeText(doc, 'AVOIR', PDF_MARGIN, PDF_MARGIN);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  writeText(doc, `N° ${note.numero_avoir}`, PDF_MARGIN, PDF_MARGIN + 30);
  writeText(doc, `Date : ${formatDateTime(note.date)}`, PDF_MARGIN, PDF_MARGIN + 45);
  doc.font('bold');
  writeText(
    doc,
    `Facture d’origine : ${note.vente.numero_facture} du ${formatDateTime(note.vente.date_vente)}`,
    PDF_MARGIN,
    PDF_MARGIN + 60,
    { width: 290 },
  );

  const right = { width: 200, align: 'right' as const };
  doc.font('bold').fontSize(12).fillColor(PDF_COLORS.ink);
  writeText(doc, note.magasin.nom, 345, PDF_MARGIN, right);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, note.magasin.quartier, 345, doc.y, right);
}

function clientBlock(doc: Doc, note: CreditNote): number {
  const top = PDF_MARGIN + 105;
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, 'CLIENT', PDF_MARGIN, top);
  doc.font('regular').fontSize(11).fillColor(PDF_COLORS.ink);
  const client = note.client;
  writeText(doc, client ? `${client.nom} ${client.prenom}` : 'Client anonyme', PDF_MARGIN, doc.y + 4);
  return doc.y + 20;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(PDF_MARGIN, y, PDF_WIDTH, 22).fill('#f5f5f4');
  doc.font('bold').fontSize(9).fillColor(PDF_COLORS.ink);
  const labels = {
    article: 'Article retourné',
    quantite: 'Qté',
    prixUnitaire: 'Prix unitaire',
    prixTotal: 'Montant',
  } as const;
  for (const [key, column] of Object.entries(COLUMNS)) {
    const label = labels[key as keyof typeof labels];
    writeText(doc, label, column.x + 4, y + 7, { width: column.width - 8, align: column.align });
  }
  return y + 22;
}

/** Under the name: type and lot, then the state and the reason. */
function details(line: CreditNoteLine): string[] {
  const lot = line.bain === '' ? null : `Bain ${line.bain}`;
  const kind = [ARTICLE_TYPE_LABELS[line.article.article_type], lot].filter(Boolean).join(' — ');
  return [kind, `${RETURN_STATE_LABELS[line.etat]} : ${line.motif}`];
}

function rowHeight(doc: Doc, line: CreditNoteLine): number {
  const width = COLUMNS.article.width - 8;
  doc.font('regular').fontSize(10);
  let height = doc.heightOfString(line.article.article_name, { width });
  doc.fontSize(8);
  for (const text of details(line)) height += doc.heightOfString(text, { width }) + 1;
  return height + 2 * CELL_PADDING;
}

function row(doc: Doc, line: CreditNoteLine, y: number, height: number) {
  const cell = (key: keyof typeof COLUMNS, value: string) => {
    const column = COLUMNS[key];
    writeText(doc, value, column.x + 4, y + CELL_PADDING, { width: column.width - 8, align: column.align });
  };
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  cell('article', line.article.article_name);
  doc.fontSize(8).fillColor(PDF_COLORS.muted);
  for (const text of details(line)) {
    writeText(doc, text, COLUMNS.article.x + 4, doc.y + 1, { width: COLUMNS.article.width - 8 });
  }
  doc.fontSize(10).fillColor(PDF_COLORS.ink);
  cell('quantite', String(line.quantite));
  cell('prixUnitaire', formatMoney(line.prix_unitaire));
  cell('prixTotal', formatMoney(line.prix_total));
  doc
    .moveTo(PDF_MARGIN, y + height)
    .lineTo(PDF_MARGIN + PDF_WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(PDF_COLORS.rule)
    .stroke();
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
  const meta = {
    title: `Avoir ${note.numero_avoir}`,
    author: note.magasin.nom,
    footerLabel: note.numero_avoir,
  };
  return renderA4Pdf(meta, (doc) => {
    header(doc, note);
    let y = tableHeader(doc, clientBlock(doc, note));
    const bottom = pageBottom(doc);
    for (const line of note.lignes) {
      const height = rowHeight(doc, line);
      if (y + height > bottom) {
        doc.addPage();
        y = tableHeader(doc, PDF_MARGIN);
      }
      row(doc, line, y, height);
      y += height;
    }
    if (y + 80 > bottom) {
      doc.addPage();
      y = PDF_MARGIN;
    }
    doc.font('bold').fontSize(12).fillColor(PDF_COLORS.ink);
    writeText(doc, 'Total de l’avoir', COLUMNS.quantite.x - 60, y + 14, {
      width: COLUMNS.prixUnitaire.x + COLUMNS.prixUnitaire.width - (COLUMNS.quantite.x - 60),
      align: 'right',
    });
    writeText(doc, formatMoney(note.montant), COLUMNS.prixTotal.x, y + 14, {
      width: COLUMNS.prixTotal.width,
      align: 'right',
    });
    doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
    writeText(doc, 'REMBOURSEMENT', PDF_MARGIN, y + 44);
    doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
    writeText(doc, refundLine(note), PDF_MARGIN, doc.y + 4, { width: PDF_WIDTH });
  });
}

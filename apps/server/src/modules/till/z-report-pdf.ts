import { createRequire } from 'node:module';
import {
  formatDateTime,
  formatMoney,
  paymentMethodLabel,
  TILL_MESSAGES,
  TILL_MOVEMENT_DIRECTION_LABELS,
  type TillSessionDetail,
} from '@pelote/shared';
import PDFDocument from 'pdfkit';

/**
 * The Z of a closed till session as an A4 PDF head office can file: 'RAPPORT Z', its number, the
 * shop, who opened and closed it and when, the figures (float, sales, takings per method, change
 * given, cash in and out), the table expected / counted / difference per method with the comments,
 * and the cash movements. DejaVu Sans is embedded (as for the invoice) so accents and the narrow
 * spaces of the amounts render on any reader.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 50;
const WIDTH = 495;
const INK = '#1c1917';
const MUTED = '#78716c';
const RULE = '#d6d3d1';
const ACCENT = '#9f1239';

/** The counts table: x and width of each column on an A4 page (595 pt wide). */
const COLUMNS = {
  methode: { x: MARGIN, width: 135, align: 'left' },
  attendu: { x: 185, width: 120, align: 'right' },
  compte: { x: 305, width: 120, align: 'right' },
  ecart: { x: 425, width: 120, align: 'right' },
} as const;

type Doc = PDFKit.PDFDocument;

/** 'rapport_z_Z-2026-M01-000001.pdf'. */
export const zReportFileName = (numeroZ: string) => `rapport_z_${numeroZ}.pdf`;

const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

function write(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(value, x, y, { lineBreak: true, ...options });
}

/** Starts a new page when `height` more points do not fit; answers where to write. */
function room(doc: Doc, y: number, height: number): number {
  if (y + height <= doc.page.height - MARGIN - 20) return y;
  doc.addPage();
  return MARGIN;
}

function header(doc: Doc, z: TillSessionDetail): number {
  doc.font('bold').fontSize(22).fillColor(ACCENT);
  write(doc, 'RAPPORT Z', MARGIN, MARGIN);
  doc.font('regular').fontSize(10).fillColor(INK);
  write(doc, `N° ${z.numero_z ?? ''}`, MARGIN, MARGIN + 30);
  doc.font('bold').fontSize(12);
  write(doc, z.magasin.nom, 345, MARGIN, { width: 200, align: 'right' });

  const person = (who: TillSessionDetail['ouverte_par']) => (who ? who.nom || who.username : '—');
  const opened = z.ouverture_auto
    ? `${formatDateTime(z.ouverte_at)} — ${TILL_MESSAGES.autoOpened.toLowerCase()}`
    : `${formatDateTime(z.ouverte_at)} par ${person(z.ouverte_par)}`;
  doc.font('regular').fontSize(10).fillColor(INK);
  write(doc, `Ouverture : ${opened}`, MARGIN, MARGIN + 55, { width: WIDTH });
  write(
    doc,
    `Clôture : ${z.cloturee_at ? formatDateTime(z.cloturee_at) : '—'} par ${person(z.cloturee_par)}`,
    MARGIN,
    doc.y + 3,
    {
      width: WIDTH,
    },
  );
  return doc.y + 18;
}

function figures(doc: Doc, z: TillSessionDetail, top: number): number {
  const r = z.rapport;
  const lines: [string, string][] = [
    ['Fond de caisse', formatMoney(z.fond_de_caisse)],
    ['Nombre de ventes', String(r.nombre_ventes)],
    ...Object.entries(r.encaissements).map(([method, amount]): [string, string] => [
      `Encaissements ${paymentMethodLabel(method)}`,
      formatMoney(amount),
    ]),
    ['Monnaie rendue', formatMoney(r.monnaie_rendue)],
    ['Entrées d’espèces', formatMoney(r.entrees)],
    ['Sorties d’espèces', formatMoney(r.sorties)],
  ];
  let y = room(doc, top, 20 + lines.length * 16);
  doc.font('bold').fontSize(10).fillColor(MUTED);
  write(doc, 'CHIFFRES DE LA SESSION', MARGIN, y);
  y = doc.y + 6;
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const [label, value] of lines) {
    write(doc, label, MARGIN, y, { width: 250 });
    write(doc, value, 305, y, { width: 240, align: 'right' });
    y += 16;
  }
  return y + 14;
}

function countsTable(doc: Doc, z: TillSessionDetail, top: number): number {
  const attendus = z.attendus ?? {};
  const comptes = z.comptes ?? {};
  const ecarts = z.ecarts ?? {};
  const methods = Object.keys({ ...attendus, ...comptes });
  let y = room(doc, top, 40 + methods.length * 20);
  doc.font('bold').fontSize(10).fillColor(MUTED);
  write(doc, 'COMPTAGE', MARGIN, y);
  y = doc.y + 6;
  doc.rect(MARGIN, y, WIDTH, 22).fill('#f5f5f4');
  doc.font('bold').fontSize(9).fillColor(INK);
  const labels = { methode: 'Mode', attendu: 'Attendu', compte: 'Compté', ecart: 'Écart' } as const;
  for (const [key, column] of Object.entries(COLUMNS)) {
    write(doc, labels[key as keyof typeof labels], column.x + 4, y + 7, {
      width: column.width - 8,
      align: column.align,
    });
  }
  y += 22;
  for (const method of methods) {
    y = room(doc, y, 22);
    const cell = (key: keyof typeof COLUMNS, value: string) => {
      const column = COLUMNS[key];
      write(doc, value, column.x + 4, y + 6, { width: column.width - 8, align: column.align });
    };
    const difference = ecarts[method] ?? 0;
    doc.font('regular').fontSize(10).fillColor(INK);
    cell('methode', paymentMethodLabel(method));
    cell('attendu', formatMoney(attendus[method] ?? 0));
    cell('compte', formatMoney(comptes[method] ?? 0));
    doc.fillColor(difference === 0 ? INK : ACCENT);
    cell('ecart', signed(difference));
    y += 22;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  const comments = Object.entries(z.commentaires ?? {});
  if (comments.length > 0) {
    y = room(doc, y + 12, 20);
    doc.font('bold').fontSize(10).fillColor(MUTED);
    write(doc, 'COMMENTAIRES', MARGIN, y);
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const [method, comment] of comments) {
      write(doc, `${paymentMethodLabel(method)} : ${comment}`, MARGIN, room(doc, doc.y + 4, 16), {
        width: WIDTH,
      });
    }
    y = doc.y;
  }
  return y + 18;
}

function movements(doc: Doc, z: TillSessionDetail, top: number) {
  if (z.mouvements.length === 0) return;
  let y = room(doc, top, 40);
  doc.font('bold').fontSize(10).fillColor(MUTED);
  write(doc, 'MOUVEMENTS D’ESPÈCES', MARGIN, y);
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const movement of z.mouvements) {
    y = room(doc, doc.y + 4, 16);
    const sign = movement.sens === 'sortie' ? '−' : '+';
    write(
      doc,
      `${formatDateTime(movement.created_at)} — ${TILL_MOVEMENT_DIRECTION_LABELS[movement.sens]} ${sign}${formatMoney(movement.montant)} — ${movement.motif}`,
      MARGIN,
      y,
      { width: WIDTH },
    );
  }
}

function footer(doc: Doc, z: TillSessionDetail, page: number, pages: number) {
  const bottom = doc.page.height - MARGIN + 10;
  doc.font('regular').fontSize(8).fillColor(MUTED);
  // Writing below the bottom margin must not open a new page.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  write(doc, `${z.numero_z ?? ''} — page ${page} / ${pages}`, MARGIN, bottom, {
    width: WIDTH,
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins = margins;
}

/** The PDF bytes of a closed session's Z. */
export function renderZReportPdf(z: TillSessionDetail): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Rapport Z ${z.numero_z ?? ''}`, Author: z.magasin.nom },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const y = countsTable(doc, z, figures(doc, z, header(doc, z)));
  movements(doc, z, y);

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    footer(doc, z, page + 1, range.count);
  }
  doc.end();
  return done;
}

import {
  formatDateTime,
  formatMoney,
  paymentMethodLabel,
  TILL_MESSAGES,
  TILL_MOVEMENT_DIRECTION_LABELS,
  type TillSessionDetail,
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
 * The Z of a closed till session as an A4 PDF head office can file: 'RAPPORT Z', its number, the
 * shop, who opened and closed it and when, the figures (float, sales, takings per method, change
 * given, cash in and out, cash refunds of credit notes), the table expected / counted / difference per method with the comments,
 * and the cash movements. The frame (fonts, footer) is lib/pdf-document.ts.
 */

/** The counts table: x and width of each column on an A4 page (595 pt wide). */
const COLUMNS = {
  methode: { x: PDF_MARGIN, width: 135, align: 'left' },
  attendu: { x: 185, width: 120, align: 'right' },
  compte: { x: 305, width: 120, align: 'right' },
  ecart: { x: 425, width: 120, align: 'right' },
} as const;

/** 'rapport_z_Z-2026-M01-000001.pdf'. */
export const zReportFileName = (numeroZ: string) => `rapport_z_${numeroZ}.pdf`;

const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

/** Starts a new page when `height` more points do not fit; answers where to write. */
function room(doc: Doc, y: number, height: number): number {
  if (y + height <= pageBottom(doc)) return y;
  doc.addPage();
  return PDF_MARGIN;
}

function header(doc: Doc, z: TillSessionDetail): number {
  doc.font('bold').fontSize(22).fillColor(PDF_COLORS.accent);
  writeText(doc, 'RAPPORT Z', PDF_MARGIN, PDF_MARGIN);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  writeText(doc, `N° ${z.numero_z ?? ''}`, PDF_MARGIN, PDF_MARGIN + 30);
  doc.font('bold').fontSize(12);
  writeText(doc, z.magasin.nom, 345, PDF_MARGIN, { width: 200, align: 'right' });

  const person = (who: TillSessionDetail['ouverte_par']) => (who ? who.nom || who.username : '—');
  const opened = z.ouverture_auto
    ? `${formatDateTime(z.ouverte_at)} — ${TILL_MESSAGES.autoOpened.toLowerCase()}`
    : `${formatDateTime(z.ouverte_at)} par ${person(z.ouverte_par)}`;
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  writeText(doc, `Ouverture : ${opened}`, PDF_MARGIN, PDF_MARGIN + 55, { width: PDF_WIDTH });
  writeText(
    doc,
    `Clôture : ${z.cloturee_at ? formatDateTime(z.cloturee_at) : '—'} par ${person(z.cloturee_par)}`,
    PDF_MARGIN,
    doc.y + 3,
    {
      width: PDF_WIDTH,
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
    ['Remboursements (avoirs en espèces)', formatMoney(r.remboursements)],
    ...Object.entries(r.versements_clients ?? {}).map(([method, amount]): [string, string] => [
      `Versements clients ${paymentMethodLabel(method)}`,
      formatMoney(amount),
    ]),
    ...(r.recues_apres_cloture ?? []).map((sale): [string, string] => [
      `Reçue après clôture ${sale.numero_facture}`,
      formatMoney(sale.total),
    ]),
  ];
  let y = room(doc, top, 20 + lines.length * 16);
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, 'CHIFFRES DE LA SESSION', PDF_MARGIN, y);
  y = doc.y + 6;
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  for (const [label, value] of lines) {
    writeText(doc, label, PDF_MARGIN, y, { width: 250 });
    writeText(doc, value, 305, y, { width: 240, align: 'right' });
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
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, 'COMPTAGE', PDF_MARGIN, y);
  y = doc.y + 6;
  doc.rect(PDF_MARGIN, y, PDF_WIDTH, 22).fill('#f5f5f4');
  doc.font('bold').fontSize(9).fillColor(PDF_COLORS.ink);
  const labels = { methode: 'Mode', attendu: 'Attendu', compte: 'Compté', ecart: 'Écart' } as const;
  for (const [key, column] of Object.entries(COLUMNS)) {
    writeText(doc, labels[key as keyof typeof labels], column.x + 4, y + 7, {
      width: column.width - 8,
      align: column.align,
    });
  }
  y += 22;
  for (const method of methods) {
    y = room(doc, y, 22);
    const cell = (key: keyof typeof COLUMNS, value: string) => {
      const column = COLUMNS[key];
      writeText(doc, value, column.x + 4, y + 6, { width: column.width - 8, align: column.align });
    };
    const difference = ecarts[method] ?? 0;
    doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
    cell('methode', paymentMethodLabel(method));
    cell('attendu', formatMoney(attendus[method] ?? 0));
    cell('compte', formatMoney(comptes[method] ?? 0));
    doc.fillColor(difference === 0 ? PDF_COLORS.ink : PDF_COLORS.accent);
    cell('ecart', signed(difference));
    y += 22;
    doc
      .moveTo(PDF_MARGIN, y)
      .lineTo(PDF_MARGIN + PDF_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.rule)
      .stroke();
  }
  const comments = Object.entries(z.commentaires ?? {});
  if (comments.length > 0) {
    y = room(doc, y + 12, 20);
    doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
    writeText(doc, 'COMMENTAIRES', PDF_MARGIN, y);
    doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
    for (const [method, comment] of comments) {
      writeText(doc, `${paymentMethodLabel(method)} : ${comment}`, PDF_MARGIN, room(doc, doc.y + 4, 16), {
        width: PDF_WIDTH,
      });
    }
    y = doc.y;
  }
  return y + 18;
}

function movements(doc: Doc, z: TillSessionDetail, top: number) {
  if (z.mouvements.length === 0) return;
  let y = room(doc, top, 40);
  doc.font('bold').fontSize(10).fillColor(PDF_COLORS.muted);
  writeText(doc, 'MOUVEMENTS D’ESPÈCES', PDF_MARGIN, y);
  doc.font('regular').fontSize(10).fillColor(PDF_COLORS.ink);
  for (const movement of z.mouvements) {
    y = room(doc, doc.y + 4, 16);
    const sign = movement.sens === 'sortie' ? '−' : '+';
    writeText(
      doc,
      `${formatDateTime(movement.created_at)} — ${TILL_MOVEMENT_DIRECTION_LABELS[movement.sens]} ${sign}${formatMoney(movement.montant)} — ${movement.motif}`,
      PDF_MARGIN,
      y,
      { width: PDF_WIDTH },
    );
  }
}

/** The PDF bytes of a closed session's Z. */
export function renderZReportPdf(z: TillSessionDetail): Promise<Buffer> {
  const meta = {
    title: `Rapport Z ${z.numero_z ?? ''}`,
    author: z.magasin.nom,
    footerLabel: z.numero_z ?? '',
  };
  return renderA4Pdf(meta, (doc) => {
    const y = countsTable(doc, z, figures(doc, z, header(doc, z)));
    movements(doc, z, y);
  });
}

import {
  formatDateTime,
  formatMoney,
  paymentMethodLabel,
  TILL_MESSAGES,
  TILL_MOVEMENT_DIRECTION_LABELS,
  type TillSessionDetail,
  tillMovementWhat,
  tillOutCategoryLabel,
} from '@pelote/shared';
import * as a4 from '../../lib/pdf-document.ts';

/**
 * The Z of a closed till session as an A4 PDF head office can file: 'RAPPORT Z', its number, the
 * shop, who opened and closed it and when, the figures (float, sales, takings per method, change
 * given, cash in and out, cash refunds of credit notes), the table expected / counted / difference per method with the comments,
 * and the cash movements. The frame (fonts, footer) is lib/pdf-document.ts.
 */

/** The counts table: x and width of each column on an A4 page (595 pt wide). */
const COLUMNS = {
  methode: { x: a4.PDF_MARGIN, width: 135, align: 'left' },
  attendu: { x: 185, width: 120, align: 'right' },
  compte: { x: 305, width: 120, align: 'right' },
  ecart: { x: 425, width: 120, align: 'right' },
} as const;

/** 'rapport_z_Z-2026-M01-000001.pdf'. */
export const zReportFileName = (numeroZ: string) => `rapport_z_${numeroZ}.pdf`;

const signed = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

/** Starts a new page when `height` more points do not fit; answers where to write. */
function room(doc: a4.Doc, y: number, height: number): number {
  if (y + height <= a4.pageBottom(doc)) return y;
  doc.addPage();
  return a4.PDF_MARGIN;
}

function header(doc: a4.Doc, z: TillSessionDetail): number {
  doc.font('bold').fontSize(22).fillColor(a4.PDF_COLORS.accent);
  a4.writeText(doc, 'RAPPORT Z', a4.PDF_MARGIN, a4.PDF_MARGIN);
  doc.font('regular').fontSize(10).fillColor(a4.PDF_COLORS.ink);
  a4.writeText(doc, `N° ${z.numero_z ?? ''}`, a4.PDF_MARGIN, a4.PDF_MARGIN + 30);
  doc.font('bold').fontSize(12);
  a4.writeText(doc, z.magasin.nom, 345, a4.PDF_MARGIN, { width: 200, align: 'right' });

  const person = (who: TillSessionDetail['ouverte_par']) => (who ? who.nom || who.username : '—');
  const opened = z.ouverture_auto
    ? `${formatDateTime(z.ouverte_at)} — ${TILL_MESSAGES.autoOpened.toLowerCase()}`
    : `${formatDateTime(z.ouverte_at)} par ${person(z.ouverte_par)}`;
  doc.font('regular').fontSize(10).fillColor(a4.PDF_COLORS.ink);
  a4.writeText(doc, `Ouverture : ${opened}`, a4.PDF_MARGIN, a4.PDF_MARGIN + 55, { width: a4.PDF_WIDTH });
  a4.writeText(
    doc,
    `Clôture : ${z.cloturee_at ? formatDateTime(z.cloturee_at) : '—'} par ${person(z.cloturee_par)}`,
    a4.PDF_MARGIN,
    doc.y + 3,
    {
      width: a4.PDF_WIDTH,
    },
  );
  return doc.y + 18;
}

function figures(doc: a4.Doc, z: TillSessionDetail, top: number): number {
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
    ...Object.entries(r.sorties_par_categorie ?? {}).map(([category, amount]): [string, string] => [
      `   dont ${tillOutCategoryLabel(category)}`,
      formatMoney(amount),
    ]),
    ['Remboursements (avoirs en espèces)', formatMoney(r.remboursements)],
    ...Object.entries(r.versements_clients ?? {}).map(([method, amount]): [string, string] => [
      `Versements clients ${paymentMethodLabel(method)}`,
      formatMoney(amount),
    ]),
    ...Object.entries(r.acomptes_recus ?? {}).map(([method, amount]): [string, string] => [
      `Acomptes reçus ${paymentMethodLabel(method)}`,
      formatMoney(amount),
    ]),
    ...(r.acomptes_rembourses
      ? [['Acomptes remboursés (espèces)', formatMoney(r.acomptes_rembourses)] as [string, string]]
      : []),
    ['Remises accordées', formatMoney(r.remises_accordees ?? 0)],
    ...(r.recues_apres_cloture ?? []).map((sale): [string, string] => [
      `Reçue après clôture ${sale.numero_facture}`,
      formatMoney(sale.total),
    ]),
  ];
  let y = room(doc, top, 20 + lines.length * 16);
  doc.font('bold').fontSize(10).fillColor(a4.PDF_COLORS.muted);
  a4.writeText(doc, 'CHIFFRES DE LA SESSION', a4.PDF_MARGIN, y);
  y = doc.y + 6;
  doc.font('regular').fontSize(10).fillColor(a4.PDF_COLORS.ink);
  for (const [label, value] of lines) {
    a4.writeText(doc, label, a4.PDF_MARGIN, y, { width: 250 });
    a4.writeText(doc, value, 305, y, { width: 240, align: 'right' });
    y += 16;
  }
  return y + 14;
}

function countsTable(doc: a4.Doc, z: TillSessionDetail, top: number): number {
  const attendus = z.attendus ?? {};
  const comptes = z.comptes ?? {};
  const ecarts = z.ecarts ?? {};
  const methods = Object.keys({ ...attendus, ...comptes });
  let y = room(doc, top, 40 + methods.length * 20);
  doc.font('bold').fontSize(10).fillColor(a4.PDF_COLORS.muted);
  a4.writeText(doc, 'COMPTAGE', a4.PDF_MARGIN, y);
  y = doc.y + 6;
  doc.rect(a4.PDF_MARGIN, y, a4.PDF_WIDTH, 22).fill('#f5f5f4');
  doc.font('bold').fontSize(9).fillColor(a4.PDF_COLORS.ink);
  const labels = { methode: 'Mode', attendu: 'Attendu', compte: 'Compté', ecart: 'Écart' } as const;
  for (const [key, column] of Object.entries(COLUMNS)) {
    a4.writeText(doc, labels[key as keyof typeof labels], column.x + 4, y + 7, {
      width: column.width - 8,
      align: column.align,
    });
  }
  y += 22;
  for (const method of methods) {
    y = room(doc, y, 22);
    const cell = (key: keyof typeof COLUMNS, value: string) => {
      const column = COLUMNS[key];
      a4.writeText(doc, value, column.x + 4, y + 6, { width: column.width - 8, align: column.align });
    };
    const difference = ecarts[method] ?? 0;
    doc.font('regular').fontSize(10).fillColor(a4.PDF_COLORS.ink);
    cell('methode', paymentMethodLabel(method));
    cell('attendu', formatMoney(attendus[method] ?? 0));
    cell('compte', formatMoney(comptes[method] ?? 0));
    doc.fillColor(difference === 0 ? a4.PDF_COLORS.ink : a4.PDF_COLORS.accent);
    cell('ecart', signed(difference));
    y += 22;
    doc
      .moveTo(a4.PDF_MARGIN, y)
      .lineTo(a4.PDF_MARGIN + a4.PDF_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(a4.PDF_COLORS.rule)
      .stroke();
  }
  const comments = Object.entries(z.commentaires ?? {});
  if (comments.length > 0) {
    y = room(doc, y + 12, 20);
    doc.font('bold').fontSize(10).fillColor(a4.PDF_COLORS.muted);
    a4.writeText(doc, 'COMMENTAIRES', a4.PDF_MARGIN, y);
    doc.font('regular').fontSize(10).fillColor(a4.PDF_COLORS.ink);
    for (const [method, comment] of comments) {
      a4.writeText(
        doc,
        `${paymentMethodLabel(method)} : ${comment}`,
        a4.PDF_MARGIN,
        room(doc, doc.y + 4, 16),
        {
          width: a4.PDF_WIDTH,
        },
      );
    }
    y = doc.y;
  }
  return y + 18;
}

function movements(doc: a4.Doc, z: TillSessionDetail, top: number) {
  if (z.mouvements.length === 0) return;
  let y = room(doc, top, 40);
  doc.font('bold').fontSize(10).fillColor(a4.PDF_COLORS.muted);
  a4.writeText(doc, 'MOUVEMENTS D’ESPÈCES', a4.PDF_MARGIN, y);
  doc.font('regular').fontSize(10).fillColor(a4.PDF_COLORS.ink);
  for (const movement of z.mouvements) {
    y = room(doc, doc.y + 4, 16);
    const sign = movement.sens === 'sortie' ? '−' : '+';
    a4.writeText(
      doc,
      `${formatDateTime(movement.created_at)} — ${TILL_MOVEMENT_DIRECTION_LABELS[movement.sens]} ${sign}${formatMoney(movement.montant)} — ${tillMovementWhat(movement)}`,
      a4.PDF_MARGIN,
      y,
      { width: a4.PDF_WIDTH },
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
  return a4.renderA4Pdf(meta, (doc) => {
    const y = countsTable(doc, z, figures(doc, z, header(doc, z)));
    movements(doc, z, y);
  });
}

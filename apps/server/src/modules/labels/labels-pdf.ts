import { formatMoney, LABEL_MESSAGES, type LabelFormat } from '@pelote/shared';
import { type Doc, openPdf, PDF_COLORS } from '../../lib/pdf-document.ts';
import { drawBarcode, type PlacedBarcode, placeBarcode } from './barcode-vector.ts';

/**
 * Label sheets: each label shows the article's name, its colour and lot when it has them, its price
 * in FCFA and its barcode drawn as vectors. Two formats: an A4 sheet of 3 × 8 labels of 70 × 37 mm
 * (the common sticker sheets), or 50 × 30 mm thermal labels, one per page. DejaVu Sans is embedded,
 * like the other PDFs, for the accents and the narrow spaces of the amounts.
 */

export type Label = {
  nom: string;
  /** A wool's colour; null for the other types. */
  couleur: string | null;
  /** The lot delivered ('' or null: none). */
  bain: string | null;
  prixUnitaire: number;
  codeBarre: string;
};

const mm = (value: number) => (value * 72) / 25.4;

type Sheet = {
  page: [number, number];
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** Where the grid starts on the page. */
  origin: { x: number; y: number };
  /** White space inside each label, all round. */
  inset: number;
  sizes: { name: number; details: number; price: number };
};

const SHEETS: Record<LabelFormat, Sheet> = {
  a4: {
    page: [mm(210), mm(297)],
    columns: 3,
    rows: 8,
    label: { width: mm(70), height: mm(37) },
    origin: { x: 0, y: mm((297 - 8 * 37) / 2) },
    inset: mm(4),
    sizes: { name: 9, details: 7, price: 9 },
  },
  '50x30': {
    page: [mm(50), mm(30)],
    columns: 1,
    rows: 1,
    label: { width: mm(50), height: mm(30) },
    origin: { x: 0, y: 0 },
    inset: mm(2.5),
    sizes: { name: 7.5, details: 6, price: 7.5 },
  },
};

/** 'Coloris : Bleu nuit · Bain : B2417', or '' for an article with neither. */
function details(label: Label): string {
  const parts: string[] = [];
  if (label.couleur) parts.push(`${LABEL_MESSAGES.colour} : ${label.couleur}`);
  if (label.bain) parts.push(`${LABEL_MESSAGES.lot} : ${label.bain}`);
  return parts.join(' · ');
}

/** Barcodes laid out once per code and size: a delivery prints the same one on every label. */
type Layouts = Map<string, PlacedBarcode>;

function drawLabel(doc: Doc, sheet: Sheet, layouts: Layouts, label: Label, at: { x: number; y: number }) {
  const { x, y } = at;
  const { sizes, inset } = sheet;
  const left = x + inset;
  const width = sheet.label.width - 2 * inset;
  let top = y + inset;
  const write = (text: string, size: number) => {
    doc.fontSize(size).text(text, left, top, { width, height: size * 1.2, lineBreak: false, ellipsis: true });
    top += size * 1.3;
  };

  doc.font('bold').fillColor(PDF_COLORS.ink);
  write(label.nom, sizes.name);
  const text = details(label);
  if (text) {
    doc.font('regular').fillColor(PDF_COLORS.muted);
    write(text, sizes.details);
  }
  doc.font('bold').fillColor(PDF_COLORS.ink);
  write(formatMoney(label.prixUnitaire), sizes.price);
  top += sizes.price * 0.2;

  const box = { x: left, y: top, width, height: y + sheet.label.height - inset - top };
  const key = `${label.codeBarre} ${box.width} ${box.height}`;
  let placed = layouts.get(key);
  if (!placed) {
    placed = placeBarcode(label.codeBarre, box);
    layouts.set(key, placed);
  }
  drawBarcode(doc, placed, box);
}

/** The PDF of the labels, in order, filling each page's grid row by row. */
export function renderLabelsPdf(options: { format: LabelFormat; title: string; labels: readonly Label[] }) {
  const sheet = SHEETS[options.format];
  const { doc, bytes } = openPdf({
    size: sheet.page,
    margin: 0,
    autoFirstPage: false,
    info: { Title: options.title, Author: 'Pelote' },
  });

  const perPage = sheet.columns * sheet.rows;
  const layouts: Layouts = new Map();
  options.labels.forEach((label, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage({ size: sheet.page, margin: 0 });
    const x = sheet.origin.x + (slot % sheet.columns) * sheet.label.width;
    const y = sheet.origin.y + Math.floor(slot / sheet.columns) * sheet.label.height;
    drawLabel(doc, sheet, layouts, label, { x, y });
  });
  if (options.labels.length === 0) doc.addPage({ size: sheet.page, margin: 0 });
  doc.end();
  return bytes;
}

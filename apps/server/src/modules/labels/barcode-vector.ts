import { type BarcodeKind, barcodeKind } from '@pelote/shared';
import bwipjs from 'bwip-js';
import type { Doc } from '../../lib/pdf-document.ts';

/**
 * A barcode drawn into a PDF as vectors: bwip-js lays it out (bars, guard bars, the human-readable
 * digits as glyph outlines) as SVG paths, which pdfkit draws as PDF paths. Nothing is rasterised,
 * so the bars stay sharp on any printer.
 */

const BWIP_SYMBOL: Record<BarcodeKind, string> = {
  ean13: 'ean13',
  upca: 'upca',
  ean8: 'ean8',
  code128: 'code128',
};
/** bwip-js units per module (its `scale`); its heights are in mm at 72 units per inch times this. */
const UNITS_PER_MODULE = 4;
const UNITS_PER_MM = (72 / 25.4) * UNITS_PER_MODULE;
/** White space kept on each side of the bars, in modules (EAN asks 11 left and 7 right, Code 128 10). */
const QUIET_MODULES = 10;
/** The widest a module is drawn (0.45 mm), so a short code on a wide label keeps a usual size. */
const MAX_MODULE_PT = (0.45 * 72) / 25.4;
/** Bars at least this tall (in mm at the size drawn), whatever room is left. */
const MIN_BARS_MM = 5;

type SvgPath = { d: string; fill: string | null; stroke: string | null; strokeWidth: number };
type Layout = { width: number; height: number; paths: SvgPath[] };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The paths of bwip-js's SVG: stroked bars (a width per path) and filled glyphs. */
function layout(kind: BarcodeKind, code: string, barsMm: number): Layout {
  const svg = bwipjs.toSVG({
    bcid: BWIP_SYMBOL[kind],
    text: code,
    includetext: true,
    // EAN and UPC place their digits themselves (the first one left of the bars, in groups).
    ...(kind === 'code128' ? { textxalign: 'center' } : {}),
    scale: UNITS_PER_MODULE,
    height: barsMm,
  });
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('bwip-js: SVG without a viewBox');
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)].map(([tag]) => ({
    d: attribute(tag, 'd') ?? '',
    fill: attribute(tag, 'fill'),
    stroke: attribute(tag, 'stroke'),
    strokeWidth: Number(attribute(tag, 'stroke-width') ?? 0),
  }));
  return { width: Number(viewBox[1]), height: Number(viewBox[2]), paths };
}

export type Box = { x: number; y: number; width: number; height: number };

/** A barcode laid out for a box of a given size: its paths, and where and how large they go. */
export type PlacedBarcode = { layout: Layout; offsetX: number; scale: number };

/**
 * Lays `code` (EAN-13, UPC-A, EAN-8 or Code 128 as `barcodeKind` says) out with its text, as large
 * as fits a box of this size (in points) with its quiet zones, centred horizontally. Throws for a
 * code no symbology takes (the catalogue's validation keeps those out).
 */
export function placeBarcode(code: string, size: { width: number; height: number }): PlacedBarcode {
  const kind = barcodeKind(code);
  if (!kind) throw new Error(`no symbology for barcode '${code}'`);
  const quiet = 2 * QUIET_MODULES * UNITS_PER_MODULE;
  // First pass at a nominal bar height, to learn the width and the text's height.
  const probeMm = 10;
  const probe = layout(kind, code, probeMm);
  const textUnits = probe.height - probeMm * UNITS_PER_MM;
  const scale = Math.min(size.width / (probe.width + quiet), MAX_MODULE_PT / UNITS_PER_MODULE);
  const minBarsUnits = (MIN_BARS_MM * 72) / 25.4 / scale;
  const barsMm = Math.max(size.height / scale - textUnits, minBarsUnits) / UNITS_PER_MM;
  const final = layout(kind, code, barsMm);
  const fit = Math.min(size.width / (final.width + quiet), size.height / final.height, scale);
  return { layout: final, offsetX: (size.width - final.width * fit) / 2, scale: fit };
}

/** Draws a laid-out barcode at the top of `box` (of the size it was laid out for). */
export function drawBarcode(doc: Doc, placed: PlacedBarcode, box: Box): void {
  doc.save();
  doc.translate(box.x + placed.offsetX, box.y).scale(placed.scale);
  for (const path of placed.layout.paths) {
    if (path.stroke) {
      doc.path(path.d).lineWidth(path.strokeWidth).lineCap('butt').stroke(path.stroke);
    } else {
      doc.path(path.d).fill(path.fill ?? '#000000');
    }
  }
  doc.restore();
}

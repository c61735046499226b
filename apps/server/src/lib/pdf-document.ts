import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The frame every PDF of Pelote shares (the invoice, the Z of a till): A4, one palette, DejaVu Sans
 * embedded so French accents and the narrow spaces of the amounts render on any reader, and a
 * footer 'label — page n / N' on every page. Each document draws only its own content.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const PDF_MARGIN = 50;
/** The width between the margins of an A4 page (595 pt wide). */
export const PDF_WIDTH = 495;
export const PDF_COLORS = { ink: '#1c1917', muted: '#78716c', rule: '#d6d3d1', accent: '#9f1239' } as const;

export type Doc = PDFKit.PDFDocument;

/** Text at a place, wrapping unless told otherwise. */
export function writeText(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions = {},
) {
  doc.text(value, x, y, { lineBreak: true, ...options });
}

/** Where a page's content must end, leaving room for the footer. */
export const pageBottom = (doc: Doc) => doc.page.height - PDF_MARGIN - 20;

function footer(doc: Doc, label: string, page: number, pages: number) {
  const bottom = doc.page.height - PDF_MARGIN + 10;
  doc.font('regular').fontSize(8).fillColor(PDF_COLORS.muted);
  // Writing below the bottom margin must not open a new page.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  writeText(doc, `${label} — page ${page} / ${pages}`, PDF_MARGIN, bottom, {
    width: PDF_WIDTH,
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins = margins;
}

/**
 * A new PDF document with the fonts 'regular' and 'bold' registered, and its bytes once it is
 * ended (`doc.end()`).
 */
export function openPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * The bytes of an A4 document: `draw` writes its content (fonts 'regular' and 'bold' registered),
 * then every page gets its footer named by `footerLabel`.
 */
export function renderA4Pdf(
  meta: { title: string; author: string; footerLabel: string },
  draw: (doc: Doc) => void,
): Promise<Buffer> {
  const { doc, bytes } = openPdf({
    size: 'A4',
    margin: PDF_MARGIN,
    bufferPages: true,
    info: { Title: meta.title, Author: meta.author },
  });

  draw(doc);

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    footer(doc, meta.footerLabel, page + 1, range.count);
  }
  doc.end();
  return bytes;
}

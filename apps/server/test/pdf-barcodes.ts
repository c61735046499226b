import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader';

/**
 * Reads a PDF back as a person's scanner would: each page rendered to pixels (pdf.js onto an
 * @napi-rs/canvas, both from npm: no system package), then every barcode on it decoded by ZXing
 * (zxing-wasm, its .wasm read from the package, never from a CDN). For tests of printed labels.
 */

const require = createRequire(import.meta.url);
let zxingReady: Promise<unknown> | undefined;

/** ZXing's reader, loaded once from node_modules (the package's default would fetch it online). */
function zxing() {
  zxingReady ??= prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
    fireImmediately: true,
  });
  return zxingReady;
}

export type DecodedBarcode = { text: string; format: ReadResult['format'] };
/** A page's pixels, RGBA, as a canvas gives them. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };
type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

/** The pixels of each page, at `dpi` dots per inch, white behind. */
export async function renderPdfPages(bytes: Uint8Array, dpi = 300) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: Pixels[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as RenderCanvas, viewport }).promise;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    pages.push({ data, width, height });
    page.cleanup();
  }
  await pdf.destroy();
  return pages;
}

/** Every barcode ZXing finds on each page (linear symbologies), page by page, top to bottom. */
export async function decodePdfBarcodes(bytes: Uint8Array, dpi = 300): Promise<DecodedBarcode[][]> {
  await zxing();
  const pages = await renderPdfPages(bytes, dpi);
  const decoded: DecodedBarcode[][] = [];
  for (const image of pages) {
    const results = await readBarcodes(image, {
      formats: ['EAN-13', 'EAN-8', 'UPC-A', 'Code128'],
      maxNumberOfSymbols: 255,
      tryHarder: true,
    });
    const valid = results.filter((result) => result.isValid);
    valid.sort(
      (a, b) => a.position.topLeft.y - b.position.topLeft.y || a.position.topLeft.x - b.position.topLeft.x,
    );
    decoded.push(valid.map((result) => ({ text: result.text, format: result.format })));
  }
  return decoded;
}

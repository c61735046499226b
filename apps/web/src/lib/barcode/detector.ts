import type { BarcodeFormat } from 'barcode-detector/ponyfill';
// The decoder's WebAssembly is one of Pelote's own build files (and precached by the service
// worker), never fetched from a CDN: scanning works offline. zxing-wasm is pinned in package.json to
// the exact version barcode-detector depends on, so this file and the decoder's code match (a test
// checks it).
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The symbologies printed on Pelote's goods: supplier EAN/UPC, internal EAN-13, Code 128. */
export const SCAN_FORMATS: readonly BarcodeFormat[] = ['ean_13', 'ean_8', 'upc_a', 'code_128'];
/** What a customer's ticket carries: its invoice or credit-note number as a QR code. */
export const TICKET_FORMATS: readonly BarcodeFormat[] = ['qr_code'];

/** What the scanner needs of a BarcodeDetector, native or WebAssembly. */
export type Detector = {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ rawValue: string }>>;
};

type NativeDetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's own BarcodeDetector when it reads every format we need (Chrome on Android). */
async function nativeDetector(formats: readonly BarcodeFormat[]): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!formats.every((format) => supported.includes(format))) return null;
    return new Native({ formats: [...formats] });
  } catch {
    return null;
  }
}

/**
 * A detector of those formats (the goods' barcodes unless told) for the camera view: the native one where it exists, else the barcode-detector
 * ponyfill over zxing-wasm, loaded here on first use (this module is only reached from the lazily
 * loaded camera view) with its .wasm served by Pelote.
 */
export async function createDetector(formats: readonly BarcodeFormat[] = SCAN_FORMATS): Promise<Detector> {
  const native = await nativeDetector(formats);
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: [...formats] });
}

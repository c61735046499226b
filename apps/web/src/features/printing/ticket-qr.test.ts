import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { qrModules, ticketElement } from './ticket-paper';

// The QR code drawn on a ticket printed through the browser's print dialog or the raster fallback,
// read back by the decoder the sale screen's 'Scanner un ticket' uses (zxing-wasm, as in the app).

const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
});

/** The modules as a PNG file, `scale` pixels a module, black on white. */
function pngOf(modules: boolean[][], scale = 4): Uint8Array {
  const size = modules.length * scale;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const value = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255;
      png.data.set([value, value, value, 255], (y * size + x) * 4);
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}

describe("a ticket's QR code", () => {
  it.each(['FAC-2026-M01-000123', 'AV-2026-M02-000007', 'T-M01-42'])('reads back as %s', async (numero) => {
    const modules = qrModules(numero);
    expect(modules.length).toBe(modules[0]?.length);
    const found = await readBarcodes(pngOf(modules), { formats: ['QRCode'] });
    expect(found.map((code) => code.text)).toEqual([numero]);
  });

  it('is drawn above the number on the page for the print dialog', () => {
    const page = ticketElement(
      [
        { kind: 'text', text: 'FACTURE', align: 'center', bold: true },
        { kind: 'code', value: 'FAC-2026-M01-000123' },
      ],
      58,
    );
    const drawing = page.querySelector('svg[role="img"]');
    expect(drawing?.getAttribute('aria-label')).toBe('FAC-2026-M01-000123');
    expect(drawing?.nextElementSibling?.textContent).toBe('FAC-2026-M01-000123');
  });
});

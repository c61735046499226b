import { ZXING_WASM_VERSION as decoderVersion } from 'barcode-detector/ponyfill';
import { describe, expect, it } from 'vitest';
import { ZXING_WASM_VERSION as servedVersion } from 'zxing-wasm/reader';

describe('the WebAssembly decoder served by Pelote', () => {
  it('is the one barcode-detector was built for (zxing-wasm pinned to its version)', () => {
    expect(servedVersion).toBe(decoderVersion);
  });
});

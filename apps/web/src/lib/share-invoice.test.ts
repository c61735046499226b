import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '@/test/utils';
import { PDF_DOWNLOAD_ERROR } from './invoice-download';
import { invoiceShareFileName, shareInvoice } from './share-invoice';

const NUMERO = 'FAC-2026-M03-000012';
const { createObjectURL, revokeObjectURL } = URL;
let downloads: string[] = [];

beforeEach(() => {
  downloads = [];
  mockFetch(() => new Response('%PDF-1.7 facture', { headers: { 'Content-Type': 'application/pdf' } }));
  URL.createObjectURL = vi.fn(() => 'blob:facture');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** A share sheet: `canShare` answers `accepts`; `share` records what it got, or fails with `failure`. */
function stubShareSheet({ accepts = true, failure }: { accepts?: boolean; failure?: string } = {}) {
  const shared: ShareData[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    canShare: vi.fn(() => accepts),
    share: vi.fn(async (data: ShareData) => {
      if (failure) throw new DOMException('refusé', failure);
      shared.push(data);
    }),
  });
  return shared;
}

describe('sharing an invoice', () => {
  it('names the file after the invoice number', () => {
    expect(invoiceShareFileName(NUMERO)).toBe('FAC-2026-M03-000012.pdf');
    expect(invoiceShareFileName(' FAC/2026 01 ')).toBe('FAC_2026_01.pdf');
  });

  it("hands the PDF to the phone's share sheet, named after the invoice", async () => {
    const shared = stubShareSheet();
    await expect(shareInvoice(12, NUMERO)).resolves.toBe('shared');
    const file = shared[0]?.files?.[0];
    expect(file?.name).toBe('FAC-2026-M03-000012.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(shared[0]?.title).toBe(`Facture ${NUMERO}`);
    expect(downloads).toEqual([]);
  });

  it('downloads the same file where files cannot be shared', async () => {
    const shared = stubShareSheet({ accepts: false });
    await expect(shareInvoice(12, NUMERO)).resolves.toBe('downloaded');
    expect(shared).toEqual([]);
    expect(downloads).toEqual(['FAC-2026-M03-000012.pdf']);
  });

  it('downloads it when the share sheet refuses, does nothing when the user closes it', async () => {
    stubShareSheet({ failure: 'NotAllowedError' });
    await expect(shareInvoice(12, NUMERO)).resolves.toBe('downloaded');
    expect(downloads).toEqual(['FAC-2026-M03-000012.pdf']);
    stubShareSheet({ failure: 'AbortError' });
    await expect(shareInvoice(12, NUMERO)).resolves.toBe('cancelled');
    expect(downloads).toHaveLength(1);
  });

  it('reports a PDF that cannot be fetched', async () => {
    stubShareSheet();
    mockFetch(() => errorResponse(404, { detail: 'Ressource introuvable' }));
    await expect(shareInvoice(12, NUMERO)).rejects.toThrow(PDF_DOWNLOAD_ERROR);
  });
});

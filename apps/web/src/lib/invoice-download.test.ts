import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch } from '@/test/utils';
import { setAccessToken, setUnauthorizedHandler } from './api-client';
import { downloadInvoice, PDF_DOWNLOAD_ERROR } from './invoice-download';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  setAccessToken(null);
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function pdfResponse(bytes: string) {
  return new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
}

describe('downloadInvoice', () => {
  it('asks the API client for the PDF, with the access token, and saves it under the given name', async () => {
    const fetchMock = mockFetch(() => pdfResponse('%PDF-1.7 facture'));
    setAccessToken('abc.def');
    const saved: { name: string; size: number }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', size: blob.size });
      return 'blob:facture';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });

    await downloadInvoice(7, 'facture_FAC-2026-M01-000007_Kone.pdf');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Mouvements/ventes/7/facture/');
    expect(init?.headers).toMatchObject({ Accept: 'application/pdf', Authorization: 'Bearer abc.def' });
    expect(saved).toEqual([{ name: 'facture_FAC-2026-M01-000007_Kone.pdf', size: 16 }]);
  });

  it('ends the session on a 401, like any other call, and reports the failure', async () => {
    mockFetch(() => errorResponse(401, { detail: 'Session expirée' }));
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    try {
      await expect(downloadInvoice(7, 'f.pdf')).rejects.toThrow(PDF_DOWNLOAD_ERROR);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    } finally {
      unregister();
    }
  });

  it('reports an empty file as a failure', async () => {
    mockFetch(() => pdfResponse(''));
    await expect(downloadInvoice(7, 'f.pdf')).rejects.toThrow(PDF_DOWNLOAD_ERROR);
  });
});

import { type SaleCreateInput, saleDetailSchema } from '@pelote/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceSale, OfflineSale } from '@/lib/offline-sale-slots';
import { createTestQueryClient, errorResponse, fakeResponse, mockFetch } from '@/test/utils';
import { useSubmitSale } from './sale-submit';
import { saleDetail } from './sales.test-support';

const payload: SaleCreateInput = {
  client: null,
  magasin: 3,
  articles: [{ article: 12, quantite: 2, bain: 'B1' }],
  paiements: [{ methode: 'orange_money', montant: 3000, reference: 'OM-1' }],
};

const queued = { ticket: 'T-M03-1' } as DeviceSale;

/** The offline feature's side as the form receives it: the outbox only records what it is handed. */
function fakeOffline(): OfflineSale {
  return {
    isOffline: false,
    products: null,
    clients: [],
    stockAt: null,
    creditRoom: () => null,
    creditBalance: () => 0,
    canQueue: true,
    queue: vi.fn(async () => queued),
    correct: vi.fn(async () => queued),
    saleRecorded: vi.fn(),
  };
}

function submitWith(offline: OfflineSale) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubmitSale(offline), { wrapper }).result.current.submit;
}

describe('a sale submitted from the form', () => {
  it('goes to the server while it answers, nothing on the device', async () => {
    const sale = saleDetail();
    mockFetch(() => fakeResponse(saleDetailSchema, sale, 201));
    const offline = fakeOffline();
    expect(await submitWith(offline)(payload, 'k-1', 'Vente libre')).toMatchObject({
      kind: 'sent',
      sale: { id: sale.id },
    });
    expect(offline.queue).not.toHaveBeenCalled();
    expect(offline.saleRecorded).toHaveBeenCalledOnce();
  });

  it.each([
    ['gave no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'answered 503 (its database away for a moment)',
      () =>
        errorResponse(503, {
          detail: 'Base de données momentanément indisponible, réessayez dans un instant',
        }),
    ],
  ])('is queued under the same key, with the attempt kept, when the server %s', async (_when, answer) => {
    mockFetch(answer);
    const offline = fakeOffline();
    expect(await submitWith(offline)(payload, 'k-1', 'Vente libre')).toEqual({
      kind: 'queued',
      entry: queued,
    });
    expect(offline.queue).toHaveBeenCalledWith({
      payload,
      key: 'k-1',
      clientLabel: 'Vente libre',
      firstBody: payload,
    });
  });

  it("is not queued when the server refused it: the form shows the server's reason", async () => {
    mockFetch(() => errorResponse(409, { detail: 'Stock insuffisant' }));
    const offline = fakeOffline();
    await expect(submitWith(offline)(payload, 'k-1', 'Vente libre')).rejects.toThrow('Stock insuffisant');
    expect(offline.queue).not.toHaveBeenCalled();
  });
});

import type { SaleCreateInput, SaleDetail } from '@pelote/shared';
import { useState } from 'react';
import { isTryAgainLater } from '@/lib/api-client';
import { isWorkingOffline } from '@/lib/connection-state';
import type { DeviceSale, OfflineSale } from '@/lib/offline-sale-slots';
import { useCreateSale } from './sale-form-api';

export type SaleOutcome = { kind: 'sent'; sale: SaleDetail } | { kind: 'queued'; entry: DeviceSale };

/**
 * The one way the new-sale form writes a sale: it hands over the body its schema validated
 * (`saleCreateSchema`) and the Idempotency-Key of the opened form. The server is tried whatever
 * the browser says of the network (unless its last call got no answer): the sale is recorded there and comes back (or the
 * server's refusal is thrown). Only when the attempt got no answer at all is the sale written to
 * the device's outbox (the offline feature's, when the app gives one), under the same key and with
 * the attempt kept, so that it cannot count twice; its provisional ticket comes back. A sale being
 * corrected ('Corriger') goes back to the outbox under a new key.
 */
export function useSubmitSale(offline: OfflineSale | null, correcting?: DeviceSale) {
  const create = useCreateSale();
  const [isWriting, setWriting] = useState(false);

  async function submit(body: SaleCreateInput, key: string, clientLabel: string): Promise<SaleOutcome> {
    setWriting(true);
    try {
      if (offline && correcting?.id !== undefined)
        return { kind: 'queued', entry: await offline.correct(correcting.id, body, clientLabel) };
      // The server's last word was no answer at all: the sale goes to the outbox at once.
      if (offline?.canQueue && isWorkingOffline())
        return { kind: 'queued', entry: await offline.queue({ payload: body, key, clientLabel }) };
      try {
        const sale = await create.mutateAsync({ payload: body, key });
        offline?.saleRecorded();
        return { kind: 'sent', sale };
      } catch (error) {
        if (!offline?.canQueue || !isTryAgainLater(error)) throw error;
        return {
          kind: 'queued',
          entry: await offline.queue({ payload: body, key, clientLabel, firstBody: body }),
        };
      }
    } finally {
      setWriting(false);
    }
  }

  return { submit, isPending: create.isPending || isWriting };
}

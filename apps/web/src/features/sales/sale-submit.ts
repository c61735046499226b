import type { SaleCreateInput, SaleDetail } from '@pelote/shared';
import { useState } from 'react';
import type { OutboxEntry } from '@/lib/offline/offline-db';
import type { SaleOutcome } from '@/lib/offline/offline-sale';
import type { useOfflineSale } from '@/lib/offline/use-offline-sale';
import { useCreateSale } from './sale-form-api';

/**
 * The one way the new-sale form writes a sale: it hands over the body its schema validated
 * (`saleCreateSchema`) and the Idempotency-Key of the opened form. While the server answers, the
 * sale is recorded there and comes back (or the server's refusal is thrown); without a network —
 * the browser says so, or the attempt got no answer — it is written to the device's outbox first
 * and its provisional ticket comes back (lib/offline). A sale being corrected ('Corriger') goes
 * back to the outbox under a new key. The same key on a retry never records the sale twice.
 */
export function useSubmitSale(offline: ReturnType<typeof useOfflineSale>, correcting?: OutboxEntry) {
  const create = useCreateSale();
  const [isWriting, setWriting] = useState(false);

  async function submit(
    body: SaleCreateInput,
    key: string,
    clientLabel: string,
  ): Promise<SaleOutcome<SaleDetail>> {
    setWriting(true);
    try {
      if (correcting?.id !== undefined)
        return { kind: 'queued', entry: await offline.correct(correcting.id, body, clientLabel) };
      return await offline.submit({
        payload: body,
        key,
        clientLabel,
        create: (payload, withKey) => create.mutateAsync({ payload, key: withKey }),
      });
    } finally {
      setWriting(false);
    }
  }

  return { submit, isPending: create.isPending || isWriting };
}

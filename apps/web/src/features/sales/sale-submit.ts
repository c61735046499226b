import type { SaleCreateInput, SaleDetail } from '@pelote/shared';
import { useCreateSale } from './sales-api';

/**
 * The one way the new-sale form writes a sale: it hands over the body its schema validated
 * (`saleCreateSchema`) and the Idempotency-Key of the opened form, and gets the recorded sale back
 * (or the server's refusal, thrown). Nothing else in the form talks to the API, so where the
 * sale goes (the server now; a device outbox while there is no network) is decided here alone.
 * The same key on a retry never records the sale twice.
 */
export function useSubmitSale(): {
  submit: (body: SaleCreateInput, key: string) => Promise<SaleDetail>;
  isPending: boolean;
} {
  const create = useCreateSale();
  return {
    submit: (body, key) => create.mutateAsync({ payload: body, key }),
    isPending: create.isPending,
  };
}

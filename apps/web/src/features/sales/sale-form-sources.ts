import { gotNoAnswer } from '@/lib/api-client';
import type { OfflineSale } from '@/lib/offline-sale-slots';
import { useClientCredit, useClientDebtRoom } from './returns-api';
import { useStoreProducts } from './sale-form-api';

/** The products of the shop's copy are there at once. */
const COPY_STATUS = { isError: false, isPending: false, isSuccess: true, isFetching: false };

const clientId = (client: string) => (/^\d+$/.test(client) ? Number(client) : null);

/**
 * Where a sale's figures come from: the server, or, without a network (or when correcting a sale
 * kept on the device), the shop's copy on the device less what the outbox already sold. The shop's
 * products in stock, the chosen client's credit balance (which may pay part or all of the sale,
 * 'Avoir client') and what they may still buy on credit ('À crédit'; null without a limit).
 */
export function useSaleSources(
  shopId: number | null,
  client: string,
  offline: OfflineSale | null,
  isCorrecting: boolean,
) {
  const products = useStoreProducts(shopId);
  const chosen = clientId(client);
  const credit = useClientCredit(chosen);
  const debtRoom = useClientDebtRoom(chosen);
  const copy = offline?.products ? offline : null;
  const fromCopy =
    copy !== null && (copy.isOffline || isCorrecting || (products.isError && gotNoAnswer(products.error)));
  return {
    products,
    copy,
    fromCopy,
    available: (fromCopy ? copy?.products : products.data) ?? [],
    productsStatus: fromCopy ? COPY_STATUS : products,
    clientCredit: fromCopy ? (copy?.creditBalance(chosen) ?? 0) : (credit.data ?? 0),
    clientDebtRoom: fromCopy ? (copy?.creditRoom(chosen) ?? null) : (debtRoom.data ?? null),
  };
}

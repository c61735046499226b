import { gotNoAnswer } from '@/lib/api-client';
import type { OfflineSale } from '@/lib/offline-sale-slots';
import { useApplicablePriceLists, useSaleClient, useStoreProducts } from './sale-form-api';
import { todaysPrice, type UnitPriceOf } from './sale-form-rules';
import type { SaleFormContext } from './sale-form-schema';

/** The products of the shop's copy are there at once. */
const COPY_STATUS = { isError: false, isPending: false, isSuccess: true, isFetching: false };

const clientId = (client: string) => (/^\d+$/.test(client) ? Number(client) : null);

/**
 * Where a sale's figures come from: the server, or, without a network (or when correcting a sale
 * kept on the device), the shop's copy on the device less what the outbox already sold. The shop's
 * products in stock, each article's unit price for that client (the lowest of the catalogue's, their
 * price list's and a running promotion's, by the server's own rule), the chosen client's credit
 * balance (which may pay part or all of the sale, 'Avoir client') and what they may still buy on
 * credit ('À crédit'; null without a limit).
 */
export function useSaleSources(
  shopId: number | null,
  client: string,
  offline: OfflineSale | null,
  isCorrecting: boolean,
) {
  const products = useStoreProducts(shopId);
  const chosen = clientId(client);
  const saleClient = useSaleClient(chosen);
  const copy = offline?.products ? offline : null;
  const fromCopy =
    copy !== null && (copy.isOffline || isCorrecting || (products.isError && gotNoAnswer(products.error)));
  const lists = useApplicablePriceLists(shopId, !fromCopy);
  const copyPrice = fromCopy ? copy?.unitPrice : undefined;
  const priceOf: UnitPriceOf = copyPrice
    ? (product, quantity) => copyPrice(product, quantity, chosen)
    : todaysPrice(lists.data, shopId ?? 0, saleClient.data?.tarif ?? null);
  const available = (fromCopy ? copy?.products : products.data) ?? [];
  const clientCredit = fromCopy ? (copy?.creditBalance(chosen) ?? 0) : (saleClient.data?.credit ?? 0);
  const clientDebtRoom = fromCopy ? (copy?.creditRoom(chosen) ?? null) : (saleClient.data?.debtRoom ?? null);
  /** What the form's schema checks the sale against. */
  const rules: SaleFormContext = {
    shopId,
    products: available,
    priceOf,
    credit: clientCredit,
    debtRoom: clientDebtRoom,
  };
  return {
    products,
    copy,
    fromCopy,
    available,
    productsStatus: fromCopy ? COPY_STATUS : products,
    priceOf,
    clientCredit,
    clientDebtRoom,
    rules,
  };
}

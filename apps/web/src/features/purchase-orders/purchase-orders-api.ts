import {
  PAGE_SIZE,
  PURCHASE_ORDER_PATHS,
  type PurchaseOrderCloseInput,
  type PurchaseOrderInput,
  type PurchaseOrderStatus,
  type PurchaseReceiptInput,
  purchaseOrderFileName,
  purchaseOrderPageSchema,
  purchaseOrderPdfPath,
  purchaseOrderSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, apiClient, parseResult, unwrap } from '@/lib/api-client';
import { PDF_DOWNLOAD_ERROR, saveFile } from '@/lib/invoice-download';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { queryKeys } from '@/lib/query-keys';

/** The purchase orders' server calls (contract in @pelote/shared `schemas/purchase-orders.ts`). */

export const orderKeys = queryKeys.purchaseOrders;
export const ORDER_LIST_PATH = PURCHASE_ORDER_PATHS.list;

export type OrderListParams = {
  page: number;
  magasin: number | null;
  statut: PurchaseOrderStatus | '';
  fournisseur: number | null;
};

/** The list's query string (its CSV export's too). */
export function orderListQuery(params: Omit<OrderListParams, 'page'>) {
  return {
    magasin: params.magasin ?? undefined,
    statut: params.statut || undefined,
    fournisseur: params.fournisseur ?? undefined,
  };
}

export async function getOrders(params: OrderListParams, signal?: AbortSignal) {
  const query = { page: params.page, page_size: PAGE_SIZE, ...orderListQuery(params) };
  return unwrap(
    parseResult(await apiClient.get(ORDER_LIST_PATH, { params: query, signal }), purchaseOrderPageSchema),
  );
}

export function ordersListOptions(params: OrderListParams, enabled = true) {
  return queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(
          await apiClient.get(`${PURCHASE_ORDER_PATHS.order}/${id}`, { signal }),
          purchaseOrderSchema,
        ),
      ),
  });
}

/**
 * A keyed write of an order's screen (lib/keyed-mutation.ts): the order's detail is replaced, its
 * lists, the stock, the entries, the reorder and the dashboard reload.
 */
function useOrderWrite<Input>(send: (input: Input, key: string) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  return useKeyedMutation(send, purchaseOrderSchema, (order) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reorder.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.entries.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    ]);
  });
}

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** Creates a draft (POST, keyed) or replaces a draft's fields (PUT). */
export function useSaveOrder() {
  return useOrderWrite(({ id, payload }: { id: number | null; payload: PurchaseOrderInput }, key) =>
    id === null
      ? apiClient.post(ORDER_LIST_PATH, payload, keyed(key))
      : apiClient.put(`${PURCHASE_ORDER_PATHS.order}/${id}`, payload),
  );
}

export type OrderStep = 'envoyer' | 'annuler';

export function useOrderStep(id: number) {
  return useOrderWrite((step: OrderStep, key) =>
    apiClient.post(`${PURCHASE_ORDER_PATHS.order}/${id}/${step}`, undefined, keyed(key)),
  );
}

export function useCloseOrder(id: number) {
  return useOrderWrite((input: PurchaseOrderCloseInput, key) =>
    apiClient.post(`${PURCHASE_ORDER_PATHS.order}/${id}/solder`, input, keyed(key)),
  );
}

export function useReceiveOrder(id: number) {
  return useOrderWrite((input: PurchaseReceiptInput, key) =>
    apiClient.post(`${PURCHASE_ORDER_PATHS.order}/${id}/receptions`, input, keyed(key)),
  );
}

/** The order as a PDF, saved as a download. */
export async function downloadOrderPdf(order: { id: number; numero: string }): Promise<void> {
  const result = await apiClient.get<Blob>(purchaseOrderPdfPath(order.id), {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  if (!result.success || !result.data?.size) throw new Error(PDF_DOWNLOAD_ERROR);
  saveFile(result.data, purchaseOrderFileName(order.numero));
}

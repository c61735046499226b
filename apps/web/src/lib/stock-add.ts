import { STOCK_PATHS, type StockAddInput, type StockProductType, stockProductsSchema } from '@pelote/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { apiClient, keyHasServed, parseResult, unwrap } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The server calls of the one add-stock dialog, which the shop cards, the stock overview and the
 * catalogue rows all open. Their keys start with 'stock' like every stock query, so one
 * invalidation of ['stock'] after an addition refreshes the lines, the pickers and the alerts.
 */

export const stockProductKeys = { search: queryKeys.stock.products };

/** GET /Magasins/stocks/produits/{type}?magasin=&q=: the add-stock picker's products (50 at most). */
export async function getStockProducts(
  type: StockProductType,
  magasin: number,
  q: string,
  signal?: AbortSignal,
) {
  const result = await apiClient.get(`${STOCK_PATHS.products}/${type}`, {
    params: { magasin, q: q || undefined },
    signal,
  });
  return unwrap(parseResult(result, stockProductsSchema)).items;
}

/**
 * POST /Magasins/stocks/add, then every stock query reloads. Each dialog uses one hook: the
 * Idempotency-Key stays the same while the server could not be reached (the first attempt may have
 * gone through), and changes once the server has answered.
 */
export function useAddStock() {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (input: StockAddInput) => {
      const result = await apiClient.post<unknown>(STOCK_PATHS.add, input, {
        headers: { 'Idempotency-Key': key },
      });
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(result);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
  });
}

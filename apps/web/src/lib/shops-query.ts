import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readJson, writeJson } from '@/lib/storage';

// The shop list is read by the shop selector, the shops screen and the user dialog: it lives
// here so that no feature imports another.

/**
 * The fields of a shop that the screens read. The server answers more (code, adresse,
 * telephone, ...); they are ignored here.
 */
export const shopListItemSchema = z.object({
  id: z.number().int().positive(),
  nom: z.string(),
  quartier: z.string(),
  is_active: z.boolean(),
  photo: z.object({ url: z.string(), alt: z.string() }).nullable().optional(),
  /** Describes the shop beside its quartier where shops are chosen (the sales search). */
  code_postal: z.string().optional(),
  /** The daily cap on a gerant's expenses (hundredths; null: none), edited in the shop's form. */
  plafond_depenses_jour: z.number().int().nullable().optional(),
  /** Printed on a provisional ticket made on the device. */
  telephone: z.string().optional(),
  pied_ticket: z.string().optional(),
});
export type ShopListItem = z.infer<typeof shopListItemSchema>;

export const shopKeys = queryKeys.shops;

/** The last shop list read, kept on the device for a start without network. */
const SHOPS_KEPT_KEY = 'pelote.magasins';

/** GET /Magasins/liste-magasins: every shop for direction, only their own for a gerant. */
export async function getShops(signal?: AbortSignal): Promise<ShopListItem[]> {
  const result = parseResult(
    await apiClient.get('/Magasins/liste-magasins', { signal }),
    z.array(shopListItemSchema),
  );
  if (result.success) writeJson(SHOPS_KEPT_KEY, result.data);
  else if (result.networkError) {
    // No network: the list last read on this device, so a phone keeps selling from its shop.
    const kept = z.array(shopListItemSchema).safeParse(readJson(SHOPS_KEPT_KEY));
    if (kept.success) return kept.data;
  }
  return unwrap(result);
}

export function shopsQueryOptions() {
  return queryOptions({
    queryKey: shopKeys.list(),
    queryFn: ({ signal }) => getShops(signal),
  });
}

export function useShops(options: { enabled?: boolean } = {}) {
  return useQuery({ ...shopsQueryOptions(), enabled: options.enabled ?? true });
}

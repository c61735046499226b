import {
  ARTICLE_KINDS,
  type CatalogueType,
  ENTRY_PATHS,
  type EntryFilterKey,
  type EntryFormPayload,
  entryPageSchema,
  entrySchema,
  PAGE_SIZE,
  paginatedSchema,
  SUPPLIER_PATHS,
  supplierSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The stock entries' server calls (contract in @pelote/shared `schemas/entries.ts`). */

export const entryKeys = queryKeys.entries;

/** The list's filters as the URL holds them ('' = not set), and the shop in scope (null = all). */
export type EntryListParams = { page: number; magasin: number | null } & Record<EntryFilterKey, string>;

/** The list's query string (its CSV export sends the same, without the page). */
export function entryListQuery(params: EntryListParams) {
  const { page, magasin, ...filters } = params;
  const query: Record<string, string | number | undefined> = { page, page_size: PAGE_SIZE };
  if (magasin !== null) query.magasin = magasin;
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return query;
}

export async function getEntries(params: EntryListParams, signal?: AbortSignal) {
  const result = await apiClient.get(ENTRY_PATHS.list, { params: entryListQuery(params), signal });
  return unwrap(parseResult(result, entryPageSchema));
}

export function entriesListOptions(params: EntryListParams, options: { enabled?: boolean } = {}) {
  return queryOptions({
    enabled: options.enabled ?? true,
    queryKey: entryKeys.list(params),
    queryFn: ({ signal }) => getEntries(params, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getEntry(id: number, signal?: AbortSignal) {
  const result = await apiClient.get(`${ENTRY_PATHS.detail}/${id}/`, { signal });
  return unwrap(parseResult(result, entrySchema));
}

export function useEntry(id: number) {
  return useQuery({ queryKey: entryKeys.detail(id), queryFn: ({ signal }) => getEntry(id, signal) });
}

/** The most products the picker lists at once; typing searches the others. */
export const ENTRY_PRODUCTS_LIMIT = 50;
const productPageSchema = paginatedSchema(
  z.object({
    id: z.number().int(),
    nom: z.string(),
    prix_unitaire: z.number().int(),
    couleur: z.string().optional(),
    quantite_stock: z.number().int().optional(),
  }),
);
/** A product of the chosen type: its colour (a wool's) and its stock over the shops, when the list gives them. */
export type EntryProduct = {
  id: number;
  nom: string;
  type: CatalogueType;
  prix_unitaire: number;
  couleur?: string;
  quantite_stock?: number;
};

/** The active articles of one type whose name contains `q`, from the catalogue list of that type. */
export async function getEntryProducts(type: CatalogueType, q: string, signal?: AbortSignal) {
  const result = await apiClient.get(ARTICLE_KINDS[type].api.list, {
    params: { nom: q || undefined, page_size: ENTRY_PRODUCTS_LIMIT },
    signal,
  });
  const page = unwrap(parseResult(result, productPageSchema));
  return page.results.map((item): EntryProduct => ({ ...item, type }));
}

/** The most suppliers the delivery form's picker lists at once: reaching it says to type more. */
export const ENTRY_SUPPLIERS_LIMIT = 20;
const supplierPageSchema = paginatedSchema(supplierSchema);

/** The suppliers whose name, phone or quartier holds `q`, by name, for the delivery form's picker. */
export async function getEntrySuppliers(q: string, signal?: AbortSignal) {
  const result = await apiClient.get(SUPPLIER_PATHS.list, {
    params: { search: q || undefined, page_size: ENTRY_SUPPLIERS_LIMIT },
    signal,
  });
  return unwrap(parseResult(result, supplierPageSchema)).results;
}

export async function createEntry({ payload, key }: { payload: EntryFormPayload; key: string }) {
  const result = await apiClient.post(ENTRY_PATHS.create, payload, { headers: { 'Idempotency-Key': key } });
  return unwrap(parseResult(result, entrySchema));
}

/**
 * Records a delivery; then the entries reload, and so does every stock figure: the stock queries
 * (keys starting with 'stock', see features/stock) and the product lists that show quantities.
 */
export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: (entry) => {
      queryClient.setQueryData(entryKeys.detail(entry.id), entry);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: entryKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.articles.all }),
      ]);
    },
  });
}

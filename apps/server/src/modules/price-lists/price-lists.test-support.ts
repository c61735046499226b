import { CLIENT_PATHS, PRICE_LIST_PATHS } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import * as shop from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';

/** Set-up and calls shared by the price lists' API tests. */

export const LIST_URL = `/api${PRICE_LIST_PATHS.list}`;
export const APPLICABLE_URL = `/api${PRICE_LIST_PATHS.applicable}`;
export const priceListUrl = (id: number | string) => `/api${PRICE_LIST_PATHS.priceList}/${id}`;

/** Shops A and B, direction, shop A's gerant; a wool at 2 000,00 FCFA, an accessory at 2 500,00 FCFA. */
export type PriceListsContext = shop.ShopContext;

export function usePriceListsContext(): PriceListsContext {
  const context = {} as PriceListsContext;
  beforeAll(() => shop.setUpShopContext(context, { laine: 200_000, accessoire: 250_000 }));
  afterAll(() => context.t?.close());
  return context;
}

export type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  headers?: shop.Headers;
  key?: string;
};

/** A call as direction unless `headers` say otherwise, with its Idempotency-Key when given. */
export function call(context: PriceListsContext, { method, url, payload, headers, key }: Call) {
  return context.t.inject({
    method,
    url,
    headers: { ...(headers ?? context.direction), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Creates a list that must be accepted and answers it. */
export async function createPriceList(context: PriceListsContext, payload: Record<string, unknown>) {
  const response = await call(context, { method: 'POST', url: LIST_URL, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; nom: string };
}

/** 'Revendeuse': the wool at 1 800,00 FCFA, 1 500,00 from 10 units. */
export const resellerBody = (context: PriceListsContext, changes: Record<string, unknown> = {}) => ({
  nom: 'Revendeuse',
  articles: [{ article: context.laine.id, prix: 180_000, paliers: [{ quantite: 10, prix: 150_000 }] }],
  ...changes,
});

/** Creates a client (as direction unless told) that must be accepted; answers it. */
export async function createClient(
  context: PriceListsContext,
  payload: Record<string, unknown> = {},
  headers: shop.Headers = context.direction,
) {
  const response = await context.t.inject({
    method: 'POST',
    url: `/api${CLIENT_PATHS.create}`,
    headers,
    payload: { nom: 'Koné', prenom: 'Aya', contact: '0707070707', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; tarif: number | null };
}

/** The journal rows of an entity's record, oldest first. */
export const journalRows = (context: PriceListsContext, entite: 'tarif' | 'client', id: number) =>
  context.t.db
    .select({ action: journal.action, changements: journal.changements })
    .from(journal)
    .where(and(eq(journal.entite, entite), eq(journal.entiteId, String(id))))
    .orderBy(journal.id);

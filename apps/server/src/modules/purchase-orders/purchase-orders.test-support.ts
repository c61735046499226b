import { PURCHASE_ORDER_PATHS, type PurchaseOrder, REORDER_PATHS, type ReorderLine } from '@pelote/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import * as shop from '../../../test/shop-context.test-support.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import { bonsCommande } from '../../db/schema/purchase-orders.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { createSupplier } from '../suppliers/suppliers.test-support.ts';

/** Set-up and calls shared by the purchase orders' and the reorder's API tests. */

export type Headers = shop.Headers;
export type Body = Record<string, unknown>;

/** A ShopContext, the gerant of shop B, and a supplier with a WhatsApp number and a 7-day lead time. */
export type OrdersContext = shop.ShopContext & {
  gerantB: Headers;
  supplier: { id: number; nom: string };
};

export const LIST_URL = `/api${PURCHASE_ORDER_PATHS.list}`;
export const orderUrl = (id: number | string, step = '') =>
  `/api${PURCHASE_ORDER_PATHS.order}/${id}${step ? `/${step}` : ''}`;
export const REORDER_URL = `/api${REORDER_PATHS.list}`;

export function useOrdersContext(): OrdersContext {
  const context = {} as OrdersContext;
  beforeAll(async () => {
    await shop.setUpShopContext(context);
    context.gerantB = (await context.t.signedIn('gerant', { magasinId: context.shopB.id })).headers;
    context.supplier = await createSupplier(context, {
      nom: 'Filature du Bandama',
      telephone: '07 08 09 10 11',
      delai_livraison: 7,
    });
  });
  afterAll(() => context.t?.close());
  return context;
}

export const post = (
  c: OrdersContext,
  url: string,
  payload: unknown,
  options: { headers?: Headers; key?: string } = {},
) => shop.postAs(c, url, payload, options);
export const get = (c: OrdersContext, url: string, headers?: Headers) => shop.getAs(c, url, headers);
export const put = (c: OrdersContext, url: string, payload: unknown, headers?: Headers) =>
  c.t.inject({ method: 'PUT', url, headers: headers ?? c.direction, payload: payload as Body });

/** A draft that must be accepted (as direction), for shop A by default. */
export async function draftOrder(c: OrdersContext, body: Body = {}): Promise<PurchaseOrder> {
  const response = await post(c, LIST_URL, {
    fournisseur: c.supplier.id,
    magasin: c.shopA.id,
    lignes: [{ article: c.accessoire.id, quantite: 100, prix_unitaire: 200000 }],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PurchaseOrder;
}

/** A step that must be accepted; answers the order. */
export async function takeStep(c: OrdersContext, id: number, step: string, body: Body = {}) {
  const response = await post(c, orderUrl(id, step), body);
  expect(response.statusCode, response.body).toBe(step === 'receptions' ? 201 : 200);
  return response.json() as PurchaseOrder;
}

/** A sent draft of `lignes` (default: 100 accessories at 2 000,00 FCFA) for shop A. */
export async function sentOrder(c: OrdersContext, body: Body = {}) {
  const draft = await draftOrder(c, body);
  return takeStep(c, draft.id, 'envoyer');
}

export function receive(
  c: OrdersContext,
  id: number,
  body: Body,
  options: { headers?: Headers; key?: string } = {},
) {
  return post(c, orderUrl(id, 'receptions'), body, options);
}

/** The reorder's lines for a shop (as direction unless told). */
export async function suggestions(
  c: OrdersContext,
  query: string,
  headers?: Headers,
): Promise<ReorderLine[]> {
  const response = await get(c, `${REORDER_URL}?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { lignes: ReorderLine[] }).lignes;
}

/** How many orders, entries and movements exist: what a refused request must leave unchanged. */
export async function writes(c: OrdersContext) {
  const [orders] = await c.t.db.select({ n: count() }).from(bonsCommande);
  const [entries] = await c.t.db.select({ n: count() }).from(entreesStock);
  const [movements] = await c.t.db.select({ n: count() }).from(mouvementsStock);
  return { orders: orders?.n ?? 0, entries: entries?.n ?? 0, movements: movements?.n ?? 0 };
}

export const stockOf = shop.stockOf;

import { ENTRY_PATHS, todayIso } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import * as shop from '../../../test/shop-context.test-support.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';

/** Set-up and calls shared by the stock entries' API tests. */

export type Headers = shop.Headers;
export type Payload = Record<string, unknown>;

/** Active articles: a wool at 1 500,00 FCFA, an accessory at 2 500,00 FCFA. */
export type EntriesContext = shop.ShopContext;

export const CREATE_URL = `/api${ENTRY_PATHS.create}`;
export const LIST_URL = `/api${ENTRY_PATHS.list}`;
export const detailUrl = (id: number | string) => `/api${ENTRY_PATHS.detail}/${id}/`;

/** The n-th day before today, 'yyyy-mm-dd'. */
export function daysAgo(n: number): string {
  return todayIso(undefined, new Date(Date.now() - n * 86_400_000));
}

/** A fresh app with two shops, direction, the gerant of shop A and two articles. */
export function useEntriesContext(): EntriesContext {
  const context = {} as EntriesContext;
  beforeAll(() => shop.setUpShopContext(context));
  afterAll(() => context.t?.close());
  return context;
}

/** The lot the tests deliver the wool in unless they name another. */
export const TEST_LOT = 'B2417';

/** A valid form payload for shop A and the wool (in lot TEST_LOT), with `changes` applied. */
export function formPayload(context: EntriesContext, changes: Payload = {}): Payload {
  const wool = (changes.produit_id ?? context.laine.id) === context.laine.id;
  return {
    ...(wool ? { bain: TEST_LOT } : {}),
    produit_id: context.laine.id,
    produit_type: 'laine',
    magasin_id: context.shopA.id,
    quantite: 12,
    prix_unitaire: 120050,
    prix_total: 1,
    fournisseur: 'Filature du Bandama',
    reference_commande: 'BC-0042',
    date_entree: daysAgo(3),
    commentaire: 'Cartons en bon état',
    type_entree: 'livraison',
    ...changes,
  };
}

export function postEntry(
  context: EntriesContext,
  payload: unknown,
  options: { headers?: Headers; key?: string } = {},
) {
  return shop.postAs(context, CREATE_URL, payload, options);
}

export const stockOf = shop.stockOf;

/** Delivers `quantite` of a wool in lot `bain` to a shop today, as direction; answers the entry's id. */
export async function deliverWool(
  context: Pick<EntriesContext, 't' | 'direction'>,
  delivery: { articleId: number; magasin: number; quantite: number; bain: string },
): Promise<number> {
  const response = await shop.postAs(context, CREATE_URL, {
    produit_id: delivery.articleId,
    produit_type: 'laine',
    magasin_id: delivery.magasin,
    bain: delivery.bain,
    quantite: delivery.quantite,
    prix_unitaire: 100000,
    fournisseur: 'Filature du Bandama',
    date_entree: todayIso(),
    type_entree: 'livraison',
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** How many entries and movements exist: what a refused request must leave unchanged. */
export async function writes(context: EntriesContext) {
  const [entries] = await context.t.db.select({ n: count() }).from(entreesStock);
  const [movements] = await context.t.db.select({ n: count() }).from(mouvementsStock);
  return { entries: entries?.n ?? 0, movements: movements?.n ?? 0 };
}

export async function movementsOfEntry(context: EntriesContext, entreeId: number) {
  return context.t.db.select().from(mouvementsStock).where(eq(mouvementsStock.entreeId, entreeId));
}

import { ARTICLE_KINDS, ENTRY_PATHS, todayIso } from '@pelote/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import { mouvementsStock, stocks } from '../../db/schema/stock.ts';

/** Set-up and calls shared by the stock entries' API tests. */

export type Headers = { authorization: string };
export type Payload = Record<string, unknown>;

export type EntriesContext = {
  t: TestApp;
  direction: Headers;
  /** The gerant of shop A. */
  gerant: Headers;
  shopA: { id: number; nom: string };
  shopB: { id: number; nom: string };
  /** Active articles: a wool at 1 500,00 FCFA, an accessory at 2 500,00 FCFA. */
  laine: { id: number; nom: string };
  accessoire: { id: number; nom: string };
};

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
  beforeAll(async () => {
    const t = await createTestApp();
    context.t = t;
    context.shopA = await t.createShop({ nom: 'Boutique Cocody' });
    context.shopB = await t.createShop({ nom: 'Boutique Plateau', quartier: 'Plateau' });
    context.direction = (await t.signedIn('direction')).headers;
    context.gerant = (await t.signedIn('gerant', { magasinId: context.shopA.id })).headers;
    const create = async (kind: 'laine' | 'accessoire', nom: string) => {
      const response = await t.inject({
        method: 'POST',
        url: `/api${ARTICLE_KINDS[kind].api.create}`,
        headers: context.direction,
        payload: { ...ARTICLE_BODIES[kind], nom },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; nom: string };
    };
    context.laine = await create('laine', 'Mérinos bleu nuit');
    context.accessoire = await create('accessoire', 'Aiguilles circulaires 4 mm');
  });
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
  return context.t.inject({
    method: 'POST',
    url: CREATE_URL,
    headers: {
      ...(options.headers ?? context.direction),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: payload as Payload,
  });
}

/** The shop's stock of the article (null when there is no line). */
export async function stockOf(context: EntriesContext, magasinId: number, articleId: number) {
  const [line] = await context.t.db
    .select({ quantite: stocks.quantite })
    .from(stocks)
    .where(and(eq(stocks.magasinId, magasinId), eq(stocks.articleId, articleId)));
  return line?.quantite ?? null;
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

import { ARTICLE_KINDS } from '@pelote/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { stockBains, stocks } from '../src/db/schema/stock.ts';
import { ARTICLE_BODIES } from './authorization-matrix.ts';
import { createTestApp, type TestApp } from './helper.ts';

/** The two shops, two users and two articles the stock-moving API tests (entries, sales) start from. */

export type Headers = { authorization: string };

export type ShopContext = {
  t: TestApp;
  direction: Headers;
  /** The gerant of shop A. */
  gerant: Headers;
  shopA: { id: number; nom: string };
  shopB: { id: number; nom: string };
  laine: { id: number; nom: string; code_barre: string };
  accessoire: { id: number; nom: string; code_barre: string };
};

/** The app, shops and users of a ShopContext, without its articles. */
export type TwoShops = Pick<ShopContext, 't' | 'direction' | 'gerant' | 'shopA' | 'shopB'>;

/** A fresh app with shops A (Cocody) and B (Plateau), direction and the gerant of shop A signed in. */
export async function twoShopsApp(): Promise<TwoShops> {
  const t = await createTestApp();
  const shopA = await t.createShop({ nom: 'Boutique Cocody' });
  const shopB = await t.createShop({ nom: 'Boutique Plateau', quartier: 'Plateau' });
  const direction = (await t.signedIn('direction')).headers;
  const gerant = (await t.signedIn('gerant', { magasinId: shopA.id })).headers;
  return { t, direction, gerant, shopA, shopB };
}

/** Builds twoShopsApp before the file's tests and closes it after them. */
export function useTwoShops(): TwoShops {
  const context = {} as TwoShops;
  beforeAll(async () => {
    Object.assign(context, await twoShopsApp());
  });
  afterAll(() => context.t?.close());
  return context;
}

/**
 * Fills `context` with a fresh app, shops A (Cocody) and B (Plateau), direction, the gerant of
 * shop A, a wool and an accessory; `prices` overrides the articles' catalogue price when given.
 */
export async function setUpShopContext(
  context: ShopContext,
  prices: { laine?: number; accessoire?: number } = {},
): Promise<void> {
  Object.assign(context, await twoShopsApp());
  const create = (kind: 'laine' | 'accessoire', nom: string) => {
    const prix = prices[kind];
    return createArticle(context, kind, { nom, ...(prix === undefined ? {} : { prix_unitaire: prix }) });
  };
  context.laine = await create('laine', 'Mérinos bleu nuit');
  context.accessoire = await create('accessoire', 'Aiguilles circulaires 4 mm');
}

/** Creates an article of `kind` (its matrix body with `body` over it) as direction; it must be accepted. */
export async function createArticle(
  context: Pick<ShopContext, 't' | 'direction'>,
  kind: keyof typeof ARTICLE_KINDS,
  body: Record<string, unknown> = {},
) {
  const response = await context.t.inject({
    method: 'POST',
    url: `/api${ARTICLE_KINDS[kind].api.create}`,
    headers: context.direction,
    payload: { ...ARTICLE_BODIES[kind], ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; nom: string; code_barre: string };
}

/** POSTs `payload` to `url`, as direction unless `headers` say otherwise, with an Idempotency-Key when given. */
export function postAs(
  context: Pick<ShopContext, 't' | 'direction'>,
  url: string,
  payload: unknown,
  options: { headers?: Headers; key?: string } = {},
) {
  return context.t.inject({
    method: 'POST',
    url,
    headers: {
      ...(options.headers ?? context.direction),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

/** GETs `url`, as direction unless `headers` say otherwise. */
export function getAs(context: Pick<ShopContext, 't' | 'direction'>, url: string, headers?: Headers) {
  return context.t.inject({ method: 'GET', url, headers: headers ?? context.direction });
}

/** The shop's stock of the article (null when there is no line). */
export async function stockOf(context: Pick<ShopContext, 't'>, magasinId: number, articleId: number) {
  const [line] = await context.t.db
    .select({ quantite: stocks.quantite })
    .from(stocks)
    .where(and(eq(stocks.magasinId, magasinId), eq(stocks.articleId, articleId)));
  return line?.quantite ?? null;
}

/** The lots of the shop's article and their quantities, by name. */
export function lotsOf(context: Pick<ShopContext, 't'>, magasinId: number, articleId: number) {
  return context.t.db
    .select({ bain: stockBains.bain, quantite: stockBains.quantite })
    .from(stockBains)
    .where(and(eq(stockBains.magasinId, magasinId), eq(stockBains.articleId, articleId)))
    .orderBy(asc(stockBains.bain));
}

import type { ArticleKind } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { articles } from '../../db/schema/articles.ts';
import { stocks } from '../../db/schema/stock.ts';
import { changeStock } from '../stock/index.ts';

/** Set-up and calls shared by the catalogue's API tests. */

export type Payload = Record<string, unknown>;
export type Headers = { authorization: string };

export type KindContext = {
  t: TestApp;
  direction: Headers;
  gerant: Headers;
  gerantShopId: number;
  otherShopId: number;
};

/** Sets up a fresh app with a direction user and a gerant of one of two shops. */
export function useKindContext(): KindContext {
  const context = {} as KindContext;
  beforeAll(async () => {
    context.t = await createTestApp();
    const shop = await context.t.createShop({ nom: 'Cocody' });
    const other = await context.t.createShop({ nom: 'Plateau' });
    context.gerantShopId = shop.id;
    context.otherShopId = other.id;
    context.direction = (await context.t.signedIn('direction')).headers;
    context.gerant = (await context.t.signedIn('gerant', { magasinId: shop.id })).headers;
  });
  afterAll(() => context.t.close());
  return context;
}

export function api(context: KindContext, kind: ArticleKind) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: Payload,
    headers?: Headers,
  ) =>
    context.t.inject({
      method,
      url: `/api${url}`,
      headers: headers ?? context.direction,
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    list: (query = '', headers?: Headers) => call('GET', `${kind.api.list}${query}`, undefined, headers),
    create: (payload: Payload, headers?: Headers) => call('POST', kind.api.create, payload, headers),
    edit: (id: number | string, payload: Payload, headers?: Headers) =>
      call('PUT', `${kind.api.edit}/${id}`, payload, headers),
    detail: (id: number | string, query = '', headers?: Headers) =>
      call('GET', `${kind.api.detail}/${id}${query}`, undefined, headers),
    remove: (id: number | string, headers?: Headers) =>
      call('PATCH', `${kind.api.delete}/${id}`, undefined, headers),
    /** Creates and returns the article, checking the 201. */
    async created(payload: Payload) {
      const response = await call('POST', kind.api.create, payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number } & Payload;
    },
  };
}

/**
 * Puts stock into a shop's stock line through the ledger (a wool into lot 'B100', anything else into
 * its implicit lot); 0 makes an empty line.
 */
export async function putStock(t: TestApp, magasinId: number, articleId: number, quantite: number) {
  if (quantite === 0) {
    await t.db.insert(stocks).values({ magasinId, articleId, quantite });
    return;
  }
  const article = await tableRow(t, articleId);
  await t.db.transaction((tx) =>
    changeStock(tx, {
      magasinId,
      articleId,
      quantite,
      kind: 'ajout',
      bain: article?.type === 'laine' ? 'B100' : '',
      userId: null,
    }),
  );
}

export async function tableRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
  return row;
}

/** Posts each payload and expects a 400 with that first message and those field messages. */
export async function expectRefused(
  response: Awaited<ReturnType<TestApp['inject']>>,
  errors: Record<string, string>,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { detail: string; errors: Record<string, string> };
  expect(body.errors).toEqual(errors);
  expect(body.detail).toBe(Object.values(errors)[0]);
}

/**
 * What a create answers direction for a new article: `fields` over what every new article of a
 * stocked type has (an id, an empty description, no stock, active, a catalogue barcode, and no
 * cost until a delivery with a price).
 */
export function newArticle(fields: Payload): Payload {
  return {
    id: expect.any(Number),
    description: '',
    quantite_stock: 0,
    is_active: true,
    code_barre: expect.stringMatching(/^2\d{12}$/),
    cout_moyen: null,
    ...fields,
  };
}

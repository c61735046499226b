import type { ArticleKind } from '@pelote/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type KindContext, type Payload, putStock, tableRow } from './articles.test-support.ts';

/**
 * What every catalogue type must do, run by each type's test file on its own database:
 * access rules, the create → detail → edit → delete round trip, soft delete, 404 and 400 texts,
 * database filters and pagination.
 */

export type KindSuiteOptions = {
  kind: ArticleKind;
  /** A valid create payload; `nom` and `prix_unitaire` are replaced by the suite where needed. */
  valid: Payload;
  /** A valid edit payload, and what the edited article then reads. */
  edit: Payload;
  edited: Payload;
  /** False for pouch components, whose answers carry no quantite_stock. */
  hasStock?: boolean;
};

type ListPage = { count: number; page: number; page_size: number; total_pages: number; results: Payload[] };

/** What one type's suite works with: its options, the test app, its calls, the names on a page. */
type Suite = {
  options: KindSuiteOptions;
  context: KindContext;
  calls: ReturnType<typeof api>;
  names: (page: ListPage) => unknown[];
};

export function describeKind(options: KindSuiteOptions, context: KindContext) {
  const calls = api(context, options.kind);
  const names = (page: ListPage) => page.results.map((item) => item.nom);
  const suite: Suite = { options, context, calls, names };
  describeAccess(suite);
  describeRoundTrip(suite);
  describeFilters(suite);
}

function describeAccess({ options, context, calls, names }: Suite) {
  const { kind, valid } = options;
  describe(`${kind.api.list} and co.: access`, () => {
    it('refuses every call without a signed-in user (401)', async () => {
      const anonymous = { authorization: '' };
      for (const response of [
        await calls.list('', anonymous),
        await calls.create(valid, anonymous),
        await calls.edit(1, valid, anonymous),
        await calls.detail(1, '', anonymous),
        await calls.remove(1, anonymous),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().detail).toBe('Authentification requise');
      }
    });

    it('lets a gerant read, and refuses them create, edit and delete (403)', async () => {
      const article = await calls.created({ ...valid, nom: 'Lecture gérant' });
      const list = await calls.list('?nom=Lecture%20g%C3%A9rant', context.gerant);
      expect(list.statusCode).toBe(200);
      expect(names(list.json())).toEqual(['Lecture gérant']);
      expect((await calls.detail(article.id, '', context.gerant)).statusCode).toBe(200);
      for (const response of [
        await calls.create(valid, context.gerant),
        await calls.edit(article.id, valid, context.gerant),
        await calls.remove(article.id, context.gerant),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().detail).toBe(
          "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
        );
      }
      expect((await calls.detail(article.id)).json().nom).toBe('Lecture gérant');
    });
  });
}

function describeRoundTrip({ options, context, calls }: Suite) {
  const { kind, valid, edit, edited } = options;
  describe(`${kind.api.create}, edit, detail, delete`, () => {
    it('creates (201), reads, edits (fields replaced) and reads again', async () => {
      const article = await calls.created({ ...valid, nom: 'Aller-retour' });
      expect(article).toMatchObject({ nom: 'Aller-retour' });
      const detail = await calls.detail(article.id);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toEqual(article);

      const response = await calls.edit(article.id, { ...edit, id: article.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: article.id, ...edited });
      expect((await calls.detail(article.id)).json()).toEqual(response.json());
    });

    it('soft deletes: 200 with its message, gone from list and detail, the row stays', async () => {
      const article = await calls.created({ ...valid, nom: 'À supprimer' });
      const response = await calls.remove(article.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: kind.texts.deleted });

      const detail = await calls.detail(article.id);
      expect(detail.statusCode).toBe(404);
      expect(detail.json().detail).toBe(kind.texts.notFound);
      expect((await calls.list('?nom=supprimer')).json().count).toBe(0);
      expect((await calls.edit(article.id, valid)).statusCode).toBe(404);
      expect((await calls.remove(article.id)).statusCode).toBe(404);

      const row = await tableRow(context.t, article.id);
      expect(row?.nom).toBe('À supprimer');
      expect(row?.deletedAt).toBeInstanceOf(Date);
    });

    it(`answers 404 '${kind.texts.notFound}' for an unknown id, 400 for a bad one`, async () => {
      for (const response of [
        await calls.detail(999999),
        await calls.edit(999999, valid),
        await calls.remove(999999),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().detail).toBe(kind.texts.notFound);
      }
      for (const response of [
        await calls.detail('abc'),
        await calls.edit(0, valid),
        await calls.remove('-3'),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toBe('Identifiant invalide');
      }
    });

    it('answers 400 on a body that is not an object', async () => {
      const response = await context.t.inject({
        method: 'POST',
        url: `/api${kind.api.create}`,
        headers: { ...context.direction, 'content-type': 'application/json' },
        payload: '[1, 2]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Données invalides');
    });
  });
}

/** Seven articles named 'Filtre …' at rising prices, the first two stocked; answers their ids by name. */
async function seedFilterArticles({ options, context, calls }: Suite): Promise<Record<string, number>> {
  const { valid } = options;
  const ids: Record<string, number> = {};
  const specs: [string, number][] = [
    ['Filtre Alpha', 1000_00],
    ['filtre BETA', 2500_00],
    ['Filtre gamma', 5000_00],
    ['FILTRE Delta', 7500_00],
    ['Filtre epsilon', 9900_00],
    ['Filtre zêta', 12000_00],
    ['Filtre Eta 100%', 15000_00],
  ];
  for (const [nom, prix] of specs) {
    ids[nom] = (await calls.created({ ...valid, nom, prix_unitaire: prix })).id;
  }
  const alpha = ids['Filtre Alpha'] as number;
  const beta = ids['filtre BETA'] as number;
  await putStock(context.t, context.gerantShopId, alpha, 4);
  await putStock(context.t, context.otherShopId, alpha, 6);
  await putStock(context.t, context.otherShopId, beta, 3);
  await putStock(context.t, context.gerantShopId, beta, 0);
  return ids;
}

function describeFilters(suite: Suite) {
  const { options, context, calls, names } = suite;
  const { kind, hasStock = true } = options;
  describe(`${kind.api.list}: filters and pagination in the database`, () => {
    const prefix = 'Filtre';
    let ids: Record<string, number> = {};

    beforeAll(async () => {
      ids = await seedFilterArticles(suite);
    });

    it('pages 5 by 5, ordered by name, with the counts', async () => {
      const first: ListPage = (await calls.list(`?nom=${prefix}`)).json();
      expect(first).toMatchObject({ count: 7, page: 1, page_size: 5, total_pages: 2 });
      expect(names(first)).toEqual([
        'Filtre Alpha',
        'filtre BETA',
        'FILTRE Delta',
        'Filtre epsilon',
        'Filtre Eta 100%',
      ]);
      const second: ListPage = (await calls.list(`?nom=${prefix}&page=2`)).json();
      expect(second).toMatchObject({ count: 7, page: 2, total_pages: 2 });
      expect(names(second)).toEqual(['Filtre gamma', 'Filtre zêta']);
      const all: ListPage = (await calls.list(`?nom=${prefix}&page_size=200`)).json();
      expect(all.results).toHaveLength(7);
      expect(all.total_pages).toBe(1);
      expect((await calls.list(`?nom=${prefix}&page=9`)).json()).toMatchObject({ count: 7, results: [] });
    });

    it('finds names containing the text in any case; % and _ are plain characters', async () => {
      expect(names((await calls.list('?nom=BeTa')).json())).toEqual(['filtre BETA']);
      expect(names((await calls.list('?nom=%25')).json())).toEqual(['Filtre Eta 100%']);
      expect((await calls.list('?nom=_')).json().count).toBe(0);
      expect((await calls.list(`?nom=${prefix}%20alp`)).json().count).toBe(1);
    });

    it('filters on price bounds in hundredths, both inclusive', async () => {
      const page: ListPage = (
        await calls.list(`?nom=${prefix}&prix_min=250000&prix_max=750000&page_size=50`)
      ).json();
      expect(names(page)).toEqual(['filtre BETA', 'FILTRE Delta', 'Filtre gamma']);
      expect((await calls.list(`?nom=${prefix}&prix_min=1500001`)).json().count).toBe(0);
    });

    it('filters on stock across shops, or in one shop, and counts it', async () => {
      const inStock: ListPage = (await calls.list(`?nom=${prefix}&en_stock=true`)).json();
      expect(names(inStock)).toEqual(['Filtre Alpha', 'filtre BETA']);
      if (hasStock) expect(inStock.results.map((item) => item.quantite_stock)).toEqual([10, 3]);
      expect((await calls.list(`?nom=${prefix}&en_stock=false`)).json().count).toBe(5);

      const inShop: ListPage = (
        await calls.list(`?nom=${prefix}&en_stock=true&magasin=${context.gerantShopId}`)
      ).json();
      expect(names(inShop)).toEqual(['Filtre Alpha']);
      if (hasStock) expect(inShop.results[0]?.quantite_stock).toBe(4);
    });

    it("counts a gerant's own shop only, and refuses another shop (403)", async () => {
      const own: ListPage = (await calls.list(`?nom=${prefix}&en_stock=true`, context.gerant)).json();
      expect(names(own)).toEqual(['Filtre Alpha']);
      if (hasStock) {
        expect(own.results[0]?.quantite_stock).toBe(4);
        const alpha = ids['Filtre Alpha'] as number;
        expect((await calls.detail(alpha, '', context.gerant)).json().quantite_stock).toBe(4);
        expect((await calls.detail(alpha)).json().quantite_stock).toBe(10);
      }
      const other = await calls.list(`?magasin=${context.otherShopId}`, context.gerant);
      expect(other.statusCode).toBe(403);
    });

    it('refuses malformed filters with a French message', async () => {
      for (const query of ['?page=0', '?page_size=201', '?prix_min=abc', '?en_stock=oui', '?magasin=x']) {
        const response = await calls.list(query);
        expect(response.statusCode).toBe(400);
        expect(response.json().detail).toMatch(/[a-zé]/);
        expect(response.json().detail).not.toMatch(/Invalid|expected/);
      }
    });
  });
}

import { randomUUID } from 'node:crypto';
import { ARTICLE_KINDS } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCsvAnswer } from '../../../test/csv-answer.ts';
import { createArticle } from '../../../test/shop-context.test-support.ts';
import { tarifArticles, tarifs } from '../../db/schema/price-lists.ts';
import {
  call,
  createClient,
  createPriceList,
  journalRows,
  LIST_URL,
  priceListUrl,
  resellerBody,
  usePriceListsContext,
} from './price-lists.test-support.ts';

/**
 * Price lists as records: direction creates, edits and deletes them (each write journalled), everyone
 * signed in reads them; the rules and references are checked with French messages, nothing written.
 */

const c = usePriceListsContext();

const listCount = async () => (await c.t.db.select({ n: count() }).from(tarifs))[0]?.n;
const lineCount = async () => (await c.t.db.select({ n: count() }).from(tarifArticles))[0]?.n;

describe('creating, reading, editing and deleting a price list', () => {
  it('keeps its rules; the detail names each article; an edit and a delete follow, each journalled', async () => {
    const created = await call(c, {
      method: 'POST',
      url: LIST_URL,
      payload: resellerBody(c, {
        nom: '  Revendeuse Cocody ',
        magasins: [c.shopA.id],
        du: '2026-12-01T08:00:00Z',
        types: [{ type: 'accessoire', pourcentage: 12.5 }],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json();
    expect(list).toEqual({
      id: expect.any(Number),
      nom: 'Revendeuse Cocody',
      active: true,
      pour_tous: false,
      magasins: [c.shopA.id],
      du: '2026-12-01T08:00:00.000Z',
      au: null,
      articles: [
        {
          article: c.laine.id,
          nom: c.laine.nom,
          type: 'laine',
          prix_catalogue: 200_000,
          couleur: expect.anything(),
          prix: 180_000,
          paliers: [{ quantite: 10, prix: 150_000 }],
        },
      ],
      types: [{ type: 'accessoire', pourcentage: 12.5 }],
      clients: 0,
      date_creation: expect.any(String),
    });
    const detail = await call(c, { method: 'GET', url: priceListUrl(list.id), headers: c.gerant });
    expect(detail.json()).toEqual(list);

    const edited = await call(c, {
      method: 'PUT',
      url: priceListUrl(list.id),
      payload: { nom: 'Revendeuse Cocody', active: false, types: [{ type: 'kit', pourcentage: 5 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ active: false, magasins: [], du: null, articles: [] });

    const removed = await call(c, { method: 'DELETE', url: priceListUrl(list.id) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ detail: 'Tarif supprimé' });
    expect((await call(c, { method: 'GET', url: priceListUrl(list.id) })).statusCode).toBe(404);
    expect((await call(c, { method: 'DELETE', url: priceListUrl(list.id) })).statusCode).toBe(404);

    const rows = await journalRows(c, 'tarif', list.id);
    expect(rows.map((row) => row.action)).toEqual(['creation', 'modification', 'suppression']);
    expect(rows[0]?.changements).toMatchObject({
      nom: { avant: null, apres: 'Revendeuse Cocody' },
      articles: { avant: null, apres: [{ article: c.laine.id, prix: 180_000 }] },
    });
    expect(rows[1]?.changements).toMatchObject({
      active: { avant: true, apres: false },
      types: { avant: [{ type: 'accessoire', pourcentage: 12.5 }], apres: [{ type: 'kit', pourcentage: 5 }] },
    });
  });

  it('answers 409 in French for a name a live list has, whatever its case; a deleted one frees it', async () => {
    const first = await createPriceList(c, { nom: 'Grossiste', types: [{ type: 'laine', pourcentage: 10 }] });
    const before = await listCount();
    const again = await call(c, {
      method: 'POST',
      url: LIST_URL,
      payload: { nom: ' GROSSISTE ', types: [{ type: 'laine', pourcentage: 10 }] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Un tarif porte déjà ce nom');
    expect(await listCount()).toBe(before);
    await call(c, { method: 'DELETE', url: priceListUrl(first.id) });
    await createPriceList(c, { nom: 'Grossiste', types: [{ type: 'laine', pourcentage: 10 }] });
  });

  it.each([
    [{}, 'nom', 'Le nom est requis'],
    [{ nom: 'A' }, 'articles', 'Donnez au moins un prix d’article ou un pourcentage par type'],
    [
      { nom: 'A', types: [{ type: 'laine', pourcentage: 0 }] },
      'types.0.pourcentage',
      'Le pourcentage doit être compris entre 0,01 et 99,99 (2 décimales au plus)',
    ],
    [{ nom: 'A', types: [{ type: 'voiture', pourcentage: 5 }] }, 'types.0.type', 'Type de produit invalide'],
    [
      { nom: 'A', articles: [{ article: 1, prix: -5 }] },
      'articles.0.prix',
      'Le prix doit être un montant supérieur à 0',
    ],
    [
      { nom: 'A', articles: [{ article: 1, prix: 5, paliers: [{ quantite: 1, prix: 4 }] }] },
      'articles.0.paliers.0.quantite',
      'À partir de : un nombre entier d’unités, au moins 2',
    ],
    [
      {
        nom: 'A',
        du: '2026-12-24T18:00:00Z',
        au: '2026-12-24T09:00:00Z',
        types: [{ type: 'kit', pourcentage: 5 }],
      },
      'au',
      'La fin doit venir après le début',
    ],
    [{ nom: 'A', du: 'demain', types: [{ type: 'kit', pourcentage: 5 }] }, 'du', 'Date et heure invalides'],
    [
      { nom: 'A', magasins: [999_999], types: [{ type: 'kit', pourcentage: 5 }] },
      'magasins.0',
      'Magasin non trouvé',
    ],
    [{ nom: 'A', articles: [{ article: 999_999, prix: 5 }] }, 'articles.0.article', 'Article non trouvé'],
  ])('refuses %j with 400, a French message on %s, and writes nothing', async (payload, field, message) => {
    const [lists, lines] = [await listCount(), await lineCount()];
    const response = await call(c, { method: 'POST', url: LIST_URL, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toMatchObject({ [field]: message });
    expect(typeof response.json().detail).toBe('string');
    expect([await listCount(), await lineCount()]).toEqual([lists, lines]);
  });

  it('creates one list for a create sent twice with the same Idempotency-Key', async () => {
    const key = `tarif-${randomUUID()}`;
    const payload = { nom: 'Fête des mères', pour_tous: true, types: [{ type: 'habit', pourcentage: 15 }] };
    const first = await call(c, { method: 'POST', url: LIST_URL, payload, key });
    const second = await call(c, { method: 'POST', url: LIST_URL, payload, key });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await c.t.db.select().from(tarifs).where(eq(tarifs.nom, 'Fête des mères'))).toHaveLength(1);
    expect(await journalRows(c, 'tarif', first.json().id)).toHaveLength(1);
  });

  it('lets a gerant read but not write (403, nothing written)', async () => {
    const list = await createPriceList(c, resellerBody(c, { nom: 'Revendeuse Plateau' }));
    const before = [await listCount(), await lineCount()];
    const refused = [
      await call(c, {
        method: 'POST',
        url: LIST_URL,
        payload: resellerBody(c, { nom: 'X' }),
        headers: c.gerant,
      }),
      await call(c, {
        method: 'PUT',
        url: priceListUrl(list.id),
        payload: resellerBody(c),
        headers: c.gerant,
      }),
      await call(c, { method: 'DELETE', url: priceListUrl(list.id), headers: c.gerant }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect([await listCount(), await lineCount()]).toEqual(before);
    expect((await call(c, { method: 'GET', url: priceListUrl(list.id), headers: c.gerant })).json().nom).toBe(
      'Revendeuse Plateau',
    );
    expect(await journalRows(c, 'tarif', list.id)).toHaveLength(1);
  });

  it('keeps on an edit an article deleted since, which a new list may not name', async () => {
    const kit = await createArticle(c, 'kit', { nom: 'Kit retiré' });
    const lines = [{ article: kit.id, prix: 100_000 }];
    const list = await createPriceList(c, { nom: 'Kits', articles: lines });
    await c.t.inject({
      method: 'PATCH',
      url: `/api${ARTICLE_KINDS.kit.api.delete}/${kit.id}`,
      headers: c.direction,
    });
    const edited = await call(c, {
      method: 'PUT',
      url: priceListUrl(list.id),
      payload: { nom: 'Kits', active: false, articles: lines },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const other = await call(c, {
      method: 'POST',
      url: LIST_URL,
      payload: { nom: 'Autres kits', articles: lines },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ 'articles.0.article': 'Article non trouvé' });
  });

  it('is not deleted while a client carries it (409, soft delete once taken off)', async () => {
    const list = await createPriceList(c, resellerBody(c, { nom: 'Revendeuse Yopougon' }));
    const client = await createClient(c, { tarif: list.id });
    const refused = await call(c, { method: 'DELETE', url: priceListUrl(list.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Ce tarif est attribué à 1 client : retirez-le de leur fiche avant de le supprimer.',
    );
    expect((await call(c, { method: 'GET', url: priceListUrl(list.id) })).json().clients).toBe(1);
    await c.t.inject({
      method: 'PUT',
      url: `/api/Clients/clients-particuliers/edit/${client.id}`,
      headers: c.direction,
      payload: { nom: 'Koné', prenom: 'Aya', contact: '0707070707', tarif: null },
    });
    expect((await call(c, { method: 'DELETE', url: priceListUrl(list.id) })).statusCode).toBe(200);
    const [row] = await c.t.db.select().from(tarifs).where(eq(tarifs.id, list.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('the list', () => {
  it('searches the name (any case), by name, paged, and exports as CSV', async () => {
    await createPriceList(c, {
      nom: 'Zen promo',
      pour_tous: true,
      types: [{ type: 'kit', pourcentage: 7.5 }],
    });
    await createPriceList(c, resellerBody(c, { nom: 'Atelier promo', magasins: [c.shopB.id] }));
    const search = async (query: string) =>
      (await call(c, { method: 'GET', url: `${LIST_URL}?${query}`, headers: c.gerant })).json();
    const found = await search('search=PROMO');
    expect(found.results.map((list: { nom: string }) => list.nom)).toEqual(['Atelier promo', 'Zen promo']);
    expect(found.results[0]).toMatchObject({ nb_articles: 1, clients: 0, magasins: [c.shopB.id] });
    expect(found.results[0]).not.toHaveProperty('articles');
    const page = await search('search=promo&page=2&page_size=1');
    expect(page).toMatchObject({ count: 2, page: 2, page_size: 1, total_pages: 2 });
    expect((await call(c, { method: 'GET', url: `${LIST_URL}?page_size=500` })).statusCode).toBe(400);

    const csv = readCsvAnswer(
      await call(c, { method: 'GET', url: `${LIST_URL}?search=promo&format=csv` }),
      'tarifs',
    );
    expect(csv.header).toEqual([
      'Nom',
      'Actif',
      'Pour tous les clients',
      'Magasins',
      'Du',
      'Au',
      'Articles',
      'Pourcentages par type',
      'Clients',
      'Date de création',
    ]);
    expect(csv.rows.map((row) => row.slice(0, 9))).toEqual([
      ['Atelier promo', 'Oui', 'Non', c.shopB.nom, '', '', '1', '', '0'],
      ['Zen promo', 'Oui', 'Oui', 'Tous', '', '', '0', 'Kit 7,5 %', '0'],
    ]);
  });
});

import {
  type MatrixFixtures,
  type MatrixRow,
  permitted,
  shopARecord,
  signedIn,
} from './authorization-matrix.types.ts';

const priceListBody = (f: MatrixFixtures) => ({
  nom: `Tarif ${f.unique()}`,
  articles: [{ article: f.articles.laine, prix: 100, paliers: [{ quantite: 10, prix: 90 }] }],
  types: [{ type: 'kit', pourcentage: 10 }],
});

/** A list made by direction for a row to read, edit or delete. */
const freshPriceList = async (f: MatrixFixtures) =>
  ((await f.asDirection('POST', '/api/Tarifs/', priceListBody(f))) as { id: number }).id;

/**
 * Price lists: shared by every shop; everyone signed in reads them, direction writes; the lists a
 * shop's sale may use are read for a shop one reaches. Part of AUTHORIZATION_MATRIX.
 */
export const PRICE_LIST_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/Tarifs/', expect: signedIn(200), scope: 'shared' },
  shopARecord('/api/Tarifs/applicables', (f) => ({ query: { magasin: f.shopA } })),
  {
    method: 'POST',
    path: '/api/Tarifs/',
    expect: permitted('price-lists:manage', 201),
    request: (f) => ({ body: priceListBody(f) }),
  },
  {
    method: 'GET',
    path: '/api/Tarifs/:id',
    expect: signedIn(200),
    request: async (f) => ({ params: { id: await freshPriceList(f) } }),
    scope: 'shared',
  },
  {
    method: 'PUT',
    path: '/api/Tarifs/:id',
    expect: permitted('price-lists:manage', 200),
    request: async (f) => ({ params: { id: await freshPriceList(f) }, body: priceListBody(f) }),
  },
  {
    method: 'DELETE',
    path: '/api/Tarifs/:id',
    expect: permitted('price-lists:manage', 200),
    request: async (f) => ({ params: { id: await freshPriceList(f) } }),
  },
];

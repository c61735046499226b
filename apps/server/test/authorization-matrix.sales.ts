import { SALE_PATHS } from '@pelote/shared';
import {
  type MatrixFixtures,
  type MatrixRow,
  pageRows,
  permitted,
  shopA,
} from './authorization-matrix.types.ts';

/** A sale of one wool in shop A, recorded as direction after adding the unit it takes. */
async function saleInShopA(f: MatrixFixtures): Promise<{ id: number; numero_facture: string }> {
  await f.asDirection('POST', '/api/Magasins/stocks/add', {
    magasin: f.shopA,
    produit_id: f.articles.laine,
    quantite: 1,
    bain: 'B1',
  });
  return (await f.asDirection('POST', `/api${SALE_PATHS.create}`, saleBody(f))) as {
    id: number;
    numero_facture: string;
  };
}

const saleBody = (f: MatrixFixtures) => ({
  client: f.clientId,
  magasin: f.shopA,
  articles: [{ article: f.articles.laine, quantite: 1 }],
});

const aSale = async (f: MatrixFixtures) => ({ params: { id: (await saleInShopA(f)).id } });

/** Sales (a gerant sells in their own shop, only direction cancels). Part of AUTHORIZATION_MATRIX. */
export const SALE_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: `/api${SALE_PATHS.create}`,
    expect: shopA(201),
    request: async (f) => {
      await f.asDirection('POST', '/api/Magasins/stocks/add', {
        magasin: f.shopA,
        produit_id: f.articles.laine,
        quantite: 1,
        bain: 'B1',
      });
      return { body: saleBody(f) };
    },
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.listAll}`,
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA } }),
    scope: { rows: pageRows },
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.listByShop}/:id/`,
    expect: shopA(200),
    request: (f) => ({ params: { id: f.shopA } }),
    scope: { rows: pageRows },
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.movements}`,
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA } }),
    scope: { rows: pageRows },
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.byNumber}/:numero/`,
    expect: shopA(200),
    request: async (f) => ({ params: { numero: (await saleInShopA(f)).numero_facture } }),
    scope: 'named',
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.detail}/:id/`,
    expect: shopA(200),
    request: aSale,
    scope: 'named',
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.sale}/:id`,
    expect: shopA(200),
    request: aSale,
    scope: 'named',
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.pdf}/:id/pdf/`,
    expect: shopA(200),
    request: aSale,
    scope: 'named',
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.invoice}/:id/facture/`,
    expect: shopA(200),
    request: aSale,
    scope: 'named',
  },
  {
    method: 'PUT',
    path: `/api${SALE_PATHS.sale}/:id`,
    expect: shopA(200),
    request: async (f) => ({ ...(await aSale(f)), body: { client: null } }),
  },
  {
    method: 'DELETE',
    path: `/api${SALE_PATHS.sale}/:id`,
    expect: permitted('sales:cancel', 200),
    request: aSale,
  },
  {
    method: 'GET',
    path: `/api${SALE_PATHS.storeProducts}/:id/`,
    expect: shopA(200),
    request: (f) => ({ params: { id: f.shopA } }),
    scope: 'named',
  },
];

import { SALE_PATHS } from '@pelote/shared';
import {
  type MatrixFixtures,
  type MatrixRow,
  permitted,
  shopA,
  shopAPage,
  shopARecord,
} from './authorization-matrix.types.ts';

/** What one unit of the article takes in shop A's stock, added as direction (a wool into lot B1). */
async function stockOneInShopA(f: MatrixFixtures, article: 'laine' | 'accessoire') {
  await f.asDirection('POST', '/api/Magasins/stocks/add', {
    magasin: f.shopA,
    produit_id: f.articles[article],
    quantite: 1,
    ...(article === 'laine' ? { bain: 'B1' } : {}),
  });
}

/** A sale of one unit of the article in shop A to the matrix's client. */
const saleBody = (f: MatrixFixtures, article: 'laine' | 'accessoire' = 'laine') => ({
  client: f.clientId,
  magasin: f.shopA,
  articles: [{ article: f.articles[article], quantite: 1 }],
});

/** That sale, recorded as direction after adding the unit it takes (a wool by default). */
export async function saleInShopA(
  f: MatrixFixtures,
  article: 'laine' | 'accessoire' = 'laine',
): Promise<{ id: number; numero_facture: string; items: { id: number }[] }> {
  await stockOneInShopA(f, article);
  return (await f.asDirection('POST', `/api${SALE_PATHS.create}`, saleBody(f, article))) as {
    id: number;
    numero_facture: string;
    items: { id: number }[];
  };
}

const aSale = async (f: MatrixFixtures) => ({ params: { id: (await saleInShopA(f)).id } });

/** Sales (a gerant sells in their own shop, only direction cancels). Part of AUTHORIZATION_MATRIX. */
export const SALE_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: `/api${SALE_PATHS.create}`,
    expect: shopA(201),
    request: async (f) => {
      await stockOneInShopA(f, 'laine');
      return { body: saleBody(f) };
    },
  },
  shopAPage(`/api${SALE_PATHS.listAll}`),
  shopAPage(`/api${SALE_PATHS.listByShop}/:id/`, (f) => ({ params: { id: f.shopA } })),
  shopAPage(`/api${SALE_PATHS.movements}`),
  shopARecord(`/api${SALE_PATHS.byNumber}/:numero/`, async (f) => ({
    params: { numero: (await saleInShopA(f)).numero_facture },
  })),
  shopARecord(`/api${SALE_PATHS.detail}/:id/`, aSale),
  shopARecord(`/api${SALE_PATHS.sale}/:id`, aSale),
  shopARecord(`/api${SALE_PATHS.pdf}/:id/pdf/`, aSale),
  shopARecord(`/api${SALE_PATHS.invoice}/:id/facture/`, aSale),
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
  shopARecord(`/api${SALE_PATHS.storeProducts}/:id/`, (f) => ({ params: { id: f.shopA } })),
];

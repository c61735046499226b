import { FIGURES, type MatrixRow, permitted, shopA, shopAPage } from './authorization-matrix.types.ts';

/**
 * Stock (gerants on their own shop, adjustments by direction). Part of
 * AUTHORIZATION_MATRIX. Every row targets shop A: its gerant and direction pass, shop B's gerant is
 * refused.
 */
export const STOCK_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/Magasins/stocks/add',
    expect: shopA(201),
    request: (f) => ({ body: { magasin: f.shopA, produit_id: f.articles.laine, quantite: 3, bain: 'B1' } }),
  },
  {
    method: 'POST',
    path: '/api/Stocks/ajustements',
    expect: permitted('stock:adjust', 201),
    request: (f) => ({
      body: { magasin: f.shopA, produit_id: f.articles.accessoire, quantite: 2, motif: 'Inventaire' },
    }),
  },
  shopAPage('/api/Magasins/stocks/magasin/:id', (f) => ({ params: { id: f.shopA } })),
  {
    method: 'GET',
    path: '/api/Magasins/stocks/produits/:type',
    expect: shopA(200),
    request: (f) => ({ params: { type: 'laines' }, query: { magasin: f.shopA } }),
    scope: FIGURES,
  },
  shopAPage('/api/Magasins/articles-niveau-seuil'),
  shopAPage('/api/Stocks/mouvements'),
];

import { type MatrixRow, pageRows, shopA } from './authorization-matrix.types.ts';

/**
 * Selling through a lost connection: the shop's copy a phone keeps, and the stock 'à régulariser'.
 * Part of AUTHORIZATION_MATRIX. A gerant reads their own shop's; the offline sale itself is the
 * sales route's row.
 */
export const OFFLINE_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/Magasins/:id/hors-ligne',
    expect: shopA(200),
    request: (f) => ({ params: { id: f.shopA } }),
    scope: 'named',
  },
  {
    method: 'GET',
    path: '/api/Stocks/a-regulariser',
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA } }),
    scope: { rows: pageRows },
  },
];

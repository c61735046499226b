import { type MatrixRow, shopAPage, shopARecord } from './authorization-matrix.types.ts';

/**
 * Selling through a lost connection: the shop's copy a phone keeps, and the stock 'à régulariser'.
 * Part of AUTHORIZATION_MATRIX. A gerant reads their own shop's; the offline sale itself is the
 * sales route's row.
 */
export const OFFLINE_ROWS: MatrixRow[] = [
  shopARecord('/api/Magasins/:id/hors-ligne', (f) => ({ params: { id: f.shopA } })),
  shopAPage('/api/Stocks/a-regulariser'),
];

import { FIGURES, type MatrixRow, shopA } from './authorization-matrix.types.ts';

/** Dashboard and statistics (a gerant sees their own shop only). Part of AUTHORIZATION_MATRIX. */
export const DASHBOARD_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/Clients/Statistiques/stats-système',
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA } }),
    scope: FIGURES,
  },
  {
    method: 'GET',
    path: '/api/Statistiques/ventes',
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA } }),
    scope: FIGURES,
  },
];

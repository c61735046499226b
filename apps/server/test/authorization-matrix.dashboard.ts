import { FIGURES, type MatrixRow, permitted, shopA } from './authorization-matrix.types.ts';

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
  // Margins and stock valuation: direction's only, whatever the shop.
  {
    method: 'GET',
    path: '/api/Statistiques/marges',
    expect: permitted('costs:view', 200),
    request: (f) => ({
      query: { magasin: f.shopA, groupe: 'magasin', date_debut: '2026-01-01', date_fin: '2026-01-31' },
    }),
  },
  {
    method: 'GET',
    path: '/api/Stocks/valorisation',
    expect: permitted('costs:view', 200),
    request: (f) => ({ query: { magasin: f.shopA, date: '2026-01-15' } }),
  },
];

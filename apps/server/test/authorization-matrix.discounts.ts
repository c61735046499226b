import {
  type MatrixFixtures,
  type MatrixRow,
  permitted,
  shopA,
  signedIn,
} from './authorization-matrix.types.ts';

/** An approval asked for shop A: 20 % off an accessory. */
const approvalBody = (f: MatrixFixtures) => ({
  magasin: f.shopA,
  articles: [
    {
      article: f.articles.accessoire,
      quantite: 1,
      remise: { type: 'pourcentage', valeur: 20, motif: 'negociation' },
    },
  ],
});

/** A pending approval of shop A, asked by direction, for a row to read or decide. */
const freshApproval = async (f: MatrixFixtures) =>
  ((await f.asDirection('POST', '/api/Ventes/accords-remise', approvalBody(f))) as { id: number }).id;

/**
 * Discounts: direction sets the caps, gives the codes and decides approvals; a gérant asks for
 * their own shop and reads their shop's asks. Part of AUTHORIZATION_MATRIX.
 */
export const DISCOUNT_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/Parametres/remises', expect: permitted('discounts:manage', 200) },
  { method: 'GET', path: '/api/Parametres/remises/mon-plafond', expect: signedIn(200), scope: 'shared' },
  {
    method: 'PUT',
    path: '/api/Parametres/remises',
    expect: permitted('discounts:manage', 200),
    request: () => ({ body: { plafond_gerant: 10, plafonds_utilisateurs: [] } }),
  },
  {
    method: 'POST',
    path: '/api/Parametres/remises/codes',
    expect: permitted('discounts:manage', 201),
    request: (f) => ({ body: { magasin: f.shopA, montant_max: 500000 } }),
  },
  {
    method: 'GET',
    path: '/api/Ventes/accords-remise',
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA } }),
    scope: { rows: (body) => (body as { magasin: { id: number } }[]).map((row) => row.magasin.id) },
  },
  {
    method: 'POST',
    path: '/api/Ventes/accords-remise',
    expect: shopA(201),
    request: (f) => ({ body: approvalBody(f) }),
  },
  {
    method: 'GET',
    path: '/api/Ventes/accords-remise/:id',
    expect: shopA(200),
    request: async (f) => ({ params: { id: await freshApproval(f) } }),
    scope: 'named',
  },
  {
    method: 'POST',
    path: '/api/Ventes/accords-remise/:id/accepter',
    expect: permitted('discounts:manage', 200),
    request: async (f) => ({ params: { id: await freshApproval(f) } }),
  },
  {
    method: 'POST',
    path: '/api/Ventes/accords-remise/:id/refuser',
    expect: permitted('discounts:manage', 200),
    request: async (f) => ({ params: { id: await freshApproval(f) } }),
  },
];

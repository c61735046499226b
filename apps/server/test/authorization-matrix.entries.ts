import { ENTRY_PATHS } from '@pelote/shared';
import { type MatrixFixtures, type MatrixRow, shopA, shopAPage } from './authorization-matrix.types.ts';

/** A delivery of shop A in the form's shape. */
const entryBody = (f: MatrixFixtures) => ({
  produit_id: f.articles.laine,
  produit_type: 'laine',
  bain: 'B2417',
  magasin_id: f.shopA,
  quantite: 2,
  prix_unitaire: 150000,
  prix_total: 300000,
  fournisseur: 'Filature du Bandama',
  reference_commande: 'BC-2025-001',
  date_entree: '2025-06-02',
  commentaire: 'Livraison du matin',
  type_entree: 'livraison',
});

/** Stock entries (a gerant records entries for their own shop). Part of AUTHORIZATION_MATRIX. */
export const ENTRY_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: `/api${ENTRY_PATHS.create}`,
    expect: shopA(201),
    request: (f) => ({ body: entryBody(f) }),
  },
  shopAPage(`/api${ENTRY_PATHS.list}`),
  {
    method: 'GET',
    path: `/api${ENTRY_PATHS.detail}/:id/`,
    expect: shopA(200),
    request: async (f) => {
      const entry = (await f.asDirection('POST', `/api${ENTRY_PATHS.create}`, entryBody(f))) as {
        id: number;
      };
      return { params: { id: entry.id } };
    },
    scope: 'named',
  },
];

import { ARTICLE_KINDS, BARCODE_PATHS, ENTRY_PATHS } from '@pelote/shared';
import {
  FIGURES,
  type MatrixFixtures,
  type MatrixRow,
  shopA,
  shopARecord,
  signedIn,
} from './authorization-matrix.types.ts';

/** A delivery of 3 units of the wool to shop A; its id. */
async function entryOfShopA(f: MatrixFixtures) {
  const entry = (await f.asDirection('POST', `/api${ENTRY_PATHS.create}`, {
    produit_id: f.articles.laine,
    produit_type: 'laine',
    bain: 'B2417',
    magasin_id: f.shopA,
    quantite: 3,
    prix_unitaire: 150000,
    fournisseur: 'Filature du Bandama',
    date_entree: '2025-06-02',
    type_entree: 'livraison',
  })) as { id: number };
  return entry.id;
}

/** The wool's barcode, read from its detail. */
async function woolCode(f: MatrixFixtures) {
  const wool = (await f.asDirection('GET', `/api${ARTICLE_KINDS.laine.api.detail}/${f.articles.laine}`)) as {
    code_barre: string;
  };
  return wool.code_barre;
}

/**
 * Barcodes: the lookup by code (everyone signed in; its stock figures are the reader's shop's) and
 * the label PDFs (any article's for everyone signed in; a delivery's for its shop). Part of
 * AUTHORIZATION_MATRIX.
 */
export const LABEL_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    path: `/api${BARCODE_PATHS.lookup}/:code`,
    expect: shopA(200),
    request: async (f) => ({ params: { code: await woolCode(f) }, query: { magasin: f.shopA } }),
    scope: FIGURES,
  },
  {
    method: 'GET',
    path: `/api${BARCODE_PATHS.articleLabels}`,
    expect: signedIn(200),
    request: (f) => ({ query: { articles: `${f.articles.laine},${f.articles.kit}`, copies: 2 } }),
    scope: 'shared',
  },
  shopARecord(`/api${BARCODE_PATHS.entryLabelsRoute}`, async (f) => ({
    params: { id: await entryOfShopA(f) },
    query: { format: '50x30' },
  })),
];

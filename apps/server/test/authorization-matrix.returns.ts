import { RETURN_PATHS, SALE_PATHS } from '@pelote/shared';
import { type MatrixFixtures, type MatrixRow, pageRows, shopA } from './authorization-matrix.types.ts';

/** A sale of one accessory in shop A to the matrix's client, recorded as direction: its id and line. */
async function saleInShopA(f: MatrixFixtures): Promise<{ id: number; ligne: number }> {
  await f.asDirection('POST', '/api/Magasins/stocks/add', {
    magasin: f.shopA,
    produit_id: f.articles.accessoire,
    quantite: 1,
  });
  const sale = (await f.asDirection('POST', `/api${SALE_PATHS.create}`, {
    client: f.clientId,
    magasin: f.shopA,
    articles: [{ article: f.articles.accessoire, quantite: 1 }],
  })) as { id: number; items: { id: number }[] };
  return { id: sale.id, ligne: sale.items[0]?.id ?? 0 };
}

/** The return of that one accessory, refunded as the client's credit balance (no till cash needed). */
const returnBody = (ligne: number) => ({
  lignes: [{ ligne, quantite: 1, etat: 'revendable', motif: 'Mauvaise couleur' }],
  remboursement: { methode: 'avoir_client' },
});

/** A credit note of shop A, made as direction: its id. */
async function creditNoteOfA(f: MatrixFixtures): Promise<number> {
  const sale = await saleInShopA(f);
  const note = (await f.asDirection(
    'POST',
    `/api${RETURN_PATHS.create}/${sale.id}/retours/`,
    returnBody(sale.ligne),
  )) as { id: number };
  return note.id;
}

/** Returns and credit notes (a gerant their own shop's, direction any). Part of AUTHORIZATION_MATRIX. */
export const RETURN_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: `/api${RETURN_PATHS.create}/:id/retours/`,
    expect: shopA(201),
    request: async (f) => {
      const sale = await saleInShopA(f);
      return { params: { id: sale.id }, body: returnBody(sale.ligne) };
    },
  },
  {
    method: 'GET',
    path: `/api${RETURN_PATHS.list}`,
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA, page_size: 100 } }),
    scope: { rows: pageRows },
  },
  {
    method: 'GET',
    path: `/api${RETURN_PATHS.creditNote}/:id/`,
    expect: shopA(200),
    request: async (f) => ({ params: { id: await creditNoteOfA(f) } }),
    scope: 'named',
  },
  {
    method: 'GET',
    path: `/api${RETURN_PATHS.creditNote}/:id/pdf/`,
    expect: shopA(200),
    request: async (f) => ({ params: { id: await creditNoteOfA(f) } }),
    scope: 'named',
  },
];

import { RETURN_PATHS } from '@pelote/shared';
import { saleInShopA } from './authorization-matrix.sales.ts';
import {
  type MatrixFixtures,
  type MatrixRow,
  shopA,
  shopAPage,
  shopARecord,
  wholePageOfA,
} from './authorization-matrix.types.ts';

/** A sale of one accessory in shop A to the matrix's client, recorded as direction: its id and line. */
async function accessorySoldInShopA(f: MatrixFixtures): Promise<{ id: number; ligne: number }> {
  const sale = await saleInShopA(f, 'accessoire');
  return { id: sale.id, ligne: sale.items[0]?.id ?? 0 };
}

/** The return of that one accessory, refunded as the client's credit balance (no till cash needed). */
const returnBody = (ligne: number) => ({
  lignes: [{ ligne, quantite: 1, etat: 'revendable', motif: 'Mauvaise couleur' }],
  remboursement: { methode: 'avoir_client' },
});

/** A credit note of shop A, made as direction: its id. */
async function creditNoteOfA(f: MatrixFixtures): Promise<number> {
  const sale = await accessorySoldInShopA(f);
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
      const sale = await accessorySoldInShopA(f);
      return { params: { id: sale.id }, body: returnBody(sale.ligne) };
    },
  },
  shopAPage(`/api${RETURN_PATHS.list}`, wholePageOfA),
  shopARecord(`/api${RETURN_PATHS.creditNote}/:id/`, async (f) => ({
    params: { id: await creditNoteOfA(f) },
  })),
  shopARecord(`/api${RETURN_PATHS.creditNote}/:id/pdf/`, async (f) => ({
    params: { id: await creditNoteOfA(f) },
  })),
];

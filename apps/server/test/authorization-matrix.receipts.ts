import { RETURN_PATHS } from '@pelote/shared';
import { saleInShopA } from './authorization-matrix.sales.ts';
import {
  everyone,
  type MatrixFixtures,
  type MatrixRow,
  shopA,
  shopARecord,
} from './authorization-matrix.types.ts';

const aSale = async (f: MatrixFixtures) => ({ params: { id: (await saleInShopA(f, 'accessoire')).id } });

/** A credit note of shop A (one accessory back, as the client's credit): its id. */
async function creditNoteOfA(f: MatrixFixtures) {
  const sale = await saleInShopA(f, 'accessoire');
  const note = (await f.asDirection('POST', `/api${RETURN_PATHS.create}/${sale.id}/retours/`, {
    lignes: [{ ligne: sale.items[0]?.id, quantite: 1, etat: 'revendable', motif: 'Mauvaise couleur' }],
    remboursement: { methode: 'avoir_client' },
  })) as { id: number };
  return note.id;
}

/** A live public link of a sale of shop A: the token its URL ends with. */
async function publicToken(f: MatrixFixtures) {
  const { params } = await aSale(f);
  const link = (await f.asDirection('POST', `/api/Mouvements/ventes/${params.id}/lien-public`)) as {
    url: string;
  };
  return link.url.split('/').at(-1) ?? '';
}

/** Tickets and public invoice links (a gerant their own shop's, direction any). Part of AUTHORIZATION_MATRIX. */
export const RECEIPT_ROWS: MatrixRow[] = [
  shopARecord('/api/Mouvements/ventes/:id/ticket', aSale),
  shopARecord('/api/Mouvements/avoirs/:id/ticket', async (f) => ({ params: { id: await creditNoteOfA(f) } })),
  { method: 'POST', path: '/api/Mouvements/ventes/:id/lien-public', expect: shopA(201), request: aSale },
  { method: 'DELETE', path: '/api/Mouvements/ventes/:id/lien-public', expect: shopA(200), request: aSale },
  // The link itself: anyone holding it, signed in or not.
  {
    method: 'GET',
    path: '/api/public/factures/:token',
    expect: everyone(200),
    request: async (f) => ({ params: { token: await publicToken(f) } }),
    scope: 'shared',
  },
];

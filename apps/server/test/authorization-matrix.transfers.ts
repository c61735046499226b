import {
  type Expectations,
  FIGURES,
  type MatrixFixtures,
  type MatrixRow,
  shopA,
  shopARecord,
  signedIn,
} from './authorization-matrix.types.ts';

/**
 * Transfers between shops. Part of AUTHORIZATION_MATRIX. The sending side creates, ships and
 * cancels; the receiving side receives; either side reads. Each step gets a transfer of its own,
 * made as direction, so the callers never disturb each other.
 */

const one = (f: MatrixFixtures, source: number, destination: number) => ({
  source,
  destination,
  lignes: [{ article: f.articles.accessoire, quantite: 1 }],
});

/** A draft from `source` to `destination` of one accessory, stocked at the sender: its id. */
async function draftOf(f: MatrixFixtures, source: number, destination: number): Promise<number> {
  await f.asDirection('POST', '/api/Magasins/stocks/add', {
    magasin: source,
    produit_id: f.articles.accessoire,
    quantite: 1,
  });
  return ((await f.asDirection('POST', '/api/Transferts/', one(f, source, destination))) as { id: number })
    .id;
}

async function shippedOf(f: MatrixFixtures, source: number, destination: number): Promise<number> {
  const id = await draftOf(f, source, destination);
  await f.asDirection('POST', `/api/Transferts/${id}/expedier`);
  return id;
}

/** A shop on neither side of shop A's gerant and shop B's: made once. */
const third = new WeakMap<MatrixFixtures, Promise<number>>();
const thirdShop = (f: MatrixFixtures) => {
  const known = third.get(f) ?? f.freshShop();
  third.set(f, known);
  return known;
};

/**
 * The list is checked as figures: a gerant's list is direction's list of the transfers from or to
 * that shop, and direction's whole list holds more (a transfer between shop B and a third shop).
 */
const withTransferElsewhere = new WeakSet<MatrixFixtures>();
async function listRequest(f: MatrixFixtures) {
  if (!withTransferElsewhere.has(f)) {
    withTransferElsewhere.add(f);
    await draftOf(f, f.shopB, await thirdShop(f));
  }
  return { query: { magasin: f.shopA, page_size: 100 } };
}

/** The receiving side: a transfer from shop B into shop A. */
const receiver: Expectations = shopA(200);

export const TRANSFER_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/Transferts/',
    expect: shopA(201),
    request: (f) => ({ body: one(f, f.shopA, f.shopB) }),
  },
  {
    method: 'POST',
    path: '/api/Transferts/:id/expedier',
    expect: shopA(200),
    request: async (f) => ({ params: { id: await draftOf(f, f.shopA, f.shopB) } }),
  },
  {
    method: 'POST',
    path: '/api/Transferts/:id/recevoir',
    expect: receiver,
    request: async (f) => ({ params: { id: await shippedOf(f, f.shopB, f.shopA) }, body: { lignes: [] } }),
  },
  {
    method: 'POST',
    path: '/api/Transferts/:id/annuler',
    expect: shopA(200),
    request: async (f) => ({ params: { id: await draftOf(f, f.shopA, f.shopB) } }),
  },
  {
    method: 'GET',
    path: '/api/Transferts/',
    expect: shopA(200),
    request: listRequest,
    scope: FIGURES,
  },
  { method: 'GET', path: '/api/Transferts/magasins', expect: signedIn(200), scope: 'shared' },
  shopARecord('/api/Transferts/:id', async (f) => ({
    params: { id: await draftOf(f, f.shopA, await thirdShop(f)) },
  })),
];

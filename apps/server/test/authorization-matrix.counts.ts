import {
  FIGURES,
  type MatrixFixtures,
  type MatrixRow,
  permitted,
  shopA,
  shopAPage,
  shopARecord,
} from './authorization-matrix.types.ts';

/**
 * Stock counts and the loss report. Part of AUTHORIZATION_MATRIX. A gerant opens, counts and cancels
 * their shop's counts; direction validates. One count is open per shop at a time: each row that
 * needs an open count of shop A closes the one before (as direction) and opens its own.
 */

async function openCountOfA(f: MatrixFixtures): Promise<number> {
  const page = (await f.asDirection('GET', `/api/Inventaires/?magasin=${f.shopA}&statut=en_cours`)) as {
    results: { id: number }[];
  };
  for (const open of page.results) await f.asDirection('POST', `/api/Inventaires/${open.id}/annuler`);
  const opened = (await f.asDirection('POST', '/api/Inventaires/', { magasin: f.shopA })) as { id: number };
  return opened.id;
}

/** Opening a count: shop A has none open when the row runs (the row before it may have left one). */
async function noneOpen(f: MatrixFixtures) {
  await f.asDirection('POST', `/api/Inventaires/${await openCountOfA(f)}/annuler`);
  return { body: { magasin: f.shopA } };
}

/** The list holds a count of each shop: one of shop B, made once (and cancelled). */
const withCountOfB = new WeakSet<MatrixFixtures>();
async function listRequest(f: MatrixFixtures) {
  if (!withCountOfB.has(f)) {
    withCountOfB.add(f);
    const opened = (await f.asDirection('POST', '/api/Inventaires/', { magasin: f.shopB })) as { id: number };
    await f.asDirection('POST', `/api/Inventaires/${opened.id}/annuler`);
  }
  return { query: { magasin: f.shopA, page_size: 100 } };
}

export const COUNT_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/Inventaires/',
    expect: shopA(201),
    request: noneOpen,
  },
  {
    method: 'PUT',
    path: '/api/Inventaires/:id/lignes',
    expect: shopA(200),
    request: async (f) => ({
      params: { id: await openCountOfA(f) },
      body: [{ article: f.articles.accessoire, quantite_comptee: 1 }],
    }),
  },
  {
    method: 'POST',
    path: '/api/Inventaires/:id/valider',
    expect: permitted('counts:validate', 200),
    request: async (f) => ({ params: { id: await openCountOfA(f) }, body: { motifs: {} } }),
  },
  {
    method: 'POST',
    path: '/api/Inventaires/:id/annuler',
    expect: shopA(200),
    request: async (f) => ({ params: { id: await openCountOfA(f) } }),
  },
  shopAPage('/api/Inventaires/', listRequest),
  shopARecord('/api/Inventaires/:id', async (f) => ({ params: { id: await openCountOfA(f) } })),
  shopARecord('/api/Inventaires/:id/articles', async (f) => ({ params: { id: await openCountOfA(f) } })),
  {
    method: 'GET',
    path: '/api/Stocks/pertes',
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA } }),
    scope: FIGURES,
  },
];

import {
  ALLOWED,
  type MatrixFixtures,
  type MatrixRow,
  pageRows,
  permitted,
  shopA,
  shopAPage,
  shopARecord,
  signedIn,
} from './authorization-matrix.types.ts';

/**
 * Layaways ('Mises de côté'). Part of AUTHORIZATION_MATRIX. Shop A's gerant and direction act on
 * shop A's; direction alone sets the settings and runs the expiry now. Each step gets a layaway of
 * its own, made as direction with stock added for it, so the callers never disturb each other.
 */

const cash = (montant: number) => ({ methode: 'especes', montant, montant_recu: montant });

const oneAccessory = (f: MatrixFixtures, magasin: number) => ({
  client: f.clientId,
  magasin,
  lignes: [{ article: f.articles.accessoire, quantite: 1 }],
  paiements: [cash(1_000)],
});

async function stockOne(f: MatrixFixtures, magasin: number) {
  await f.asDirection('POST', '/api/Magasins/stocks/add', {
    magasin,
    produit_id: f.articles.accessoire,
    quantite: 1,
  });
}

/** A new layaway of one accessory in `magasin` (shop A unless told): its id. */
async function layawayOf(f: MatrixFixtures, deposit = 1_000): Promise<number> {
  await stockOne(f, f.shopA);
  const body = { ...oneAccessory(f, f.shopA), paiements: [cash(deposit)] };
  return ((await f.asDirection('POST', '/api/MisesDeCote/', body)) as { id: number }).id;
}

/** A due date 60 days ahead, 'yyyy-mm-dd'. */
const later = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

const settings = { depot_annulation: 'avoir', delai_grace_jours: 7, duree_jours: 30 };

export const LAYAWAY_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/MisesDeCote/',
    expect: shopA(201),
    request: async (f) => {
      await stockOne(f, f.shopA);
      return { body: oneAccessory(f, f.shopA) };
    },
  },
  {
    method: 'POST',
    path: '/api/MisesDeCote/:id/versements',
    expect: shopA(201),
    request: async (f) => ({ params: { id: await layawayOf(f) }, body: { paiements: [cash(500)] } }),
  },
  {
    method: 'POST',
    path: '/api/MisesDeCote/:id/retrait',
    expect: shopA(201),
    // A deposit above any price: the pickup needs no balance (what is left becomes an avoir).
    request: async (f) => ({ params: { id: await layawayOf(f, 100_000_000) }, body: { paiements: [] } }),
  },
  {
    method: 'POST',
    path: '/api/MisesDeCote/:id/annuler',
    expect: shopA(200),
    request: async (f) => ({ params: { id: await layawayOf(f) }, body: { motif: 'Test' } }),
  },
  {
    method: 'POST',
    path: '/api/MisesDeCote/:id/prolonger',
    expect: shopA(200),
    request: async (f) => ({ params: { id: await layawayOf(f) }, body: { echeance: later() } }),
  },
  {
    method: 'POST',
    path: '/api/MisesDeCote/:id/relances',
    expect: shopA(201),
    request: async (f) => ({ params: { id: await layawayOf(f) }, body: { canal: 'whatsapp' } }),
  },
  { method: 'POST', path: '/api/MisesDeCote/expirer', expect: permitted('layaways:manage', 200) },
  {
    method: 'PUT',
    path: '/api/Parametres/mises-de-cote',
    expect: permitted('layaways:manage', 200),
    request: () => ({ body: settings }),
  },
  { method: 'GET', path: '/api/Parametres/mises-de-cote', expect: signedIn(200), scope: 'shared' },
  shopAPage('/api/MisesDeCote/', (f) => ({ query: { magasin: f.shopA, page_size: 100 } })),
  {
    method: 'GET',
    path: '/api/MisesDeCote/relances',
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA, page_size: 100 } }),
    scope: { rows: pageRows },
  },
  shopARecord('/api/MisesDeCote/:id', async (f) => ({ params: { id: await layawayOf(f) } })),
  // The fixtures' client may have no usable phone (400): what is checked is who may ask.
  {
    ...shopARecord('/api/MisesDeCote/:id/relance', async (f) => ({ params: { id: await layawayOf(f) } })),
    expect: shopA(ALLOWED),
  },
];

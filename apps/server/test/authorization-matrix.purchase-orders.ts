import {
  FIGURES,
  type MatrixFixtures,
  type MatrixRow,
  permitted,
  shopA,
  shopAPage,
  shopARecord,
  wholePageOfA,
} from './authorization-matrix.types.ts';

/**
 * Purchase orders and the reorder. Part of AUTHORIZATION_MATRIX. Direction drafts, edits, sends,
 * cancels and closes orders and sets the reorder's settings; the receiving shop's gerant (or
 * direction) receives; a gerant reads their own shop's orders and suggestions. Each step gets an
 * order of its own, made as direction, so the callers never disturb each other.
 */

type Order = { id: number; lignes: { id: number }[] };

/** One supplier for every row, made once. */
const suppliers = new WeakMap<MatrixFixtures, Promise<number>>();
function supplierOf(f: MatrixFixtures): Promise<number> {
  const known =
    suppliers.get(f) ??
    f
      .asDirection('POST', '/api/Fournisseurs/', {
        nom: `Fournisseur commandes ${f.unique()}`,
        delai_livraison: 5,
      })
      .then((supplier) => (supplier as { id: number }).id);
  suppliers.set(f, known);
  return known;
}

/** A min/max of 1 to 4 for `article` in `magasin`, whose stock is 0: 4 to order. */
const toOrder = (f: MatrixFixtures, magasin: number, article: number) =>
  f.asDirection('PUT', '/api/Reassort/min-max', { magasin, article, minimum: 1, maximum: 4 });

/** One article of shop B's reorder, made once. */
const shopBArticles = new WeakMap<MatrixFixtures, Promise<number>>();
function shopBArticleOf(f: MatrixFixtures): Promise<number> {
  const known = shopBArticles.get(f) ?? f.freshArticle('kit');
  shopBArticles.set(f, known);
  return known;
}

const orderBody = async (f: MatrixFixtures) => ({
  fournisseur: await supplierOf(f),
  magasin: f.shopA,
  lignes: [{ article: f.articles.accessoire, quantite: 3, prix_unitaire: 100000 }],
});

/** A draft for shop A of three accessories. */
const draftOf = async (f: MatrixFixtures) =>
  (await f.asDirection('POST', '/api/BonsDeCommande/', await orderBody(f))) as Order;

/** The same, sent to its supplier. */
async function sentOf(f: MatrixFixtures): Promise<Order> {
  const draft = await draftOf(f);
  return (await f.asDirection('POST', `/api/BonsDeCommande/${draft.id}/envoyer`)) as Order;
}

const manage = (status: number) => permitted('purchase-orders:manage', status);

export const PURCHASE_ORDER_ROWS: MatrixRow[] = [
  shopAPage('/api/BonsDeCommande/', wholePageOfA),
  {
    method: 'POST',
    path: '/api/BonsDeCommande/',
    expect: manage(201),
    request: async (f) => ({ body: await orderBody(f) }),
  },
  shopARecord('/api/BonsDeCommande/:id', async (f) => ({ params: { id: (await draftOf(f)).id } })),
  shopARecord('/api/BonsDeCommande/:id/pdf', async (f) => ({ params: { id: (await draftOf(f)).id } })),
  {
    method: 'PUT',
    path: '/api/BonsDeCommande/:id',
    expect: manage(200),
    request: async (f) => ({ params: { id: (await draftOf(f)).id }, body: await orderBody(f) }),
  },
  ...(['envoyer', 'annuler'] as const).map(
    (step): MatrixRow => ({
      method: 'POST',
      path: `/api/BonsDeCommande/:id/${step}`,
      expect: manage(200),
      request: async (f) => ({ params: { id: (await draftOf(f)).id } }),
    }),
  ),
  {
    method: 'POST',
    path: '/api/BonsDeCommande/:id/solder',
    expect: manage(200),
    request: async (f) => ({ params: { id: (await sentOf(f)).id }, body: { motif: 'Plus fabriqué' } }),
  },
  {
    method: 'POST',
    path: '/api/BonsDeCommande/:id/receptions',
    expect: shopA(201),
    request: async (f) => {
      const order = await sentOf(f);
      return { params: { id: order.id }, body: { lignes: [{ ligne: order.lignes[0]?.id, quantite: 1 }] } };
    },
  },
  {
    method: 'GET',
    path: '/api/Reassort/',
    expect: shopA(200),
    request: (f) => ({ query: { magasin: f.shopA, tous: 'true' } }),
    scope: {
      rows: (body) =>
        (body as { lignes: { magasin: { id: number } }[] }).lignes.map((line) => line.magasin.id),
    },
  },
  {
    method: 'GET',
    path: '/api/Reassort/nombre',
    expect: shopA(200),
    request: async (f) => {
      // An article of shop B to order (a min/max above its empty stock): every shop's count is
      // then not shop A's.
      await toOrder(f, f.shopB, await shopBArticleOf(f));
      return { query: { magasin: f.shopA } };
    },
    scope: FIGURES,
  },
  {
    method: 'PUT',
    path: '/api/Reassort/min-max',
    expect: manage(200),
    request: (f) => ({ body: { magasin: f.shopA, article: f.articles.accessoire, minimum: 2, maximum: 8 } }),
  },
  {
    method: 'PUT',
    path: '/api/Reassort/articles/:id',
    expect: manage(200),
    request: async (f) => ({
      params: { id: f.articles.accessoire },
      body: { fournisseur: await supplierOf(f), colisage: 2, stock_securite: 1 },
    }),
  },
  {
    method: 'POST',
    path: '/api/Reassort/bon-de-commande',
    expect: manage(201),
    request: async (f) => {
      // A min/max of a fresh article in shop A, from the supplier: something to order.
      const article = await f.freshArticle('kit');
      const fournisseur = await supplierOf(f);
      await toOrder(f, f.shopA, article);
      await f.asDirection('PUT', `/api/Reassort/articles/${article}`, {
        fournisseur,
        colisage: null,
        stock_securite: null,
      });
      return { body: { magasin: f.shopA, fournisseur, articles: [article] } };
    },
  },
];

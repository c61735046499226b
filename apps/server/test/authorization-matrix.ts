/**
 * THE AUTHORIZATION MATRIX: every route the application registers, and the status each kind of
 * caller gets (direction everything; a gerant their own shop's data, never the users, the shops'
 * settings or the catalogue's writes). `src/authorization.test.ts` fails when a registered route
 * has no row here, and checks every row for every caller, on PGlite and on PostgreSQL.
 *
 * EVERY NEW ROUTE IS ADDED HERE (one row per method + path, as registered, prefix
 * included), with the request that exercises it: path params pointing at shop A's resources, a
 * minimal valid body. A shop-scoped route says what the gerant of shop B gets on shop A's data.
 *
 * Callers: `anonymous` (no token), `gerantA` (gerant of shop A), `gerantB` (gerant of shop B),
 * `direction`. An expectation is an exact status, or ALLOWED ("neither 401 nor 403, nor a 5xx")
 * where the success code depends on data another module decides.
 *
 * Every GET a gerant may call also says what of it belongs to a shop (`scope`, see ShopScope), so
 * the test can check, with data in both shops, that a gerant reads nothing of the other shop.
 */

import { CLIENT_ACCOUNT_ROWS } from './authorization-matrix.client-accounts.ts';
import { CLIENT_ROWS } from './authorization-matrix.clients.ts';
import { COUNT_ROWS } from './authorization-matrix.counts.ts';
import { DASHBOARD_ROWS } from './authorization-matrix.dashboard.ts';
import { DISCOUNT_ROWS } from './authorization-matrix.discounts.ts';
import { ENTRY_ROWS } from './authorization-matrix.entries.ts';
import { IMPORT_ROWS } from './authorization-matrix.imports.ts';
import { JOURNAL_ROWS } from './authorization-matrix.journal.ts';
import { LABEL_ROWS } from './authorization-matrix.labels.ts';
import { LAYAWAY_ROWS } from './authorization-matrix.layaways.ts';
import { OFFLINE_ROWS } from './authorization-matrix.offline.ts';
import { PRICE_LIST_ROWS } from './authorization-matrix.price-lists.ts';
import { PURCHASE_ORDER_ROWS } from './authorization-matrix.purchase-orders.ts';
import { RECEIPT_ROWS } from './authorization-matrix.receipts.ts';
import { RECONCILIATION_ROWS } from './authorization-matrix.reconciliation.ts';
import { RETURN_ROWS } from './authorization-matrix.returns.ts';
import { SALE_ROWS } from './authorization-matrix.sales.ts';
import { STOCK_ROWS } from './authorization-matrix.stock.ts';
import { SUPPLIER_ROWS } from './authorization-matrix.suppliers.ts';
import { TILL_ROWS } from './authorization-matrix.till.ts';
import { TRANSFER_ROWS } from './authorization-matrix.transfers.ts';
import {
  type ArticleKey,
  everyone,
  FIGURES,
  type MatrixFixtures,
  type MatrixRow,
  PNG,
  permitted,
  type ShopScope,
  shopA,
  shopAPage,
  signedIn,
} from './authorization-matrix.types.ts';

export * from './authorization-matrix.types.ts';

// ---- Bodies -----------------------------------------------------------------------------------

const shopBody = (f: MatrixFixtures) => ({
  nom: `Boutique ${f.unique()}`,
  quartier: 'Cocody',
  is_active: true,
});
const userBody = (f: MatrixFixtures) => {
  const n = f.unique();
  return {
    username: `matrice${n}`,
    email: `matrice${n}@pelote.test`,
    first_name: 'Aya',
    last_name: 'Kouassi',
    password: 'motdepasse-solide',
    role: 'gerant',
    nationalite: 'FR',
    telephone: '',
    magasin: f.shopA,
  };
};

/** A minimal valid create/edit body of each catalogue type. */
export const ARTICLE_BODIES: Record<ArticleKey, Record<string, unknown>> = {
  laine: { nom: 'Mérinos', prix_unitaire: 150000 },
  accessoire: {
    nom: 'Aiguilles 4 mm',
    type_accessoire: 'Aiguilles',
    description: 'Bambou',
    prix_unitaire: 250000,
  },
  habit: {
    nom: 'Pull marin',
    type_habit: 'Pull',
    description: 'Mérinos',
    taille: 'M',
    sexe: 'Femme',
    prix_unitaire: 1500000,
  },
  trousse: {
    nom: 'Trousse crochet',
    prix_unitaire: 500000,
    composants: [{ nom: 'Crochet 3 mm', quantite: 2 }],
  },
  kit: { nom: 'Kit amigurumi', prix_unitaire: 1200000, contenance: 'Laine, crochet, yeux' },
  machine: { nom: 'Machine à coudre', marque: 'Singer', prix_unitaire: 15000000 },
  composant: { nom: 'Fermeture 20 cm', type: 'Fermeture', quantite: 1, prix_unitaire: 15000 },
};

/**
 * The five routes of one catalogue type: everyone signed in reads (the stock counted for shop A,
 * which the gerant of shop B may not ask for), direction writes.
 */
function catalogueRows(
  kind: ArticleKey,
  paths: { list: string; create: string; edit: string; detail: string; remove: string },
): MatrixRow[] {
  const body = ARTICLE_BODIES[kind];
  // A pouch component answers no stock figure (its shop stock has its own route).
  const scope: ShopScope = kind === 'composant' ? 'shared' : FIGURES;
  return [
    {
      method: 'GET',
      path: paths.list,
      expect: shopA(200),
      request: (f) => ({ query: { magasin: f.shopA } }),
      scope,
    },
    {
      method: 'POST',
      path: paths.create,
      expect: permitted('catalogue:write', 201),
      request: () => ({ body }),
    },
    {
      method: 'PUT',
      path: `${paths.edit}/:id`,
      expect: permitted('catalogue:write', 200),
      request: (f) => ({ params: { id: f.articles[kind] }, body }),
    },
    {
      method: 'GET',
      path: `${paths.detail}/:id`,
      expect: shopA(200),
      request: (f) => ({ params: { id: f.articles[kind] }, query: { magasin: f.shopA } }),
      scope,
    },
    {
      method: 'PATCH',
      path: `${paths.remove}/:id`,
      expect: permitted('catalogue:write', 200),
      request: async (f) => ({ params: { id: await f.freshArticle(kind) } }),
    },
  ];
}

// ---- The matrix -------------------------------------------------------------------------------

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  // Health
  { method: 'GET', path: '/api/health', expect: everyone(200), scope: 'shared' },
  { method: 'GET', path: '/api/health/live', expect: everyone(200), scope: 'shared' },

  // Sign-in and session
  {
    method: 'POST',
    path: '/api/Users/authenticate-user',
    expect: everyone(200),
    request: (f) => ({ body: f.spare }),
  },
  {
    method: 'POST',
    path: '/api/auth/refresh',
    expect: everyone(200),
    request: async (f) => ({ body: { refreshToken: await f.freshRefreshToken() } }),
  },
  { method: 'POST', path: '/api/auth/logout', expect: everyone(204), freshSession: true },
  {
    method: 'PUT',
    path: '/api/auth/password',
    // A wrong current password: refused as bad input (400), which proves the route was reached.
    expect: signedIn(400),
    request: () => ({ body: { current_password: 'pas-le-bon', new_password: 'nouveau-motdepasse' } }),
  },
  {
    method: 'PUT',
    path: '/api/auth/profile',
    expect: signedIn(200),
    request: (f) => ({
      body: { first_name: 'Awa', last_name: 'Koné', email: `profil${f.unique()}@pelote.test` },
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/request',
    expect: everyone(200),
    request: () => ({ body: { email: 'personne@pelote.test' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    expect: everyone(400),
    request: () => ({ body: { token: 'jeton-invalide', new_password: 'nouveau-motdepasse' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    expect: everyone(400),
    request: () => ({ body: { token: 'jeton-invalide' } }),
  },
  { method: 'POST', path: '/api/auth/resend-verification', expect: signedIn(200) },

  // Users (direction only, except one's own record and the countries)
  { method: 'GET', path: '/api/Users/info-user/', expect: signedIn(200), scope: 'shared' },
  {
    method: 'POST',
    path: '/api/Users/user-create',
    expect: permitted('users:manage', 201),
    request: (f) => ({ body: userBody(f) }),
  },
  { method: 'GET', path: '/api/Users/liste-users/', expect: permitted('users:manage', 200) },
  {
    method: 'GET',
    path: '/api/Users/detail-user/:id',
    expect: permitted('users:manage', 200),
    request: (f) => ({ params: { id: f.gerantAId } }),
  },
  {
    method: 'PUT',
    path: '/api/Users/update-user/:id',
    expect: permitted('users:manage', 200),
    request: async (f) => {
      const { password: _password, ...body } = userBody(f);
      return { params: { id: await f.freshUser() }, body: { ...body, is_active: true } };
    },
  },
  {
    method: 'PATCH',
    path: '/api/Users/delete-user/:id',
    expect: permitted('users:manage', 200),
    request: async (f) => ({ params: { id: await f.freshUser() } }),
  },
  { method: 'GET', path: '/api/Users/countries/', expect: signedIn(200), scope: 'shared' },

  // Shops (a gerant lists their own shop only)
  {
    method: 'GET',
    path: '/api/Magasins/liste-magasins',
    expect: signedIn(200),
    scope: { rows: (body) => (body as { id: number }[]).map((shop) => shop.id) },
  },
  {
    method: 'POST',
    path: '/api/Magasins/magasin-create',
    expect: permitted('shops:manage', 201),
    request: (f) => ({ body: shopBody(f) }),
  },
  {
    method: 'PUT',
    path: '/api/Magasins/magasin-update/:id',
    expect: permitted('shops:manage', 200),
    request: (f) => ({
      params: { id: f.shopA },
      body: { nom: 'Boutique A', quartier: 'Cocody', is_active: true },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/Magasins/magasin-delete/:id',
    expect: permitted('shops:manage', 200),
    request: async (f) => ({ params: { id: await f.freshShop() } }),
  },
  {
    method: 'POST',
    path: '/api/Magasins/upload-photo',
    expect: permitted('shops:manage', 201),
    request: () => ({
      file: {
        field: 'photo',
        filename: 'devanture.png',
        contentType: 'image/png',
        bytes: PNG,
      },
    }),
  },

  // Shop photos and older uploaded files: public, like any image of the web app
  {
    method: 'GET',
    path: '/api/Magasins/photos/:name',
    expect: everyone(200),
    request: (f) => ({ params: { name: f.photoName } }),
    scope: 'shared',
  },
  {
    method: 'GET',
    path: '/uploads/:name',
    expect: everyone(200),
    request: (f) => ({ params: { name: f.uploadName } }),
    scope: 'shared',
  },

  // Catalogue (everyone signed in reads, direction writes)
  ...catalogueRows('laine', {
    list: '/api/Articles/list-laines',
    create: '/api/Articles/laines/create',
    edit: '/api/Articles/laines/edit-laine',
    detail: '/api/Articles/laines/detail-laine',
    remove: '/api/Articles/laines/delete-laine',
  }),
  ...catalogueRows('accessoire', {
    list: '/api/Articles/list-accessoires',
    create: '/api/Articles/accessoires/create',
    edit: '/api/Articles/accessoires/edit-accessoire',
    detail: '/api/Articles/accessoires/detail-accessoire',
    remove: '/api/Articles/accessoires/delete-accessoire',
  }),
  ...catalogueRows('habit', {
    list: '/api/Articles/list-habits',
    create: '/api/Articles/habits/create',
    edit: '/api/Articles/habits/edit-habit',
    detail: '/api/Articles/habits/detail-habit',
    remove: '/api/Articles/habits/delete-habit',
  }),
  ...catalogueRows('trousse', {
    list: '/api/Articles/list-trousses',
    create: '/api/Articles/trousse/create',
    edit: '/api/Articles/trousse/edit-trousse',
    detail: '/api/Articles/trousse/detail-trousse',
    remove: '/api/Articles/trousse/delete-trousse',
  }),
  ...catalogueRows('kit', {
    list: '/api/Articles/list-kits',
    create: '/api/Articles/kits/create',
    edit: '/api/Articles/kits/edit-kit',
    detail: '/api/Articles/kits/detail-kit',
    remove: '/api/Articles/kits/delete-kit',
  }),
  ...catalogueRows('machine', {
    list: '/api/Articles/list-machines',
    create: '/api/Articles/machines/create',
    edit: '/api/Articles/machines/edit-machine',
    detail: '/api/Articles/machines/detail-machine',
    remove: '/api/Articles/machines/delete-machine',
  }),
  ...catalogueRows('composant', {
    list: '/api/Articles/list-trousseComposants',
    create: '/api/Articles/trousseComposant/create',
    edit: '/api/Articles/trousseComposant/edit-trousseComposant',
    detail: '/api/Articles/trousseComposant/detail-trousseComposant',
    remove: '/api/Articles/trousseComposant/delete-trousseComposant',
  }),
  shopAPage('/api/Articles/trousseComposant/list-trousseComposant/:shopId', (f) => ({
    params: { shopId: f.shopA },
  })),
  { method: 'GET', path: '/api/Articles/catalogue/resume', expect: signedIn(200), scope: 'shared' },
  {
    method: 'GET',
    path: '/api/Articles/catalogue/recherche',
    expect: signedIn(200),
    request: () => ({ query: { q: 'laine' } }),
    scope: 'shared',
  },

  ...CLIENT_ROWS,
  ...STOCK_ROWS,
  ...ENTRY_ROWS,
  ...SUPPLIER_ROWS,
  ...DISCOUNT_ROWS,
  ...RECEIPT_ROWS,
  ...PRICE_LIST_ROWS,
  ...PURCHASE_ORDER_ROWS,
  ...SALE_ROWS,
  ...DASHBOARD_ROWS,
  ...JOURNAL_ROWS,
  ...TILL_ROWS,
  ...IMPORT_ROWS,
  ...RETURN_ROWS,
  ...CLIENT_ACCOUNT_ROWS,
  ...TRANSFER_ROWS,
  ...LAYAWAY_ROWS,
  ...COUNT_ROWS,
  ...OFFLINE_ROWS,
  ...LABEL_ROWS,
  ...RECONCILIATION_ROWS,
];

import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import {
  DISCOUNT_PATHS,
  ENTRY_PATHS,
  RECONCILIATION_PATHS,
  RETURN_PATHS,
  SALE_PATHS,
  TILL_PATHS,
} from '@pelote/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ARTICLE_BODIES,
  type ArticleKey,
  type MatrixFixtures,
  type MatrixRequest,
  type MatrixRow,
  PNG,
  type Principal,
} from './authorization-matrix.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Drives the rows of the authorization matrix: an application whose registered routes are
 * recorded, the fixtures the rows' requests use, one signed-in caller of each kind, and the
 * request of a row as a given caller. Used by the authorization and the bad-input tests.
 */

export type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<TestApp['signedIn']>>;
export type Callers = Record<Exclude<Principal, 'anonymous'>, Signed>;
export type Matrix = { t: TestApp; fixtures: MatrixFixtures; callers: Callers; registered: Set<string> };

export const routeKey = (method: string, url: string) =>
  `${method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;
/** The API and the uploaded files; the API description (/api/docs) is a tool's, not ours. */
const checked = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/uploads/')) && !url.startsWith('/api/docs');

const ARTICLE_CREATE_PATHS: Record<ArticleKey, string> = {
  laine: '/api/Articles/laines/create',
  accessoire: '/api/Articles/accessoires/create',
  habit: '/api/Articles/habits/create',
  trousse: '/api/Articles/trousse/create',
  kit: '/api/Articles/kits/create',
  machine: '/api/Articles/machines/create',
  composant: '/api/Articles/trousseComposant/create',
};

export function multipart(file: {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
  fields?: Record<string, string>;
}) {
  const boundary = '----pelote-matrix-boundary';
  const fields = Object.entries(file.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    fields.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A fresh application (routes recorded as they register), two shops, callers and fixtures. */
export async function setUpMatrix(): Promise<Matrix> {
  const registered = new Set<string>();
  const collectRoutes = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      if (!checked(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // HEAD is added by Fastify beside each GET; the GET row stands for it.
      for (const method of methods) if (method !== 'HEAD') registered.add(routeKey(method, route.url));
    });
  };
  let t: TestApp;
  diagnostics.subscribe('fastify.initialization', collectRoutes);
  try {
    t = await createTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collectRoutes);
  }

  const created = async (url: string, body: unknown, headers: Headers): Promise<number> => {
    const response = await t.inject({
      method: 'POST',
      url,
      headers,
      payload: body as InjectOptions['payload'],
    });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { id: number }).id;
  };

  const shopA = (await t.createShop({ nom: 'Boutique A', quartier: 'Cocody' })).id;
  const shopB = (await t.createShop({ nom: 'Boutique B', quartier: 'Plateau' })).id;
  const callers: Callers = {
    gerantA: await t.signedIn('gerant', { magasinId: shopA }),
    gerantB: await t.signedIn('gerant', { magasinId: shopB }),
    direction: await t.signedIn('direction'),
  };
  const direction = callers.direction.headers;
  const spare = await t.createUser({ role: 'gerant', magasinId: shopA });

  const photo = multipart({
    field: 'photo',
    filename: 'a.png',
    contentType: 'image/png',
    bytes: PNG,
    fields: { magasin_id: String(shopA) },
  });
  const upload = await t.inject({
    method: 'POST',
    url: '/api/Magasins/upload-photo',
    headers: { ...direction, 'content-type': photo.contentType },
    payload: photo.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  // A photo file from before photos moved into the database (a GIF stays one).
  const uploadName = '1c1f8d0b-6b54-4f1f-8b6a-5d4b2e3c8f22.gif';
  fs.mkdirSync(path.join(t.config.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'uploads', uploadName), 'GIF89a');

  let counter = 0;
  const unique = () => {
    counter += 1;
    return counter;
  };
  const freshArticle = (kind: ArticleKey) =>
    created(ARTICLE_CREATE_PATHS[kind], ARTICLE_BODIES[kind], direction);
  const freshClient = () =>
    created(
      '/api/Clients/clients-particuliers/create',
      { nom: 'Traoré', prenom: 'Fanta', contact: `05${unique()}` },
      direction,
    );
  const articles = {} as Record<ArticleKey, number>;
  for (const kind of Object.keys(ARTICLE_CREATE_PATHS) as ArticleKey[])
    articles[kind] = await freshArticle(kind);

  const fixtures: MatrixFixtures = {
    shopA,
    shopB,
    gerantAId: callers.gerantA.user.id,
    clientId: await freshClient(),
    articles,
    photoName: path.posix.basename((upload.json() as { url: string }).url),
    uploadName,
    spare: { username: spare.username, password: spare.password },
    unique,
    freshShop: async () => (await t.createShop({ nom: `Éphémère ${unique()}` })).id,
    freshUser: async () => (await t.createUser({ role: 'gerant', magasinId: shopA })).id,
    freshClient,
    freshArticle,
    freshRefreshToken: async () => (await t.login(spare.username, spare.password)).refresh_token,
    asDirection: async (method, url, body, headers) => {
      const response = await t.inject({
        method,
        url,
        headers: { ...direction, ...headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.body === '' ? null : (response.json() as unknown);
    },
  };
  return { t, fixtures, callers, registered };
}

/** The row's path with its `:params` filled in, and its query string. */
export function urlOf(
  row: MatrixRow,
  params: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
) {
  const filled = row.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${row.method} ${row.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return search.size > 0 ? `${filled}?${search}` : filled;
}

/** The inject options of a row's request as the caller, with its session headers. */
export async function injectionFor(
  matrix: Matrix,
  row: MatrixRow,
  principal: Principal,
  request: MatrixRequest,
) {
  let headers: Headers = {};
  if (principal !== 'anonymous') {
    const caller = matrix.callers[principal];
    headers = row.freshSession
      ? (await matrix.t.login(caller.user.username, caller.user.password)).headers
      : caller.headers;
  }
  const options: InjectOptions = {
    method: row.method,
    url: urlOf(row, request.params, request.query),
    headers,
  };
  if (request.file) {
    const body = multipart(request.file);
    options.headers = { ...headers, 'content-type': body.contentType };
    options.payload = body.payload;
  } else if (request.body !== undefined) {
    options.payload = request.body as InjectOptions['payload'];
  }
  return options;
}

/**
 * Data in both shops, recorded as direction through the API: every matrix article in stock under
 * its alert threshold (6 in shop A, 4 in shop B, threshold 10, so shop B's alerts come first), a
 * delivery, a sale to the matrix's client and the return of part of it (a credit note), and a
 * deposit to the bank out of the till the sale opened, in each, so a read that forgot the shop
 * scope shows the other shop's rows.
 */
export async function seedBothShops(f: MatrixFixtures) {
  const supplier = (await f.asDirection('POST', '/api/Fournisseurs/', {
    nom: 'Fournisseur des deux magasins',
  })) as {
    id: number;
  };
  for (const [shop, quantite] of [
    [f.shopA, 6],
    [f.shopB, 4],
  ] as const) {
    for (const article of Object.values(f.articles)) {
      await f.asDirection('POST', '/api/Magasins/stocks/add', {
        magasin: shop,
        produit_id: article,
        quantite,
        quantite_seuil: 10,
        // A wool is kept per lot ('bain').
        ...(article === f.articles.laine ? { bain: 'B1' } : {}),
      });
    }
    await f.asDirection('POST', `/api${ENTRY_PATHS.create}`, {
      produit_id: f.articles.laine,
      magasin_id: shop,
      produit_type: 'laine',
      bain: 'B2417',
      quantite: 2,
      prix_unitaire: 150000,
      fournisseur: 'Filature du Bandama',
      date_entree: '2025-06-02',
      type_entree: 'livraison',
    });
    const sale = (await f.asDirection('POST', `/api${SALE_PATHS.create}`, {
      client: f.clientId,
      magasin: shop,
      articles: [{ article: f.articles.laine, quantite: 2 }],
    })) as { id: number; items: { id: number }[] };
    // One of the two comes back: a credit note in each shop, the sale still counting.
    await f.asDirection('POST', `/api${RETURN_PATHS.create}/${sale.id}/retours/`, {
      lignes: [{ ligne: sale.items[0]?.id, quantite: 1, etat: 'revendable', motif: 'Mauvaise couleur' }],
      remboursement: { methode: 'avoir_client' },
    });
    // A discount approval asked in each shop.
    await f.asDirection('POST', `/api${DISCOUNT_PATHS.approvals}`, {
      magasin: shop,
      articles: [
        {
          article: f.articles.accessoire,
          quantite: 1,
          remise: { type: 'montant', valeur: 10000, motif: 'negociation' },
        },
      ],
    });
    const till = (await f.asDirection('GET', `/api${TILL_PATHS.current}?magasin=${shop}`)) as {
      session: { id: number };
    };
    await f.asDirection('POST', `/api${TILL_PATHS.session}/${till.session.id}/mouvements`, {
      sens: 'sortie',
      montant: 1_000,
      categorie: 'depot_banque',
    });
    await f.asDirection('POST', '/api/BonsDeCommande/', {
      fournisseur: supplier.id,
      magasin: shop,
      lignes: [{ article: f.articles.accessoire, quantite: 5 }],
    });
    // A layaway in each shop, due within the reminders' 3 days.
    await f.asDirection('POST', '/api/MisesDeCote/', {
      client: f.clientId,
      magasin: shop,
      lignes: [{ article: f.articles.accessoire, quantite: 1 }],
      paiements: [{ methode: 'especes', montant: 1_000, montant_recu: 1_000 }],
      echeance: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    // A mobile-money statement of the shop: one line received, never typed.
    await importStatementLine(f, shop, `SEED-${shop}`);
  }
}

/** Imports (as direction) an Orange Money statement of one line of `reference`, received now in `shop`. */
export async function importStatementLine(f: MatrixFixtures, shop: number, reference: string) {
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
  const body = multipart({
    field: 'fichier',
    filename: 'releve.csv',
    contentType: 'text/csv',
    bytes: Buffer.from(`Référence;Date;Montant\r\n${reference};${now};1500\r\n`),
    fields: { operateur: 'orange_money', magasin: String(shop) },
  });
  await f.asDirection('POST', `/api${RECONCILIATION_PATHS.import}`, body.payload, {
    'content-type': body.contentType,
  });
}

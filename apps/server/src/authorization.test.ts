import diagnostics from 'node:diagnostics_channel';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED,
  ARTICLE_BODIES,
  type ArticleKey,
  AUTHORIZATION_MATRIX,
  type Expected,
  type MatrixFixtures,
  type MatrixRow,
  PNG,
  PRINCIPALS,
  type Principal,
} from '../test/authorization-matrix.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/**
 * Drives the authorization matrix (test/authorization-matrix.ts) over every registered route:
 * a route without a row fails, and each row's status is checked for each kind of caller.
 */

type Headers = Record<string, string>;
type Signed = Awaited<ReturnType<TestApp['signedIn']>>;

/** Routes are collected as the application registers them, through Fastify's creation channel. */
const registered = new Set<string>();
const routeKey = (method: string, url: string) =>
  `${method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;
/** The API and the uploaded files; the API description (/api/docs) is a tool's, not ours. */
const checked = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/uploads/')) && !url.startsWith('/api/docs');

function collectRoutes(message: unknown) {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    if (!checked(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD is added by Fastify beside each GET; the GET row stands for it.
    for (const method of methods) if (method !== 'HEAD') registered.add(routeKey(method, route.url));
  });
}

const ARTICLE_CREATE_PATHS: Record<ArticleKey, string> = {
  laine: '/api/Articles/laines/create',
  accessoire: '/api/Articles/accessoires/create',
  habit: '/api/Articles/habits/create',
  trousse: '/api/Articles/trousse/create',
  kit: '/api/Articles/kits/create',
  machine: '/api/Articles/machines/create',
  composant: '/api/Articles/trousseComposant/create',
};

let t: TestApp;
let fixtures: MatrixFixtures;
let callers: Record<Exclude<Principal, 'anonymous'>, Signed>;

function multipart(file: { field: string; filename: string; contentType: string; bytes: Buffer }) {
  const boundary = '----pelote-matrix-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function created(url: string, body: unknown, headers: Headers): Promise<number> {
  const response = await t.inject({
    method: 'POST',
    url,
    headers,
    payload: body as InjectOptions['payload'],
  });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}

beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', collectRoutes);
  try {
    t = await createTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collectRoutes);
  }

  const shopA = (await t.createShop({ nom: 'Boutique A', quartier: 'Cocody' })).id;
  const shopB = (await t.createShop({ nom: 'Boutique B', quartier: 'Plateau' })).id;
  callers = {
    gerantA: await t.signedIn('gerant', { magasinId: shopA }),
    gerantB: await t.signedIn('gerant', { magasinId: shopB }),
    direction: await t.signedIn('direction'),
  };
  const direction = callers.direction.headers;
  const spare = await t.createUser({ role: 'gerant', magasinId: shopA });

  const photo = multipart({ field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: PNG });
  const upload = await t.inject({
    method: 'POST',
    url: '/api/Magasins/upload-photo',
    headers: { ...direction, 'content-type': photo.contentType },
    payload: photo.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);

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

  fixtures = {
    shopA,
    shopB,
    gerantAId: callers.gerantA.user.id,
    clientId: await freshClient(),
    articles,
    uploadName: path.posix.basename((upload.json() as { url: string }).url),
    spare: { username: spare.username, password: spare.password },
    unique,
    freshShop: async () => (await t.createShop({ nom: `Éphémère ${unique()}` })).id,
    freshUser: async () => (await t.createUser({ role: 'gerant', magasinId: shopA })).id,
    freshClient,
    freshArticle,
    freshRefreshToken: async () => (await t.login(spare.username, spare.password)).refresh_token,
  };
}, 120_000);

afterAll(() => t?.close());

function urlOf(
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

async function statusFor(row: MatrixRow, principal: Principal): Promise<number> {
  const request = (await row.request?.(fixtures)) ?? {};
  let headers: Headers = {};
  if (principal !== 'anonymous') {
    const caller = callers[principal];
    headers = row.freshSession
      ? (await t.login(caller.user.username, caller.user.password)).headers
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
  return (await t.inject(options)).statusCode;
}

/** The answer matches: the exact status, or for ALLOWED neither 401/403 nor a server failure. */
function matches(expected: Expected, status: number): boolean {
  if (expected === ALLOWED) return status !== 401 && status !== 403 && status < 500;
  return status === expected;
}

const rowKeys = AUTHORIZATION_MATRIX.map((row) => routeKey(row.method, row.path));

describe('authorization matrix', () => {
  it('has one row per route, no more', () => {
    const duplicates = rowKeys.filter((key, index) => rowKeys.indexOf(key) !== index);
    expect(duplicates, 'routes with two rows in test/authorization-matrix.ts').toEqual([]);
  });

  it('has a row for every registered route', () => {
    expect(registered.size).toBeGreaterThan(0);
    const missing = [...registered].filter((key) => !rowKeys.includes(key)).sort();
    expect(missing, 'registered routes without a row in test/authorization-matrix.ts').toEqual([]);
  });

  it('names only routes the application registers', () => {
    const unknown = rowKeys.filter((key) => !registered.has(key));
    expect(unknown, 'rows of test/authorization-matrix.ts whose route is not registered').toEqual([]);
  });

  it.each(AUTHORIZATION_MATRIX.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s',
    async (key, row) => {
      expect(registered.has(routeKey(row.method, row.path)), `${key} is not registered`).toBe(true);
      const actual = {} as Record<Principal, Expected>;
      for (const principal of PRINCIPALS) {
        const status = await statusFor(row, principal);
        // Where the answer matches, show the expectation itself, so the diff names only the mismatches.
        actual[principal] = matches(row.expect[principal], status) ? row.expect[principal] : status;
      }
      expect(actual).toEqual(row.expect);
    },
  );
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_MATRIX,
  type MatrixRequest,
  type MatrixRow,
  type Principal,
} from '../test/authorization-matrix.ts';
import { injectionFor, type Matrix, setUpMatrix } from '../test/matrix-harness.ts';

/**
 * Bad input on every route: starting from each matrix row's valid request, generated malformed
 * variants must never get a 5xx; a refusal is a 4xx with a French `detail`, and writes nothing.
 * Every bad value can land anywhere: in a body field (or a sale line's field, or as the whole
 * body), in a path parameter and in a query value. They are wrong types, missing, unknown and
 * nested fields, NUL and other control characters, lone surrogates (raw and as invalid UTF-8 in
 * the address), huge numbers and strings, unknown and foreign ids, SQL and script fragments.
 *
 * The seed is random; a failure names it with the route. To replay one:
 *   FUZZ_SEED=<seed> FUZZ_ROUTE='<METHOD path>' npx vitest run --project api-pglite src/bad-input.test.ts
 * FUZZ_RUNS sets the runs per route.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY_ROUTE = process.env.FUZZ_ROUTE;

/** Tables a refused request must leave as they were. */
const WATCHED = [
  'magasins',
  'users',
  'articles',
  'clients',
  'stocks',
  'stock_bains',
  'mouvements_stock',
  'entrees_stock',
  'ventes',
  'vente_lignes',
  'compteurs_factures',
  'paiements',
  'caisse_sessions',
  'caisse_mouvements',
  'compteurs_z',
  'retours',
  'retour_lignes',
  'compteurs_avoirs',
  'compte_client_mouvements',
  'references_mobile_money',
  'transferts',
  'transfert_lignes',
  'inventaires',
  'inventaire_lignes',
  'regularisations_stock',
  'idempotency_keys',
  'journal',
];
/** A refused sign-in is a journal row by design (echec_connexion, verrouillage): those are not counted. */
const COUNTED_ROWS: Record<string, string> = { journal: "journal where entite <> 'session'" };
const COUNT_ALL = sql.raw(
  `select ${WATCHED.map((t) => `(select count(*) from ${COUNTED_ROWS[t] ?? t})::int as ${t}`).join(', ')}`,
);

/** Words of an English or framework message that must never reach a French user. */
const NOT_FRENCH =
  /\b(must|should|expected|invalid input|required|is not|cannot|unexpected|undefined|null value)\b/i;

/** `depth` objects inside each other. */
const nested = (depth: number): unknown => (depth === 0 ? 'fond' : { a: nested(depth - 1) });

const CONTROL_CHARACTERS = [
  'a\u0000b',
  '\u0000',
  'A\u0001B',
  '\u001b[31mrouge',
  'a\u007fb',
  'a\u0085b',
  'ligne\nligne',
  '\t',
  '\r\n',
  'a\u2028b',
];
const LONE_SURROGATES = ['\ud800', 'a\udc00b', 'emoji coupé \ud83d'];
const HUGE_NUMBERS = [
  1e308,
  -1e308,
  1e21,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2_147_483_648,
  -2_147_483_649,
  3_000_000_000,
  5e-324,
];
const HUGE_STRINGS = ['x'.repeat(20_000), '9'.repeat(400), 'é'.repeat(5_000)];
const WRONG_TYPES = [null, '', '   ', true, false, [], {}, -1, 0, 0.5, 1.5, -0.01, '1', 'true', 'null'];
const NESTED = [nested(3), nested(80), [[[]]], [{}], [null], { toString: 'x', valueOf: 1 }];
const FRAGMENTS = [
  "' OR 1=1 --",
  "'; DROP TABLE ventes; --",
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}`,
  '../../etc/passwd',
  '😀 ñ é \u202e',
  '١٢',
];
const FIXED_BAD_VALUES: unknown[] = [
  ...CONTROL_CHARACTERS,
  ...LONE_SURROGATES,
  ...HUGE_NUMBERS,
  ...HUGE_STRINGS,
  ...WRONG_TYPES,
  ...NESTED,
  ...FRAGMENTS,
];

/** Any UTF-16 unit, lone surrogates and controls included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIXED_BAD_VALUES) },
  fc.string({ maxLength: 30 }),
  fc.string({ unit: anyUnit, maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), {
    maxKeys: 3,
  }),
);

/** Text as an address carries it, byte by byte (a lone surrogate becomes U+FFFD's bytes). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Bad values as they appear in an address: already percent-encoded. */
const nastyInAddress: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%01',
    '%1B',
    '%7F',
    '%C2%85',
    '%ED%A0%80',
    '%FF',
    '%E9',
    '%',
    '%%41',
    '0',
    '-1',
    '1.5',
    'abc',
    '99999999999',
    '2147483648',
    '1e308',
    '-1e308',
    '9'.repeat(400),
    'x'.repeat(5_000),
    '999999',
    "1'%20OR%20'1'%3D'1",
    '%D9%A1%D9%A2',
    'true',
    'null',
    '%5B%5D',
    '%7B%7D',
    '..',
    '%2E%2E%2F',
  ),
  nasty.map((value) => percentEncoded(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Variants of a valid JSON body: one field broken, removed, an unknown one added, or no object at all. */
function badBodies(body: unknown): fc.Arbitrary<unknown> {
  const wholes = fc.constantFrom<unknown>([], 'texte', 42, null, {}, [body]);
  if (!isObject(body) || Object.keys(body).length === 0) return fc.oneof(wholes, nasty);
  const keys = Object.keys(body);
  const broken = fc.tuple(fc.constantFrom(...keys), nasty).map(([key, value]) => ({ ...body, [key]: value }));
  const removed = fc.constantFrom(...keys).map((key) => {
    const { [key]: _gone, ...rest } = body;
    return rest;
  });
  const extra = nasty.map((value) => ({ ...body, inconnu: value, __proto__: { admin: true } }));
  // Inside the first element of an array field (sale lines...).
  const arrays = keys.filter((key) => Array.isArray(body[key]) && isObject((body[key] as unknown[])[0]));
  const deep =
    arrays.length === 0
      ? broken
      : fc.tuple(fc.constantFrom(...arrays), nasty).map(([key, value]) => {
          const [first, ...others] = body[key] as Json[];
          const firstKeys = Object.keys(first ?? {});
          const field = firstKeys[0] ?? 'x';
          return { ...body, [key]: [{ ...first, [field]: value }, ...others] };
        });
  return fc.oneof({ weight: 4, arbitrary: broken }, removed, extra, deep, wholes);
}

/**
 * A malformed request: the body as JSON, the path parameters and query pairs as address text
 * (percent-encoded already, so invalid UTF-8 and `%00` reach the server as they are).
 */
type BadRequest = { body?: unknown; params: Record<string, string>; query: [string, string][] };

const inAddress = (value: string | number) => encodeURIComponent(String(value));

/** The address of a bad request: each `:param` and query value as given, raw. */
function addressOf(row: MatrixRow, request: BadRequest): string {
  const path = row.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = request.params[name];
    if (value === undefined) throw new Error(`${row.method} ${row.path}: no value for :${name}`);
    return value;
  });
  const search = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** A malformed version of the row's request: its body, a path parameter or a query value. */
function badRequests(row: MatrixRow, valid: MatrixRequest): fc.Arbitrary<BadRequest> {
  const params = Object.fromEntries(Object.entries(valid.params ?? {}).map(([k, v]) => [k, inAddress(v)]));
  const query = Object.entries(valid.query ?? {}).map(([k, v]): [string, string] => [k, inAddress(v)]);
  const base: BadRequest = { body: valid.body, params, query };
  const options: fc.Arbitrary<BadRequest>[] = [];
  if (valid.body !== undefined) options.push(badBodies(valid.body).map((body) => ({ ...base, body })));
  if (['POST', 'PUT', 'PATCH'].includes(row.method) && valid.body === undefined) {
    options.push(badBodies({}).map((body) => ({ ...base, body })));
  }
  const names = Object.keys(params);
  if (names.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...names), nastyInAddress)
        .map(([name, value]) => ({ ...base, params: { ...params, [name]: value } })),
    );
  }
  const keys = query.length > 0 ? query.map(([key]) => key) : ['page', 'page_size', 'magasin', 'q', 'search'];
  const others = (key: string) => query.filter(([k]) => k !== key);
  options.push(
    // One value replaced, repeated (an array), or nested (key[a]=...).
    fc
      .tuple(fc.constantFrom(...keys), nastyInAddress, fc.constantFrom('one', 'twice', 'nested'))
      .map(([key, value, shape]) => {
        const pairs: [string, string][] =
          shape === 'one'
            ? [[key, value]]
            : shape === 'twice'
              ? [
                  [key, value],
                  [key, value],
                ]
              : [[`${key}%5Ba%5D`, value]];
        return { ...base, query: [...others(key), ...pairs] };
      }),
  );
  return fc.oneof(...options);
}

let matrix: Matrix;

async function counts(): Promise<Record<string, number>> {
  const answer = (await matrix.t.db.execute(COUNT_ALL)) as unknown as { rows?: Record<string, number>[] };
  return (answer.rows ?? (answer as unknown as Record<string, number>[]))[0] ?? {};
}

beforeAll(async () => {
  matrix = await setUpMatrix();
}, 120_000);

afterAll(() => matrix?.t.close());

/** Who sends the bad input: the most powerful caller the row allows, so the handler itself runs. */
function callerOf(row: MatrixRow): Principal {
  if (row.expect.direction !== 401 && row.expect.direction !== 403) return 'direction';
  if (row.expect.gerantA !== 401 && row.expect.gerantA !== 403) return 'gerantA';
  return 'anonymous';
}

const rows = AUTHORIZATION_MATRIX.filter(
  (row) => !row.path.startsWith('/uploads/') && (!ONLY_ROUTE || `${row.method} ${row.path}` === ONLY_ROUTE),
);

describe(`bad input on every route (FUZZ_SEED=${SEED}, ${RUNS_PER_ROUTE} runs a route)`, () => {
  it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (key, row) => {
    const caller = callerOf(row);
    const valid = (await row.request?.(matrix.fixtures)) ?? {};
    if (valid.file) return; // multipart uploads have their own tests (shop-photo.routes.test.ts)
    const replay = `replay: FUZZ_SEED=${SEED} FUZZ_ROUTE='${key}'`;
    // What the tables hold; read again after a request that may have written (a 2xx).
    let before = await counts();
    try {
      await fc.assert(
        fc.asyncProperty(badRequests(row, valid), async (request) => {
          const options = await injectionFor(matrix, row, caller, { ...valid, body: request.body });
          const response = await matrix.t.inject({ ...options, url: addressOf(row, request) });
          const sent = JSON.stringify(request).slice(0, 160);
          const label = `${key} ${sent} → ${response.statusCode} ${response.body.slice(0, 200)} (${replay})`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const detail = (response.json() as { detail?: unknown }).detail;
            expect(typeof detail === 'string' && detail.length > 0, label).toBe(true);
            expect(String(detail), label).not.toMatch(NOT_FRENCH);
            expect(await counts(), `${label}: a refused request wrote rows`).toEqual(before);
          } else {
            before = await counts();
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    } catch (error) {
      throw new Error(`${key}: ${replay}\n${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  });
});

describe('a NUL character in a name', () => {
  it.each([
    ['/api/Clients/clients-particuliers/create', { nom: 'A\u0000B', prenom: 'Awa', contact: '0700000000' }],
    ['/api/Magasins/magasin-create', { nom: 'A\u0000B', quartier: 'Cocody' }],
    ['/api/Articles/kits/create', { nom: 'A\u0000B', prix_unitaire: 150_000 }],
  ])('POST %s answers 400 in French and writes nothing', async (url, payload) => {
    const before = await counts();
    const response = await matrix.t.inject({
      method: 'POST',
      url,
      headers: matrix.callers.direction.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Ce texte contient un caractère non autorisé' });
    expect(await counts()).toEqual(before);
  });
});

/**
 * The CSV imports (multipart) and the CSV exports (`format=csv` beside each list's filters): the
 * same promise — no 5xx, a French 4xx, nothing written on a refusal — for broken files and for bad
 * query values of an export.
 */
describe(`bad input on the CSV imports and exports (FUZZ_SEED=${SEED})`, () => {
  const SEPARATORS = [';', ',', '\t', '', '"', '\n'];
  const cell = fc.oneof(
    nasty.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.constantFrom('', '"', '""', '"a;b', '=1+1', '12,345', '-5', '31/02/2026', '07 01 02 03 04'),
  );
  /** A file of the row's header (or none), lines of bad cells, any separator; or bytes of anything. */
  const badFile = (header: string) =>
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom(header, '', 'x', header.toUpperCase(), `${header};${header}`),
          fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 6 }),
          fc.constantFrom(...SEPARATORS),
          fc.constantFrom('utf8', 'latin1', 'utf16le') as fc.Arbitrary<BufferEncoding>,
          fc.boolean(),
        )
        .map(([head, lines, separator, encoding, bom]) =>
          Buffer.from(
            `${bom ? '\uFEFF' : ''}${[head, ...lines.map((line) => line.join(separator))].join('\r\n')}`,
            encoding,
          ),
        ),
      fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(Buffer.alloc(0), Buffer.from('\u0000'), Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)),
    );

  const importRows = AUTHORIZATION_MATRIX.filter(
    (row) => row.path.startsWith('/api/Import/') && row.method === 'POST',
  );
  it.each(importRows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (key, row) => {
    const valid = (await row.request?.(matrix.fixtures)) ?? {};
    const file = valid.file;
    if (!file) throw new Error(`${key}: the matrix row sends no file`);
    const header =
      file.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0] ?? '';
    const replay = `replay: FUZZ_SEED=${SEED}`;
    let before = await counts();
    await fc.assert(
      fc.asyncProperty(
        badFile(header),
        fc.constantFrom('true', 'false'),
        fc.option(badRequests(row, valid), { nil: undefined }),
        async (bytes, dryRun, address) => {
          const query = { ...valid.query, dry_run: dryRun };
          const options = await injectionFor(matrix, row, 'direction', {
            ...valid,
            query,
            file: { ...file, bytes },
          });
          const url = address ? addressOf(row, address) : options.url;
          const response = await matrix.t.inject({ ...options, url });
          const label = `${key} ${url} ${bytes.subarray(0, 80).toString('utf8')} → ${response.statusCode} ${response.body.slice(0, 200)} (${replay})`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const detail = (response.json() as { detail?: unknown }).detail;
            expect(typeof detail === 'string' && detail.length > 0, label).toBe(true);
            expect(String(detail), label).not.toMatch(NOT_FRENCH);
            expect(await counts(), `${label}: a refused import wrote rows`).toEqual(before);
          } else {
            before = await counts();
          }
        },
      ),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
  });

  // Every list that answers CSV (direction asks with the row's own valid request first).
  const exportRows = AUTHORIZATION_MATRIX.filter(
    (row) => row.method === 'GET' && row.path.startsWith('/api/'),
  );
  it('format=csv with bad filters on every list that exports', async () => {
    let checked = 0;
    for (const row of exportRows) {
      const valid = (await row.request?.(matrix.fixtures)) ?? {};
      const csvQuery = {
        ...valid.query,
        format: 'csv',
        ...(row.path.endsWith('/Statistiques/ventes') ? { tableau: 'par_jour' } : {}),
      };
      const probe = await matrix.t.inject(
        await injectionFor(matrix, row, 'direction', { ...valid, query: csvQuery }),
      );
      if (!String(probe.headers['content-type']).startsWith('text/csv')) continue;
      checked += 1;
      const key = `${row.method} ${row.path}`;
      await fc.assert(
        fc.asyncProperty(badRequests(row, { ...valid, query: csvQuery }), async (request) => {
          const options = await injectionFor(matrix, row, 'direction', valid);
          const response = await matrix.t.inject({ ...options, url: addressOf(row, request) });
          const label = `${key} ${JSON.stringify(request).slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 200)} (replay: FUZZ_SEED=${SEED})`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const detail = (response.json() as { detail?: unknown }).detail;
            expect(typeof detail === 'string' && detail.length > 0, label).toBe(true);
            expect(String(detail), label).not.toMatch(NOT_FRENCH);
          }
        }),
        { numRuns: Math.max(5, Math.round(RUNS_PER_ROUTE / 3)), seed: SEED, endOnFailure: true },
      );
    }
    // The sales, entries, clients, each article type, components, a shop's stock, movements, credit
    // notes, till sessions, journal, statistics and the import templates.
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});

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
 * Bad input on every route (issue 10): starting from each matrix row's valid request, generated
 * malformed variants (wrong types, missing or unknown fields, huge strings, negative and fractional
 * numbers, unknown and foreign ids, SQL and script fragments) must never get a 5xx; a refusal is
 * a 4xx with a French `detail`, and writes nothing.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

/** Tables a refused request must leave as they were. */
const WATCHED = [
  'magasins',
  'users',
  'articles',
  'clients',
  'stocks',
  'mouvements_stock',
  'entrees_stock',
  'ventes',
  'vente_lignes',
  'compteurs_factures',
  'idempotency_keys',
];
const COUNT_ALL = sql.raw(
  `select ${WATCHED.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`,
);

/** Words of an English or framework message that must never reach a French user. */
const NOT_FRENCH =
  /\b(must|should|expected|invalid input|required|is not|cannot|unexpected|undefined|null value)\b/i;

const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, '', '   ', true, false, [], {}),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE ventes; --",
    '<script>alert(1)</script>',
    `\${7*7}{{7*7}}`,
    '../../etc/passwd',
    'a\u0000b',
    '😀 ñ é \u202e',
  ),
  fc.constant('x'.repeat(20_000)),
  fc.integer(),
  fc.constantFrom(-1, 0, 0.5, 1.5, -0.01, 1e308, Number.MAX_SAFE_INTEGER, 2_147_483_648, -2_147_483_649),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), {
    maxKeys: 3,
  }),
);
const nastyId = fc.constantFrom(
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999',
  '2147483648',
  '999999',
  "1' OR '1'='1",
  '%00',
  '١٢',
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

/** A malformed version of the row's request: its body, a path parameter or a query value. */
function badRequests(row: MatrixRow, valid: MatrixRequest): fc.Arbitrary<MatrixRequest> {
  const options: fc.Arbitrary<MatrixRequest>[] = [];
  if (valid.body !== undefined) options.push(badBodies(valid.body).map((body) => ({ ...valid, body })));
  const params = Object.keys(valid.params ?? {});
  if (params.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...params), nastyId)
        .map(([name, value]) => ({ ...valid, params: { ...valid.params, [name]: value } })),
    );
  }
  const query = Object.keys(valid.query ?? {});
  options.push(
    fc
      .tuple(
        query.length > 0 ? fc.constantFrom(...query) : fc.constantFrom('page', 'page_size', 'magasin'),
        nastyId,
      )
      .map(([name, value]) => ({ ...valid, query: { ...valid.query, [name]: value } })),
  );
  if (['POST', 'PUT', 'PATCH'].includes(row.method) && valid.body === undefined && !valid.file) {
    options.push(badBodies({}).map((body) => ({ ...valid, body })));
  }
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

const rows = AUTHORIZATION_MATRIX.filter((row) => !row.path.startsWith('/uploads/'));

describe('bad input on every route', () => {
  it.each(rows.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_key, row) => {
    const caller = callerOf(row);
    const valid = (await row.request?.(matrix.fixtures)) ?? {};
    if (valid.file) return; // multipart uploads have their own tests (shop-photo.routes.test.ts)
    await fc.assert(
      fc.asyncProperty(badRequests(row, valid), async (request) => {
        const before = await counts();
        const response = await matrix.t.inject(await injectionFor(matrix, row, caller, request));
        const label = `${row.method} ${row.path} ${JSON.stringify(request).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const detail = (response.json() as { detail?: unknown }).detail;
          expect(typeof detail === 'string' && detail.length > 0, label).toBe(true);
          expect(String(detail), label).not.toMatch(NOT_FRENCH);
          expect(await counts(), `${label}: a refused request wrote rows`).toEqual(before);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED,
  AUTHORIZATION_MATRIX,
  type Expected,
  type MatrixRow,
  PRINCIPALS,
  type Principal,
} from '../test/authorization-matrix.ts';
import { injectionFor, type Matrix, routeKey, seedBothShops, setUpMatrix } from '../test/matrix-harness.ts';
import { withoutCosts } from './modules/costs/index.ts';

/**
 * Drives the authorization matrix (test/authorization-matrix.ts) over every registered route:
 * a route without a row fails, and each row's status is checked for each kind of caller. Then,
 * with data in both shops, every read a gerant may make is checked to hold nothing of the other
 * shop (each GET row a gerant may call says what of it belongs to a shop: its `scope`).
 */

let matrix: Matrix;

beforeAll(async () => {
  matrix = await setUpMatrix();
}, 120_000);

afterAll(() => matrix?.t.close());

async function statusFor(row: MatrixRow, principal: Principal): Promise<number> {
  const request = (await row.request?.(matrix.fixtures)) ?? {};
  return (await matrix.t.inject(await injectionFor(matrix, row, principal, request))).statusCode;
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
    expect(matrix.registered.size).toBeGreaterThan(0);
    const missing = [...matrix.registered].filter((key) => !rowKeys.includes(key)).sort();
    expect(missing, 'registered routes without a row in test/authorization-matrix.ts').toEqual([]);
  });

  it('names only routes the application registers', () => {
    const unknown = rowKeys.filter((key) => !matrix.registered.has(key));
    expect(unknown, 'rows of test/authorization-matrix.ts whose route is not registered').toEqual([]);
  });

  it.each(AUTHORIZATION_MATRIX.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s',
    async (key, row) => {
      expect(matrix.registered.has(routeKey(row.method, row.path)), `${key} is not registered`).toBe(true);
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

/** What `principal` reads of the row, with the row's query changed (a `magasin` of undefined is left out). */
async function read(row: MatrixRow, principal: Principal, magasin: number | undefined) {
  const request = (await row.request?.(matrix.fixtures)) ?? {};
  const { magasin: _asked, ...query } = request.query ?? {};
  const narrowed = { ...request, query: magasin === undefined ? query : { ...query, magasin } };
  const response = await matrix.t.inject(await injectionFor(matrix, row, principal, narrowed));
  expect(response.statusCode, `${principal}: ${response.body}`).toBe(200);
  return { body: response.json() as unknown, params: request.params ?? {} };
}

describe('a gerant reads nothing of another shop', () => {
  const reads = AUTHORIZATION_MATRIX.filter(
    (row) => row.method === 'GET' && row.expect.gerantA !== 401 && row.expect.gerantA !== 403,
  );
  const name = (row: MatrixRow) => `${row.method} ${row.path}`;
  const rowReads = reads.flatMap((row) =>
    typeof row.scope === 'object' && 'rows' in row.scope ? [[name(row), row, row.scope.rows] as const] : [],
  );
  const figureReads = reads.flatMap((row) =>
    typeof row.scope === 'object' && 'figures' in row.scope
      ? [[name(row), row, row.scope.narrow] as const]
      : [],
  );

  beforeAll(() => seedBothShops(matrix.fixtures), 120_000);

  it('knows, for every read a gerant may make, what of it belongs to a shop', () => {
    const undeclared = reads.filter((row) => row.scope === undefined).map(name);
    expect(undeclared, 'GET rows without a `scope` in test/authorization-matrix*.ts').toEqual([]);
    expect(rowReads.length + figureReads.length).toBeGreaterThan(10);
  });

  it.each(rowReads)('%s: every row is of the gerant’s shop', async (_key, row, shopsOf) => {
    const { shopA, shopB } = matrix.fixtures;
    const all = await read(row, 'direction', undefined);
    // Unless the path names the shop, direction's read shows both shops' rows. (A list the seeded
    // writes put nothing in, such as the journal until those writes are logged, holds no row.)
    if (!Object.values(all.params).includes(shopA) && shopsOf(all.body).length > 0)
      expect(shopsOf(all.body)).toContain(shopB);
    // The gerant's read, without asking for a shop: the scope alone must keep the other shop out.
    const own = shopsOf((await read(row, 'gerantA', undefined)).body);
    if (shopsOf(all.body).length > 0) expect(own.length, 'rows of the gerant’s own shop').toBeGreaterThan(0);
    expect(own.filter((shop) => shop !== shopA)).toEqual([]);
  });

  it.each(figureReads)('%s: the figures are those of the gerant’s shop', async (_key, row, narrow) => {
    const { shopA } = matrix.fixtures;
    const own = (await read(row, 'gerantA', undefined)).body;
    expect(own, 'the other shop counts in direction’s figures').not.toEqual(
      (await read(row, 'direction', undefined)).body,
    );
    // The same figures as direction's for that shop, but for direction's costs (cost-visibility.ts).
    if (narrow === 'magasin') expect(own).toEqual(withoutCosts((await read(row, 'direction', shopA)).body));
  });
});

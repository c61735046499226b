import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOWED,
  AUTHORIZATION_MATRIX,
  type Expected,
  type MatrixRow,
  PRINCIPALS,
  type Principal,
} from '../test/authorization-matrix.ts';
import { injectionFor, type Matrix, routeKey, setUpMatrix } from '../test/matrix-harness.ts';

/**
 * Drives the authorization matrix (test/authorization-matrix.ts) over every registered route:
 * a route without a row fails, and each row's status is checked for each kind of caller.
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

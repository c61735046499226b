import fc from 'fast-check';
import type { MatrixRequest, MatrixRow } from './authorization-matrix.ts';

/**
 * The malformed values and requests bad-input.test.ts sends to every route: wrong types, missing,
 * unknown and nested fields, NUL and other control characters, lone surrogates (raw and as invalid
 * UTF-8 in the address), huge numbers and strings, unknown and foreign ids, SQL and script fragments.
 */

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

export const nasty: fc.Arbitrary<unknown> = fc.oneof(
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
export type BadRequest = { body?: unknown; params: Record<string, string>; query: [string, string][] };

const inAddress = (value: string | number) => encodeURIComponent(String(value));

/** A valid request's path parameters as address text. */
export const paramsInAddress = (params: Record<string, string | number> = {}) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, inAddress(v)]));

/** The address of a bad request: each `:param` and query value as given, raw. */
export function addressOf(row: MatrixRow, request: BadRequest): string {
  const path = row.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = request.params[name];
    if (value === undefined) throw new Error(`${row.method} ${row.path}: no value for :${name}`);
    return value;
  });
  const search = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

/** A malformed version of the row's request: its body, a path parameter or a query value. */
export function badRequests(row: MatrixRow, valid: MatrixRequest): fc.Arbitrary<BadRequest> {
  const params = paramsInAddress(valid.params);
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

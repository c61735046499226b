import type { JournalChanges } from '@pelote/shared';

/**
 * The `changements` of a journal row: the fields whose value differs between the record before
 * and after the write, as `{ champ: { avant, apres } }`. A creation compares with nothing (every
 * field's `avant` is null), a deletion with nothing after. Secrets never reach the journal.
 */

/** Fields never logged, whatever the record: passwords, their hashes, tokens and secrets. */
export const NEVER_LOGGED_FIELDS: readonly string[] = [
  'password',
  'password_hash',
  'passwordHash',
  'new_password',
  'current_password',
  'mot_de_passe',
  'token',
  'tokens',
  'token_hash',
  'tokenHash',
  'access_token',
  'refresh_token',
  'refreshToken',
  'jwt_secret',
];

/** Any name that speaks of a password, a token or a secret is never logged either. */
const SECRET_NAME = /pass(word|wd)|mot_?de_?passe|token|secret/i;

export const isNeverLogged = (field: string) =>
  NEVER_LOGGED_FIELDS.includes(field) || SECRET_NAME.test(field);

type Fields = Record<string, unknown>;

/** The value as the jsonb column keeps it: dates as ISO text, undefined as null, bigints as numbers. */
export function journalValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(journalValue);
  if (value !== null && typeof value === 'object') {
    const out: Fields = {};
    for (const [key, inner] of Object.entries(value)) if (!isNeverLogged(key)) out[key] = journalValue(inner);
    return out;
  }
  return value;
}

/** A text that two equal values share, whatever the order of their objects' keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fields that differ between `before` and `after` (null: the record did not exist, or no
 * longer does). A field absent on one side counts as null there. `only`, when given, limits the
 * comparison to those fields (e.g. the fields a form may edit, not `updated_at`).
 */
export function journalChanges(
  before: Fields | null,
  after: Fields | null,
  options: { only?: readonly string[]; ignore?: readonly string[] } = {},
): JournalChanges {
  const names = options.only ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: JournalChanges = {};
  for (const name of names) {
    if (isNeverLogged(name) || options.ignore?.includes(name)) continue;
    const avant = journalValue(before?.[name]);
    const apres = journalValue(after?.[name]);
    if (canonical(avant) !== canonical(apres)) changes[name] = { avant, apres };
  }
  return changes;
}

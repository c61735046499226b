import { ROLES, type User } from '@pelote/shared';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
/** An ISO 8601 date and time with its offset, as the server writes them. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const isDateTime = (value: unknown) =>
  typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The user kept in the browser by an earlier visit, when it has the shape the app relies on, or
 * null (an older version's data, or tampered with). The same checks as the shared `userSchema`
 * (stored-user.test.ts holds them side by side) without Zod: the first screen draws before Zod
 * has loaded, and the server confirms the session right after.
 */
export function storedUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const strings = ['username', 'email', 'first_name', 'last_name', 'nationalite', 'telephone'];
  const booleans = ['is_active', 'is_gerant', 'is_staff'];
  const valid =
    isId(value.id) &&
    strings.every((key) => typeof value[key] === 'string') &&
    booleans.every((key) => typeof value[key] === 'boolean') &&
    ROLES.includes(value.role as User['role']) &&
    (value.magasin === null || isId(value.magasin)) &&
    isDateTime(value.date_joined) &&
    (value.last_login === null || isDateTime(value.last_login));
  return valid ? (value as User) : null;
}

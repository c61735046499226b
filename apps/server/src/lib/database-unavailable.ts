/**
 * Whether an error says the database cannot be reached right now (restarted, failing over, the
 * network cut), rather than that it refused a request: the answer is then 503 'réessayez', never
 * a 500. Drivers wrap their errors (drizzle's query error holds pg's as its `cause`), so the chain
 * of causes is read.
 */

export const DATABASE_UNAVAILABLE = 'Base de données momentanément indisponible, réessayez dans un instant';
/** Seconds a client waits before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Node's socket errors met when the server is gone or going. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * PostgreSQL's: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, or in recovery).
 */
const isUnavailableSqlState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code);
/** node-postgres's own messages for a connection lost or unusable. */
const LOST_CONNECTION = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code))) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (LOST_CONNECTION.some((text) => message.includes(text))) return true;
    current = current.cause as typeof current;
  }
  return false;
}

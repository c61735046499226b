import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the log may hold of an error and of a request. The log is read by whoever runs the server,
 * so it must not hold what clients sent:
 * - a failed database query's message ends with its parameters ('Failed query: … params: Koné,
 *   $argon2id$…'): names, addresses, password hashes. The message keeps the SQL, not the values;
 *   the `params` property goes, and so do the database's own `detail` ('Key (username)=(awa)
 *   already exists'), `where` and `internalQuery`;
 * - a data error's message quotes the refused value ('invalid input syntax for type integer:
 *   "Koné"'): the quoted part is replaced by "…";
 * - a request's address loses its query string: a page address may carry a working token
 *   (/reinitialiser-mot-de-passe?token=…) and a list address the searched name.
 */

const DROPPED = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'queryOptions',
  'cause',
]);
const MAX_CAUSES = 4;

type LoggedError = Record<string, unknown> & { type: string; message: string; stack: string };

/** A SQLSTATE code (five characters) read from the error itself. */
function sqlState(error: Record<string, unknown>): string | undefined {
  const code = error.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The message without what a client sent: no 'params:' tail, and for data errors no quoted value. */
export function cleanMessage(message: string, code?: string): string {
  let clean = message.replace(/\nparams: [\s\S]*$/, '');
  if (code?.startsWith('22') || code?.startsWith('23')) clean = clean.replace(/"(?:[^"]|"")*"/g, '"…"');
  return clean;
}

function serializeError(value: unknown, depth: number): LoggedError {
  if (typeof value !== 'object' || value === null) {
    const message = typeof value === 'string' ? cleanMessage(value) : String(value);
    return { type: typeof value, message, stack: '' };
  }
  const error = value as Record<string, unknown>;
  const code = sqlState(error);
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const message = cleanMessage(rawMessage, code);
  const logged: LoggedError = {
    type: (value as { constructor?: { name?: string } }).constructor?.name ?? 'Error',
    message,
    stack: typeof error.stack === 'string' && rawMessage ? error.stack.split(rawMessage).join(message) : '',
  };
  if (!logged.stack && typeof error.stack === 'string') logged.stack = error.stack;
  for (const [key, field] of Object.entries(error)) {
    if (DROPPED.has(key) || key === 'message' || key === 'stack') continue;
    if (typeof field === 'function') continue;
    logged[key] = field;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The `err` of a log line, without the values a client sent (see above). */
export function serializeLoggedError(value: unknown): LoggedError {
  return serializeError(value, 0);
}

/** A request address without its query string. */
export function pathOnly(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathOnly(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const LOG_SERIALIZERS = { err: serializeLoggedError, req: serializeRequest };

/** The server's logger options; a test passes a `stream` to read the lines written. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, serializers: LOG_SERIALIZERS, ...(stream ? { stream } : {}) };
}

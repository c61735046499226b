import { MESSAGES, TEXT_MESSAGES } from '@pelote/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
import { AppError } from './errors.ts';

type Body = { detail: string; errors?: Record<string, string> };

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Le corps de la requête n’est pas un JSON valide'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Le corps de la requête est vide'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La requête est trop volumineuse'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Type de contenu non supporté'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Longueur de contenu invalide'],
  FST_REQ_FILE_TOO_LARGE: [413, 'Le fichier est trop volumineux'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Type de contenu non supporté'],
  FST_ERR_VALIDATION: [400, MESSAGES.validation],
};

const OUT_OF_RANGE = 'Valeur hors limites';
const BAD_DATE = 'Date invalide';
const TOO_LARGE = 'La requête est trop volumineuse';

/**
 * PostgreSQL error codes a well-behaved service may still meet (races, odd input): never a 500.
 * Class 22 (data exception: a value the database refuses) answers 400 whatever its code, with the
 * most telling message known; class 54 (program limit exceeded: a request too large) answers 400.
 */
const PG_CODES: Record<string, [number, string]> = {
  '23505': [409, 'Cette ressource existe déjà'],
  '23503': [409, 'Cette opération est refusée : des données liées existent'],
  '23514': [409, 'Cette opération violerait une règle de cohérence des données'],
  '22P02': [400, MESSAGES.validation],
  '22P03': [400, MESSAGES.validation],
  '22003': [400, OUT_OF_RANGE],
  '22008': [400, BAD_DATE],
  '22007': [400, BAD_DATE],
  '22001': [400, 'Valeur trop longue'],
  '22021': [400, TEXT_MESSAGES.invalid],
  '22P05': [400, TEXT_MESSAGES.invalid],
  '22023': [400, MESSAGES.validation],
  '40001': [409, 'Conflit avec une autre opération, veuillez réessayer'],
  '40P01': [409, 'Conflit avec une autre opération, veuillez réessayer'],
  '54000': [400, TOO_LARGE],
};
const PG_CLASSES: Record<string, [number, string]> = {
  '22': [400, MESSAGES.validation],
  '54': [400, TOO_LARGE],
};

/** The status and French detail of a PostgreSQL error code, if it is one a client may cause. */
export function pgAnswer(code: string): [number, string] | undefined {
  return PG_CODES[code] ?? PG_CLASSES[code.slice(0, 2)];
}

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

function zodIssuesToBody(
  issues: readonly { instancePath?: string; message?: string; params?: unknown }[],
): Body {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const pathParts = params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const key = pathParts.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message ?? MESSAGES.validation;
  }
  const first = Object.values(errors)[0] ?? MESSAGES.validation;
  return { detail: first, errors };
}

/**
 * The router's own refusals, before any route runs: an address whose parameter is too long (414)
 * or is not valid percent-encoded UTF-8 (400), answered in French like any other error.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ detail: 'Adresse trop longue' });
  return reply.status(400).send({ detail: 'Adresse invalide' });
}

/** One place turns every failure into a status and a French `{ detail }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: Body = { detail: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.extras.headers) reply.headers(error.extras.headers);
      return reply.status(error.statusCode).send({ ...body, ...error.extras.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(zodIssuesToBody(error.validation));
    }
    if (error.validation) return reply.status(400).send(zodIssuesToBody(error.validation));
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ detail: known[1] });
    if (error.statusCode === 429) {
      return reply.status(429).send({ detail: MESSAGES.tooManyLogins });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was written: the transaction died with its connection. The client retries (an
      // offline sale's outbox does, with the same Idempotency-Key).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.status(503).send({ detail: DATABASE_UNAVAILABLE });
    }
    const pg = pgCode(error);
    const pgKnown = pg ? pgAnswer(pg) : undefined;
    if (pgKnown) {
      request.log.warn({ err: error, pgCode: pg }, 'database refused a write');
      return reply.status(pgKnown[0]).send({ detail: pgKnown[1] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: MESSAGES.validation });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ detail: MESSAGES.serverError });
  });
}

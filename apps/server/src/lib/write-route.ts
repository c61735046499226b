import type { Action } from '@pelote/shared';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import type { Db, Tx } from '../db/types.ts';
import { currentUser, type SessionUser } from './access.ts';
import { type ClaimedKey, idempotentWrite } from './idempotency.ts';
import { writeErrors } from './route-errors.ts';
import { type UploadLimit, uploadLimitHooks } from './uploads.ts';

/**
 * ONE RECIPE FOR A WRITE (docs/conventions.md, 'A write route'): the shared path and schemas, who
 * may call (a key of the shared PERMISSIONS table, checked with the session before validation, or
 * anyone on a public write), the Idempotency-Key scope, what is read before the transaction (an
 * uploaded file), one service function run in the one transaction this helper opens, and what the
 * reply carries once it is committed (cookies). Services never open a transaction of their own.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** The caller a service sees: the signed-in user, or on a public write (sign-in, a link) nobody: null. */
export type UserOf<Public extends boolean> = Public extends true ? SessionUser | null : SessionUser;

/** What every service of a write receives: the transaction, the caller, the journal's context, the time. */
export type ServiceContext<Journal, User extends SessionUser | null = SessionUser> = {
  tx: Tx;
  user: User;
  journal: Journal;
  now: Date;
};

/** The context of a public write's service: no one is signed in. */
export type PublicServiceContext<Journal> = ServiceContext<Journal, SessionUser | null>;

export type WriteContext<Journal, User extends SessionUser | null = SessionUser> = ServiceContext<
  Journal,
  User
> & {
  /** The claimed Idempotency-Key (null without one), for a write that stores its answer itself. */
  claimed: ClaimedKey | null;
};

/** The validated request, and what `prepare` read from it before the transaction. */
export type WriteInput<P, B, Q, Prepared = undefined> = {
  params: Out<P>;
  body: Out<B>;
  query: Out<Q>;
  prepared: Prepared;
};

export type WriteSpec<
  P,
  B,
  Q,
  R extends Schema,
  J,
  Prepared = undefined,
  T = z.input<R>,
  Public extends boolean = false,
> = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path from the shared `*_PATHS` constants (with its `:params`). */
  path: string;
  tags: string[];
  params?: P;
  body?: B;
  query?: Q;
  /**
   * A multipart upload instead of a JSON body: the file's field (`photo`), read by `prepare`, its
   * size limit and the 413's message (a body past it is refused as it comes in, lib/uploads.ts).
   */
  file?: UploadLimit;
  /** The success's status and schema. */
  status?: 200 | 201 | 204;
  response: R;
  /** The error answers declared beside it (default `writeErrors`, lib/route-errors.ts). */
  errors?: Record<number, Schema>;
  /**
   * Anyone may call (sign-in, sign-out, the e-mailed links): no session is checked and the
   * context's `user` is null. A public write takes no Idempotency-Key (keys belong to a user).
   */
  public?: Public;
  /** Who may call, from the shared PERMISSIONS table; without it, anyone signed in (a service may check the shop). */
  permission?: Action;
  /** Requests per address and per minute (`perIpLimit`, auth/rate-limits.ts). */
  rateLimit?: FastifyContextConfig['rateLimit'];
  /**
   * The Idempotency-Key scope (a French noun in kebab-case, see lib/idempotency.ts), or a function
   * of the input for one per resource (null: this call takes no key, a dry run). Without it the
   * write takes no key (a header sent is ignored).
   */
  scope?: string | ((input: WriteInput<P, B, Q, Prepared>) => string | null);
  /** What a reused key is compared on, when it is not the JSON body (an uploaded file's hash). */
  keyedOn?: (input: WriteInput<P, B, Q, Prepared>) => unknown;
  /** The service stores its answer in its own last statement when a key is claimed (keptAnswerSql). */
  keepsAnswer?: boolean;
  /** The journal context of the request (journalContext, from the journal module). */
  journal?: (request: FastifyRequest) => J;
  /**
   * What is read or checked before the transaction opens, so none stays open meanwhile: an
   * uploaded file, a slow password hash. Its result is the input's `prepared`.
   */
  prepare?: (request: FastifyRequest, input: WriteInput<P, B, Q>) => Promise<Prepared>;
  /** The service call; `request` only for what the context lacks (the session id, the address). */
  run: (
    ctx: WriteContext<J, UserOf<Public>>,
    input: WriteInput<P, B, Q, Prepared>,
    request: FastifyRequest,
  ) => Promise<T>;
  /**
   * After the commit: what the reply carries besides the body (cookies, headers, a mail sent), and
   * the body, from the service's result. It may still refuse (a replayed token, once its session
   * is ended for good). A result answered again from its Idempotency-Key passes through it again.
   * Without it, the service's result is the body.
   */
  reply?: (reply: FastifyReply, result: T) => z.input<R> | Promise<z.input<R>>;
};

/**
 * What the types check beyond each field: a service whose result is not the body needs a `reply`
 * that makes the body of it; a public write takes no key.
 */
type Checked<R extends Schema, T, Public extends boolean> = ([T] extends [z.input<R>]
  ? unknown
  : { reply: (reply: FastifyReply, result: T) => z.input<R> | Promise<z.input<R>> }) &
  (Public extends true ? { scope?: never } : unknown);

type AnySpec = WriteSpec<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema,
  unknown,
  unknown,
  unknown,
  boolean
>;

/** The route's `config` and `schema`: access, permission, rate limit, documented shapes. */
function routeOptions(spec: AnySpec) {
  const status = spec.status ?? 200;
  return {
    config: {
      ...(spec.public ? { access: 'public' as const } : {}),
      ...(spec.permission ? { permission: spec.permission } : {}),
      ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
      // What the API's description shows beside the schemas (openapi/document.ts).
      ...(spec.scope !== undefined && !spec.public ? { idempotencyKey: true } : {}),
      ...(spec.file ? { uploadField: spec.file.field } : {}),
      ...(spec.file?.fields ? { uploadFields: spec.file.fields } : {}),
    },
    ...(spec.file ? uploadLimitHooks(spec.file) : {}),
    schema: {
      tags: spec.tags,
      ...(spec.public ? { security: [] } : {}),
      ...(spec.file ? { consumes: ['multipart/form-data'] } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: { [status]: spec.response, ...(spec.errors ?? writeErrors) },
    },
  };
}

/** The handler: prepare, then the one transaction (keyed or not), then the reply. */
function handlerOf(db: Db, spec: AnySpec) {
  const status = spec.status ?? 200;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = { params: request.params, body: request.body, query: request.query, prepared: undefined };
    const input = { ...fields, prepared: spec.prepare ? await spec.prepare(request, fields) : undefined };
    const user = spec.public ? (request.auth?.user ?? null) : currentUser(request);
    const journal = spec.journal ? spec.journal(request) : undefined;
    const write = async (tx: Tx, claimed: ClaimedKey | null) => ({
      statusCode: status,
      body: await spec.run({ tx, user, journal, now: new Date(), claimed }, input, request),
      kept: spec.keepsAnswer === true && claimed !== null,
    });
    const scope = typeof spec.scope === 'function' ? spec.scope(input) : spec.scope;
    const answer =
      scope === undefined || scope === null
        ? await db.transaction((tx) => write(tx, null))
        : await idempotentWrite(db, request, scope, write, spec.keyedOn ? spec.keyedOn(input) : request.body);
    const body = spec.reply ? await spec.reply(reply, answer.body) : answer.body;
    return reply.status(answer.statusCode).send(body);
  };
}

/** Registers a write route on `app`, run in one transaction on `db`. */
export function writeRoute<
  P extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  R extends Schema = Schema,
  J = undefined,
  Prepared = undefined,
  T = z.input<R>,
  Public extends boolean = false,
>(app: App, db: Db, spec: WriteSpec<P, B, Q, R, J, Prepared, T, Public> & Checked<R, T, Public>): void {
  const any = spec as unknown as AnySpec;
  app.route({ method: spec.method, url: spec.path, ...routeOptions(any), handler: handlerOf(db, any) });
}

/**
 * The `writeRoute` of one plugin, bound to its app, database and journal context:
 * `const write = writeRoutes(app, db, journalContext, tags);` then `write({ method, path, ... })`.
 */
export function writeRoutes<J>(app: App, db: Db, journal: (request: FastifyRequest) => J, tags: string[]) {
  return <
    P extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    R extends Schema = Schema,
    Prepared = undefined,
    T = z.input<R>,
    Public extends boolean = false,
  >(
    spec: Omit<WriteSpec<P, B, Q, R, J, Prepared, T, Public>, 'journal' | 'tags'> & Checked<R, T, Public>,
  ) => writeRoute<P, B, Q, R, J, Prepared, T, Public>(app, db, { journal, tags, ...spec } as never);
}

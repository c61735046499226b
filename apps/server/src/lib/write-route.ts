import type { Action } from '@pelote/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import type { Db, Tx } from '../db/types.ts';
import { currentUser, type SessionUser } from './access.ts';
import { type ClaimedKey, idempotentWrite } from './idempotency.ts';
import { writeErrors } from './route-errors.ts';

/**
 * ONE RECIPE FOR A WRITE (docs/conventions.md, 'A write route'): the shared path and schemas, who
 * may call (a key of the shared PERMISSIONS table, checked with the session before validation), the
 * Idempotency-Key scope, and one service function run in the one transaction this helper opens.
 * Services never open a transaction of their own.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What every service of a write receives: the transaction, the caller, the journal's context, the time. */
export type ServiceContext<Journal> = { tx: Tx; user: SessionUser; journal: Journal; now: Date };

export type WriteContext<Journal> = ServiceContext<Journal> & {
  /** The claimed Idempotency-Key (null without one), for a write that stores its answer itself. */
  claimed: ClaimedKey | null;
};

export type WriteInput<P, B, Q> = { params: Out<P>; body: Out<B>; query: Out<Q> };

export type WriteSpec<P, B, Q, R extends Schema, J> = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path from the shared `*_PATHS` constants (with its `:params`). */
  path: string;
  tags: string[];
  params?: P;
  body?: B;
  query?: Q;
  /** The success's status and schema. */
  status?: 200 | 201;
  response: R;
  /** The error answers declared beside it (default `writeErrors`, lib/route-errors.ts). */
  errors?: Record<number, Schema>;
  /** Who may call, from the shared PERMISSIONS table; without it, anyone signed in (a service may check the shop). */
  permission?: Action;
  /**
   * The Idempotency-Key scope (a French noun in kebab-case, see lib/idempotency.ts), or a function
   * of the input for one per resource. Without it the write takes no key (a header sent is ignored).
   */
  scope?: string | ((input: WriteInput<P, B, Q>) => string);
  /** The service stores its answer in its own last statement when a key is claimed (keptAnswerSql). */
  keepsAnswer?: boolean;
  /** The journal context of the request (journalContext, from the journal module). */
  journal?: (request: FastifyRequest) => J;
  /** The service call; `request` only for what the context lacks (the session id). */
  run: (ctx: WriteContext<J>, input: WriteInput<P, B, Q>, request: FastifyRequest) => Promise<z.input<R>>;
};

/** Registers a write route on `app`, run in one transaction on `db`. */
export function writeRoute<
  P extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  R extends Schema = Schema,
  J = undefined,
>(app: App, db: Db, spec: WriteSpec<P, B, Q, R, J>): void {
  const status = spec.status ?? 200;
  app.route({
    method: spec.method,
    url: spec.path,
    config: spec.permission ? { permission: spec.permission } : {},
    schema: {
      tags: spec.tags,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: { [status]: spec.response, ...(spec.errors ?? writeErrors) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = {
        params: request.params,
        body: request.body,
        query: request.query,
      } as WriteInput<P, B, Q>;
      const user = currentUser(request);
      const journal = (spec.journal ? spec.journal(request) : undefined) as J;
      const write = async (tx: Tx, claimed: ClaimedKey | null) => ({
        statusCode: status,
        body: await spec.run({ tx, user, journal, now: new Date(), claimed }, input, request),
        kept: spec.keepsAnswer === true && claimed !== null,
      });
      const { scope } = spec;
      const answer =
        scope === undefined
          ? await db.transaction((tx) => write(tx, null))
          : await idempotentWrite(db, request, typeof scope === 'string' ? scope : scope(input), write);
      return reply.status(answer.statusCode).send(answer.body);
    },
  });
}

/**
 * The `writeRoute` of one plugin, bound to its app, database and journal context:
 * `const write = writeRoutes(app, db, journalContext);` then `write({ method, path, ... })`.
 */
export function writeRoutes<J>(app: App, db: Db, journal: (request: FastifyRequest) => J) {
  return <
    P extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    R extends Schema = Schema,
  >(
    spec: Omit<WriteSpec<P, B, Q, R, J>, 'journal'>,
  ) => writeRoute<P, B, Q, R, J>(app, db, { journal, ...spec });
}

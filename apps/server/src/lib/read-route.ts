import type { Action } from '@pelote/shared';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import { currentUser, type SessionUser } from './access.ts';
import { type CsvExport, sendCsv } from './csv-stream.ts';
import { rowErrors } from './route-errors.ts';
import { scopeFor } from './shop-scope.ts';

/**
 * ONE RECIPE FOR A READ (docs/conventions.md, 'A read route'), the twin of `writeRoutes`: the
 * shared path and schemas, who may call (a key of the shared PERMISSIONS table; without it anyone
 * signed in), the error answers (default `rowErrors`), and one function of the signed-in caller
 * and the validated request. A shop's list that pages and exports is `shopList`.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What a read's function receives: the caller, the validated params and query. */
export type ReadInput<P, Q> = { user: SessionUser; params: Out<P>; query: Out<Q> };

export type ReadSpec<P, Q, R extends Schema> = {
  /** A path from the shared `*_PATHS` constants (with its `:params`). */
  path: string;
  params?: P;
  query?: Q;
  /** The success's schema (200). */
  response: R;
  /** The error answers declared beside it (default `rowErrors`, lib/route-errors.ts). */
  errors?: Record<number, Schema>;
  /** Who may call, from the shared PERMISSIONS table; without it, anyone signed in. */
  permission?: Action;
  /** The answer, or the reply itself once sent (a file: `sendCsv`, `sendPdf`). */
  run: (
    input: ReadInput<P, Q>,
    reply: FastifyReply,
  ) => Promise<z.input<R> | FastifyReply> | z.input<R> | FastifyReply;
};

/**
 * The reads of one plugin, under its tags: `const read = readRoutes(app, tags);` then
 * `read({ path, params, response, run })`.
 */
export function readRoutes(app: App, tags: string[]) {
  return <
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    R extends Schema = Schema,
  >(
    spec: ReadSpec<P, Q, R>,
  ): void => {
    const schema: FastifySchema = {
      tags,
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      response: { 200: spec.response, ...(spec.errors ?? rowErrors) },
    };
    app.route({
      method: 'GET',
      url: spec.path,
      config: spec.permission ? { permission: spec.permission } : {},
      schema,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const input = { params: request.params as Out<P>, query: request.query as Out<Q> };
        const answer = await spec.run({ user: currentUser(request), ...input }, reply);
        // A run that sent its own answer (a file) gives back the reply: a thenable, which awaiting
        // turns into nothing, so what says it was answered is the reply itself.
        return reply.sent ? reply : reply.send(answer);
      },
    });
  };
}

/** The query every shop list takes: a page, perhaps a shop, perhaps `format=csv`. */
type ShopListQuery = { page: number; page_size: number; magasin?: number; format?: 'csv' | 'json' };

/** A shop list's filters: the query without its paging and format, the shop resolved to the caller's scope. */
export type ShopListFilters<Q> = Omit<Out<Q>, 'page' | 'page_size' | 'format' | 'magasin'> & {
  magasin: number | null;
};

export type ShopListSpec<Q, R extends Schema, Row> = Omit<ReadSpec<undefined, Q, R>, 'run' | 'params'> & {
  /** One page of the list. */
  page: (filters: ShopListFilters<Q>, paging: { page: number; pageSize: number }) => Promise<z.input<R>>;
  /** The whole list as CSV, for `?format=csv`. */
  csv?: (filters: ShopListFilters<Q>) => CsvExport<Row>;
};

/**
 * A list of shop data read the one way: `?magasin` kept to a gerant's own shop (another → 403,
 * lib/shop-scope.ts), then one page of it, or with `?format=csv` every row as a CSV file.
 */
export function shopList<Q extends z.ZodType<ShopListQuery>, R extends Schema, Row = never>(
  read: ReturnType<typeof readRoutes>,
  { page, csv, ...spec }: ShopListSpec<Q, R, Row>,
): void {
  read<undefined, Q, R>({
    ...spec,
    run: ({ user, query }, reply) => {
      const { page: number, page_size: pageSize, magasin, format, ...rest } = query as ShopListQuery;
      const filters = { ...rest, magasin: scopeFor(user, magasin) } as ShopListFilters<Q>;
      if (format === 'csv' && csv) return sendCsv(reply, csv(filters));
      return page(filters, { page: number, pageSize });
    },
  });
}

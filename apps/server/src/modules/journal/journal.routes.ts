import {
  errorResponseSchema,
  JOURNAL_PATHS,
  journalListQuerySchema,
  journalPageSchema,
  MESSAGES,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { currentUser, type SessionUser } from '../../lib/access.ts';
import { forbidden } from '../../lib/errors.ts';
import { type JournalReader, listJournal } from './journal.repository.ts';

const tags = ['journal'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** A shop id no shop has: a gerant without a shop reads nothing rather than every shop's rows. */
const NO_SHOP = 0;

/** Direction reads everything; a gerant their own shop's rows (asking for another shop → 403). */
function readerOf(user: SessionUser, requestedShop: number | undefined): JournalReader {
  if (user.role === 'direction') return { kind: 'all' };
  if (requestedShop !== undefined && requestedShop !== user.magasinId) throw forbidden(MESSAGES.forbidden);
  return { kind: 'shop', magasinId: user.magasinId ?? NO_SHOP, userId: user.id };
}

/** The journal of changes, read-only: nothing in the application updates or deletes its rows. */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    JOURNAL_PATHS.list,
    {
      schema: { tags, querystring: journalListQuerySchema, response: { 200: journalPageSchema, ...errors } },
    },
    async (request) => {
      const { page, page_size: pageSize, ...filters } = request.query;
      const reader = readerOf(currentUser(request), filters.magasin);
      return listJournal(db, reader, filters, { page, pageSize });
    },
  );
};

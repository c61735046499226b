import { can, JOURNAL_PATHS, journalListQuerySchema, journalPageSchema, withCsvFormat } from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { journalCsv } from './journal.export.ts';
import { type JournalReader, listJournal } from './journal.repository.ts';

const tags = ['journal'];

/** Direction reads everything; a gerant their own shop's rows (the shop-scope rule: another → 403). */
function readerOf(user: SessionUser, requestedShop: number | undefined): JournalReader {
  const magasinId = scopeFor(user, requestedShop);
  if (can(user.role, 'journal:view') || magasinId === null) return { kind: 'all' };
  return { kind: 'shop', magasinId, userId: user.id };
}

/** The journal of changes, read-only: nothing in the application updates or deletes its rows. */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: JOURNAL_PATHS.list,
    query: withCsvFormat(journalListQuerySchema),
    response: journalPageSchema,
    errors: refusalErrors,
    run: ({ user, query }, reply) => {
      const { page, page_size: pageSize, format, ...filters } = query;
      const reader = readerOf(user, filters.magasin);
      if (format === 'csv') return sendCsv(reply, journalCsv(db, reader, filters));
      return listJournal(db, reader, filters, { page, pageSize });
    },
  });
};

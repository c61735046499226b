import type {
  ReconciliationLine,
  ReconciliationListQuery,
  ReconciliationPage,
  ReconciliationSummary,
} from '@pelote/shared';
import { aliasedTable, and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { withinDays } from '../../db/filters.ts';
import { rapprochements } from '../../db/schema/reconciliation.ts';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';
import { personColumns, personOf } from '../users/index.ts';
import { resultOfRow, summaryOf } from './statement-results.ts';
import { typedByIds } from './typed-payments.ts';

/** Reading the saved rows: a page of them with the count per state, one row, what the Journée shows. */

const resolver = aliasedTable(users, 'resolver');

export function selectLines(db: DbOrTx) {
  return db
    .select({
      row: rapprochements,
      magasin: { id: magasins.id, nom: magasins.nom },
      resolver: personColumns(resolver),
    })
    .from(rapprochements)
    .innerJoin(magasins, eq(magasins.id, rapprochements.magasinId))
    .leftJoin(resolver, eq(resolver.id, rapprochements.resoluPar));
}

type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['where']>>[number];

/** The rows as answers give them, their typed payments read in one go. */
export async function toLines(db: DbOrTx, rows: readonly LineRow[]): Promise<ReconciliationLine[]> {
  const typed = await typedByIds(db, {
    paiement: rows.flatMap(({ row }) => (row.paiementId ? [row.paiementId] : [])),
    versement: rows.flatMap(({ row }) => (row.versementId ? [row.versementId] : [])),
  });
  return rows.map(({ row, magasin, resolver: by }) => ({
    id: row.id,
    magasin,
    operateur: row.operateur as ReconciliationLine['operateur'],
    ...resultOfRow(row, typed),
    resolution:
      row.resoluLe && row.commentaire
        ? { commentaire: row.commentaire, par: personOf(by), le: row.resoluLe.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function findLine(db: DbOrTx, id: number): Promise<ReconciliationLine | undefined> {
  const rows = await selectLines(db).where(eq(rapprochements.id, id));
  return (await toLines(db, rows))[0];
}

export type LineFilters = Omit<ReconciliationListQuery, 'page' | 'page_size' | 'magasin'> & {
  magasin: number | null;
};

export function lineConditions(filters: LineFilters, withState = true): SQL | undefined {
  return and(
    filters.magasin === null ? undefined : eq(rapprochements.magasinId, filters.magasin),
    filters.operateur ? eq(rapprochements.operateur, filters.operateur) : undefined,
    withState && filters.etat ? eq(rapprochements.etat, filters.etat) : undefined,
    ...withinDays(rapprochements.dateOperation, filters.date_debut, filters.date_fin),
  );
}

/** The count, resolved count and fees of a group of rows of one state. */
const countsByState = {
  etat: rapprochements.etat,
  n: count(),
  resolus: sql<number>`count(${rapprochements.resoluLe})::int`,
  frais: sql<string>`coalesce(sum(${rapprochements.frais}), 0)`,
};

function addCounts(
  summary: ReconciliationSummary,
  row: { etat: string; n: number; resolus: number; frais: string },
): ReconciliationSummary {
  summary[row.etat as keyof ReconciliationSummary] += row.n;
  summary.resolus += Number(row.resolus);
  summary.frais += Number(row.frais);
  return summary;
}

/** How many rows in each state (and resolved, and the fees) under `condition`. */
export async function summaryWhere(db: DbOrTx, condition: SQL | undefined): Promise<ReconciliationSummary> {
  const rows = await db
    .select(countsByState)
    .from(rapprochements)
    .where(condition)
    .groupBy(rapprochements.etat);
  return rows.reduce(addCounts, summaryOf([]));
}

/** One page of rows, newest first, and the count per state over the same filters whatever the state. */
export async function listLines(
  db: DbOrTx,
  filters: LineFilters,
  page: { page: number; pageSize: number },
): Promise<ReconciliationPage> {
  const condition = lineConditions(filters);
  const found = await readPage(
    page,
    db.select({ n: count() }).from(rapprochements).where(condition),
    selectLines(db).where(condition).orderBy(desc(rapprochements.dateOperation), desc(rapprochements.id)),
  );
  return {
    ...pageOf(found.count, page.page, page.pageSize, await toLines(db, found.rows)),
    resume: await summaryWhere(db, lineConditions(filters, false)),
  };
}

/** Each shop's rows dated within `day`, counted per operator and state (the Journée's). */
export async function reconciliationOfDay(
  db: DbOrTx,
  day: { from: Date; to: Date },
): Promise<Map<number, Record<string, ReconciliationSummary>>> {
  const rows = await db
    .select({ magasinId: rapprochements.magasinId, operateur: rapprochements.operateur, ...countsByState })
    .from(rapprochements)
    .where(and(gte(rapprochements.dateOperation, day.from), lt(rapprochements.dateOperation, day.to)))
    .groupBy(rapprochements.magasinId, rapprochements.operateur, rapprochements.etat);
  const byShop = new Map<number, Record<string, ReconciliationSummary>>();
  for (const row of rows) {
    const shop = byShop.get(row.magasinId) ?? {};
    shop[row.operateur] = addCounts(shop[row.operateur] ?? summaryOf([]), row);
    byShop.set(row.magasinId, shop);
  }
  return byShop;
}

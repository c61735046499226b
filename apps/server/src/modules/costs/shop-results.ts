import type { Margins } from '@pelote/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { magasins } from '../../db/schema/shops.ts';
import { caisseMouvements, caisseSessions, isExpenseMovement } from '../../db/schema/till.ts';
import type { DbOrTx } from '../../db/types.ts';
import { rowsOf } from './cost.ts';
import type { MarginsFilter } from './margins.repository.ts';

/**
 * 'Résultat du magasin': per shop and month of a period, the margin of its sales (the daily sums'
 * revenue of known cost less its cost, every article type whatever the type filter) less its
 * expenses (isExpenseMovement: cash-outs other than deposits and refunds of sales). A month is
 * Abidjan's, which is UTC; a shop with neither sales nor expenses in a month has no line for it.
 */

type Result = Margins['resultats'][number];

const DAY_MS = 86_400_000;

async function marginsByShopMonth(db: DbOrTx, filter: MarginsFilter) {
  const rows = rowsOf<{ magasin_id: number; mois: string; marge: string }>(
    await db.execute(sql`
      select s.magasin_id, to_char(s.jour, 'YYYY-MM') as mois,
        coalesce(sum(s.chiffre_affaire), 0) - coalesce(sum(s.chiffre_affaire_cout_inconnu), 0)
          - round(coalesce(sum(s.cout_ventes), 0))::bigint as marge
      from stats_types_jour s
      where s.jour between ${filter.firstDay}::date and ${filter.lastDay}::date
        ${filter.magasin === null ? sql`` : sql`and s.magasin_id = ${filter.magasin}`}
      group by 1, 2`),
  );
  return rows.map((row) => ({
    magasinId: Number(row.magasin_id),
    mois: row.mois,
    montant: Number(row.marge),
  }));
}

async function expensesByShopMonth(db: DbOrTx, filter: MarginsFilter) {
  const month = sql<string>`to_char(${caisseMouvements.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const from = new Date(`${filter.firstDay}T00:00:00.000Z`);
  const to = new Date(new Date(`${filter.lastDay}T00:00:00.000Z`).getTime() + DAY_MS);
  const rows = await db
    .select({
      magasinId: caisseSessions.magasinId,
      mois: month,
      montant: sql<string>`sum(${caisseMouvements.montant})`,
    })
    .from(caisseMouvements)
    .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
    .where(
      and(
        isExpenseMovement,
        gte(caisseMouvements.createdAt, from),
        lt(caisseMouvements.createdAt, to),
        filter.magasin === null ? undefined : eq(caisseSessions.magasinId, filter.magasin),
      ),
    )
    .groupBy(caisseSessions.magasinId, month);
  return rows.map((row) => ({ magasinId: row.magasinId, mois: row.mois, montant: Number(row.montant) }));
}

/** The shops' results of the period, months in order then shops by name. */
export async function shopResults(db: DbOrTx, filter: MarginsFilter): Promise<Result[]> {
  // One after the other: `db` may be a transaction, whose connection runs one query at a time.
  const margins = await marginsByShopMonth(db, filter);
  const expenses = await expensesByShopMonth(db, filter);
  const shops = new Map(
    (await db.select({ id: magasins.id, nom: magasins.nom }).from(magasins)).map((shop) => [shop.id, shop]),
  );
  const lines = new Map<string, Result>();
  const lineOf = (magasinId: number, mois: string): Result | null => {
    const shop = shops.get(magasinId);
    if (!shop) return null;
    const key = `${mois}|${magasinId}`;
    const line = lines.get(key) ?? { mois, magasin: shop, marge: 0, depenses: 0, resultat: 0 };
    lines.set(key, line);
    return line;
  };
  for (const row of margins) {
    const line = lineOf(row.magasinId, row.mois);
    if (line) line.marge += row.montant;
  }
  for (const row of expenses) {
    const line = lineOf(row.magasinId, row.mois);
    if (line) line.depenses += row.montant;
  }
  return [...lines.values()]
    .map((line) => ({ ...line, resultat: line.marge - line.depenses }))
    .sort((a, b) => a.mois.localeCompare(b.mois) || a.magasin.nom.localeCompare(b.magasin.nom, 'fr'));
}

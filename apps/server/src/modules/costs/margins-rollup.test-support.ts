import type { MarginGroup, Margins } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { summaryDrift } from '../../../test/sales-summary-drift.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { addToSalesSummary } from '../sales/index.ts';
import type { SalesContext } from '../sales/sales.test-support.ts';
import { rowsOf } from './cost.ts';
import { costDrift } from './costs.test-support.ts';
import { type MarginsFilter, margins } from './margins.repository.ts';

/** Calls shared by the tests of the margins' roll-up per month. */

/** Day `day` of the month of `month` ('yyyy-mm-dd'). */
export const dayOf = (month: string, day: number) => `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;

/** Moves a sale recorded today to 10:00 UTC of `day`: off today's sums, onto that day's. */
export async function moveSale(context: SalesContext, saleId: number, day: string) {
  const at = new Date(`${day}T10:00:00.000Z`);
  await context.t.db.transaction(async (tx) => {
    const [sale] = await tx.select().from(ventes).where(eq(ventes.id, saleId));
    if (!sale) throw new Error('no such sale');
    const lines = await tx
      .select({
        articleId: venteLignes.articleId,
        articleType: venteLignes.articleType,
        quantite: venteLignes.quantite,
        prixTotal: venteLignes.prixTotal,
        coutUnitaire: venteLignes.coutUnitaire,
      })
      .from(venteLignes)
      .where(eq(venteLignes.venteId, saleId));
    await addToSalesSummary(tx, { magasinId: sale.magasinId, dateVente: sale.dateVente, lines }, -1);
    await tx.update(ventes).set({ dateVente: at }).where(eq(ventes.id, saleId));
    await addToSalesSummary(tx, { magasinId: sale.magasinId, dateVente: at, lines }, 1);
  });
}

/** The months rolled up, in order. */
export async function rolledMonths(context: SalesContext): Promise<string[]> {
  return rowsOf<{ mois: string }>(
    await context.t.db.execute(sql`select mois::text as mois from stats_mois_clos order by mois`),
  ).map((row) => row.mois);
}

/** The last day rolled up of `month`, null when it is not. */
export async function rolledUpTo(context: SalesContext, month: string): Promise<string | null> {
  const [row] = rowsOf<{ jusqu_au: string }>(
    await context.t.db.execute(
      sql`select jusqu_au::text as jusqu_au from stats_mois_clos where mois = ${month}::date`,
    ),
  );
  return row?.jusqu_au ?? null;
}

/** Every month row, as text, in order. */
export async function monthRows(context: SalesContext): Promise<Record<string, string>[]> {
  return rowsOf<Record<string, string>>(
    await context.t.db.execute(sql`
      select mois::text, article_id::text, quantite::text, chiffre_affaire::text, cout_ventes::text,
        chiffre_affaire_cout_inconnu::text, quantite_cout_inconnu::text
      from stats_articles_mois order by mois, article_id`),
  );
}

export type Query = {
  firstDay: string;
  lastDay: string;
  magasin?: number;
  type?: 'accessoire';
  group?: MarginGroup;
};

/** The API's answer, checked equal to the margins of the daily rows alone; answers it. */
export async function marginsSameAsDaily(c: SalesContext, query: Query): Promise<Margins> {
  const group = query.group ?? 'article';
  const params = new URLSearchParams({ date_debut: query.firstDay, date_fin: query.lastDay, groupe: group });
  if (query.magasin) params.set('magasin', String(query.magasin));
  if (query.type) params.set('type', query.type);
  const response = await c.t.inject({
    method: 'GET',
    url: `/api/Statistiques/marges?${params}`,
    headers: c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  const filter: MarginsFilter = {
    firstDay: query.firstDay,
    lastDay: query.lastDay,
    magasin: query.magasin ?? null,
    type: query.type ?? null,
  };
  const daily = await margins(c.t.db, filter, group, { months: false });
  expect(response.json()).toEqual(JSON.parse(JSON.stringify(daily)));
  return response.json() as Margins;
}

/** The daily sums equal the sales and returns, each month row the sum of its days rolled up. */
export async function noRollUpDrift(c: SalesContext) {
  expect(await summaryDrift(c.t.db)).toEqual([]);
  expect(await costDrift(c.t.db)).toEqual([]);
}

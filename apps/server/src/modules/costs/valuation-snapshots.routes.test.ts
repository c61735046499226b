import { todayIso, type Valuation } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs } from '../../../test/shop-context.test-support.ts';
import { articles } from '../../db/schema/articles.ts';
import { coutsArticles } from '../../db/schema/costs.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { useSalesContext } from '../sales/sales.test-support.ts';
import { changeStock } from '../stock/index.ts';
import { rowsOf } from './cost.ts';
import { newArticle } from './costs.test-support.ts';
import { dayAfter, monthEnd, monthStart } from './month-rollup.ts';
import { buildStockSnapshots, builtMonthEnds } from './stock-snapshots.ts';
import { type ValuationReading, valuation, valuationStart } from './valuation.repository.ts';

/**
 * The valuation at a past date read from the nearest month end equals the one read from the
 * ledger alone ('until': every movement up to then; 'since': today's stock minus the movements
 * since), on either side of a month end, on its very day, before the first one, and after
 * movements dated in the past were written, changed or deleted once the month ends were built.
 * The history is written directly: stock moved through the ledger today, then moved back in time.
 */

const c = useSalesContext();
const today = todayIso();
const threeBack = monthStart(today, -3);
const twoBack = monthStart(today, -2);
const lastMonth = monthStart(today, -1);
const dayOf = (month: string, day: number) => `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
const endOfDay = (day: string) => new Date(`${dayAfter(day)}T00:00:00.000Z`);

/** A movement through the ledger today, then dated `at`. */
async function movedAt(magasinId: number, articleId: number, quantite: number, at: string) {
  await c.t.db.transaction(async (tx) => {
    const { movementId } = await changeStock(tx, {
      magasinId,
      articleId,
      quantite,
      kind: quantite > 0 ? 'ajout' : 'ajustement',
      motif: 'Historique de test',
      userId: null,
    });
    await tx
      .update(mouvementsStock)
      .set({ createdAt: new Date(at) })
      .where(eq(mouvementsStock.id, movementId));
  });
}

/** A cost from `at` on, as a delivery of then would have left it. */
async function costFrom(articleId: number, cout: number, at: string) {
  await c.t.db.insert(coutsArticles).values({
    articleId,
    quantiteAvant: 0,
    quantite: 1,
    prixUnitaire: cout,
    coutApres: cout,
    valableDepuis: new Date(at),
  });
  await c.t.db.update(articles).set({ coutMoyen: cout }).where(eq(articles.id, articleId));
}

async function valuationAt(day: string, magasin?: number): Promise<Valuation> {
  const response = await getAs(
    c,
    `/api/Stocks/valorisation?date=${day}${magasin ? `&magasin=${magasin}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Valuation;
}

/** Each reading, the API's included, gives the same valuation on every day and shop of the list. */
async function sameEverywhere(days: string[]) {
  for (const day of days) {
    for (const magasin of [null, c.shopA.id, c.shopB.id]) {
      const reference = await valuation(c.t.db, { day, end: endOfDay(day), magasin, reading: 'until' });
      const readings: ValuationReading[] = ['since', 'snapshot', 'auto'];
      for (const reading of readings) {
        expect(
          await valuation(c.t.db, { day, end: endOfDay(day), magasin, reading }),
          `${day} ${reading}`,
        ).toEqual(reference);
      }
      expect(await valuationAt(day, magasin ?? undefined)).toEqual(JSON.parse(JSON.stringify(reference)));
    }
  }
}

describe('the valuation at a past date from the month ends', () => {
  it('equals the ledger summed, around, on and before the month ends, and follows movements dated afterwards', async () => {
    const pelote = await newArticle(c, 'Pelote alpaga');
    const kit = await newArticle(c, 'Kit de démarrage');
    await movedAt(c.shopA.id, pelote.id, 10, `${dayOf(threeBack, 5)}T10:00:00.000Z`);
    await costFrom(pelote.id, 100_000, `${dayOf(threeBack, 5)}T10:00:00.000Z`);
    // Exactly at a month's end: it belongs to the next month (and its first day).
    await movedAt(c.shopB.id, pelote.id, 5, `${twoBack}T00:00:00.000Z`);
    await costFrom(pelote.id, 130_000, `${twoBack}T00:00:00.000Z`);
    await movedAt(c.shopB.id, kit.id, 6, `${dayOf(twoBack, 10)}T08:00:00.000Z`);
    await movedAt(c.shopA.id, pelote.id, -3, `${dayOf(threeBack, 20)}T15:00:00.000Z`);
    await movedAt(c.shopB.id, pelote.id, -2, `${dayOf(twoBack, 14)}T12:00:00.000Z`);
    await movedAt(c.shopA.id, pelote.id, 4, `${monthEnd(lastMonth)}T23:59:59.000Z`);
    await movedAt(c.shopA.id, pelote.id, -1, new Date().toISOString());
    expect(await builtMonthEnds(c.t.db)).toEqual([]);

    // The first request of a past date builds the month ends a day old, oldest first.
    const endOfThreeBack = await valuationAt(monthEnd(threeBack));
    const built = await builtMonthEnds(c.t.db);
    expect(built.slice(0, 2)).toEqual([threeBack, twoBack]);
    expect(await buildStockSnapshots(c.t.db)).toEqual([]);
    // 10 − 3 units at 1 000,00 in shop A; the units at 00:00 of the next month are not yet there.
    expect(endOfThreeBack.total).toEqual({ quantite: 7, valeur: 700_000, quantite_cout_inconnu: 0 });
    expect(await valuationStart(c.t.db, endOfDay(monthEnd(threeBack)))).toEqual({
      kind: 'snapshot',
      month: threeBack,
      at: new Date(`${twoBack}T00:00:00.000Z`),
    });

    const days = [
      dayOf(threeBack, 4),
      dayOf(threeBack, 5),
      dayOf(threeBack, 21),
      monthEnd(threeBack),
      twoBack,
      dayOf(twoBack, 12),
      monthEnd(twoBack),
      dayOf(lastMonth, 3),
      monthEnd(lastMonth),
      today,
    ];
    await sameEverywhere(days);
    // Before the first movement: nothing, read from the first month end minus its movements.
    expect(
      (
        await valuation(c.t.db, {
          day: days[0] ?? '',
          end: endOfDay(days[0] ?? ''),
          magasin: null,
          reading: 'snapshot',
        })
      ).total,
    ).toEqual({
      quantite: 0,
      valeur: 0,
      quantite_cout_inconnu: 0,
    });
    // The kit has no cost: counted apart.
    expect((await valuationAt(dayOf(twoBack, 12), c.shopB.id)).total).toEqual({
      quantite: 6 + 5,
      valeur: 5 * 130_000,
      quantite_cout_inconnu: 6,
    });

    // Movements dated in the past once the month ends are built: written in bulk (one statement),
    // moved in time, deleted. Each reaches every month end after its date.
    const bulk = rowsOf<{ id: number }>(
      await c.t.db.execute(sql`
        insert into mouvements_stock (magasin_id, article_id, kind, bain, quantite, stock_apres, motif, created_at) values
          (${c.shopB.id}, ${pelote.id}, 'ajout', '', 2, 2, 'Historique', ${`${dayOf(threeBack, 10)}T09:00:00.000Z`}::timestamptz),
          (${c.shopB.id}, ${pelote.id}, 'ajustement', '', -2, 0, 'Historique', ${`${dayOf(lastMonth, 2)}T09:00:00.000Z`}::timestamptz)
        returning id`),
    ).map((row) => Number(row.id));
    expect(bulk).toHaveLength(2);
    await sameEverywhere(days);
    const [moved] = await c.t.db
      .select({ id: mouvementsStock.id })
      .from(mouvementsStock)
      .where(eq(mouvementsStock.articleId, kit.id));
    await c.t.db
      .update(mouvementsStock)
      .set({ createdAt: new Date(`${dayOf(threeBack, 25)}T08:00:00.000Z`) })
      .where(eq(mouvementsStock.id, moved?.id ?? 0));
    expect((await valuationAt(monthEnd(threeBack), c.shopB.id)).total.quantite_cout_inconnu).toBe(6);
    await sameEverywhere(days);
    await c.t.db.execute(sql`delete from mouvements_stock where id in (${bulk[0]}, ${bulk[1]})`);
    await sameEverywhere(days);
  });
});

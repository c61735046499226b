import crypto from 'node:crypto';
import { todayIso } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { summaryDrift } from '../../../test/sales-summary-drift.ts';
import { lineBack, returned } from '../returns/returns.test-support.ts';
import { cancelSale, postSale, sell, useSalesContext } from '../sales/sales.test-support.ts';
import { rowsOf } from './cost.ts';
import { deliver, newArticle } from './costs.test-support.ts';
import {
  dayOf,
  marginsSameAsDaily,
  moveSale,
  noRollUpDrift,
  type Query,
  rolledMonths,
} from './margins-rollup.test-support.ts';
import { monthEnd, monthStart, rollUpMonths } from './month-rollup.ts';

/**
 * The margins' roll-up of closed months: every answer equals the same margins read from the daily
 * rows alone (`months: false`), before and after the roll-up and after every kind of change of a
 * closed month. Sales of past months are recorded today through the API, then moved to their day
 * (sums included) before any roll-up, as the sale service would have counted them then.
 */

const c = useSalesContext();
const today = todayIso();
const thisMonth = monthStart(today);
const lastMonth = monthStart(today, -1);
const twoBack = monthStart(today, -2);
// The current month is rolled up to yesterday too, except on its first day (nothing finished).
const current = today.endsWith('-01') ? [] : [thisMonth];

const backdate = (saleId: number, day: string) => moveSale(c, saleId, day);
const closedMonths = () => rolledMonths(c);
const sameAsDaily = (query: Query) => marginsSameAsDaily(c, query);
const noDrift = () => noRollUpDrift(c);

const sellOne = (magasin: number, article: number, quantite: number) =>
  sell(c, { client: null, magasin, articles: [{ article, quantite }] });

describe('the margins of closed months', () => {
  it('roll a month up the first time a period covers it whole, over, and read the same as the daily rows', async () => {
    const crochet = await newArticle(c, 'Crochet bambou 6 mm', 240_000);
    const ciseaux = await newArticle(c, 'Ciseaux à broder', 180_000);
    await deliver(c, c.shopA.id, crochet.id, 30, 100_000);
    await deliver(c, c.shopB.id, crochet.id, 30, 120_000);
    await deliver(c, c.shopA.id, ciseaux.id, 5, 170_000);
    await deliver(c, c.shopB.id, ciseaux.id, 10, 170_000);
    const early = await sellOne(c.shopA.id, crochet.id, 2);
    const edge = await sellOne(c.shopB.id, crochet.id, 3);
    const middle = await sellOne(c.shopA.id, ciseaux.id, 1);
    const late = await sellOne(c.shopB.id, ciseaux.id, 4);
    await sellOne(c.shopA.id, crochet.id, 1);
    await backdate(early.id, dayOf(twoBack, 3));
    await backdate(edge.id, dayOf(twoBack, 20));
    await backdate(middle.id, dayOf(lastMonth, 1));
    await backdate(late.id, monthEnd(lastMonth));
    await noDrift();
    expect(await closedMonths()).toEqual([]);

    // From the middle of two months back to today: last month is whole and over, the current one
    // is covered from its first day to today (rolled up to yesterday).
    const span = { firstDay: dayOf(twoBack, 15), lastDay: today };
    const all = await sameAsDaily(span);
    expect(await closedMonths()).toEqual([lastMonth, ...current]);
    expect(all.lignes.find((line) => line.cle === String(ciseaux.id))).toMatchObject({ quantite: 5 });
    expect(all.lignes.find((line) => line.cle === String(crochet.id))).toMatchObject({ quantite: 4 });
    await sameAsDaily({ ...span, type: 'accessoire' });
    await sameAsDaily({ ...span, magasin: c.shopB.id });
    for (const group of ['type', 'magasin', 'mois'] as const) await sameAsDaily({ ...span, group });
    await sameAsDaily({ ...span, group: 'mois', magasin: c.shopA.id, type: 'accessoire' });

    // Two whole months: the earlier one is rolled up too, the current one up to yesterday only.
    await sameAsDaily({ firstDay: twoBack, lastDay: monthEnd(lastMonth) });
    await sameAsDaily({ firstDay: twoBack, lastDay: monthEnd(thisMonth) });
    expect(await closedMonths()).toEqual([twoBack, lastMonth, ...current]);
    const [row] = rowsOf<{ quantite: number }>(
      await c.t.db.execute(sql`
        select quantite from stats_articles_mois where mois = ${twoBack}::date and article_id = ${crochet.id}`),
    );
    expect(row?.quantite).toBe(5);
    await noDrift();

    // A sale of a closed month cancelled afterwards: taken off its month row in the same statement.
    const cancelled = await cancelSale(c, edge.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await sameAsDaily({ firstDay: twoBack, lastDay: monthEnd(lastMonth) });
    expect(after.lignes.find((line) => line.cle === String(crochet.id))).toMatchObject({ quantite: 2 });
    await sameAsDaily(span);
    await noDrift();
  });

  it('follow every change of a closed month: a sale, a cancellation, a return, an offline sale, a cost rebuilt', async () => {
    // The current month is rolled up to its last day here, today included, by calling the builder
    // directly (the routes never roll up today), so that the changes can go through the API as
    // they happen.
    const pelote = await newArticle(c, 'Pelote de coton mercerisé', 90_000);
    const aiguilles = await newArticle(c, 'Aiguilles à tricoter 3 mm', 60_000);
    await deliver(c, c.shopA.id, pelote.id, 40, 50_000);
    await deliver(c, c.shopB.id, pelote.id, 40, 70_000);
    const kept = await sellOne(c.shopA.id, pelote.id, 6);
    const toCancel = await sellOne(c.shopB.id, pelote.id, 3);
    const whole = { firstDay: thisMonth, lastDay: monthEnd(thisMonth) };
    await sameAsDaily(whole);
    const toItsEnd = [{ month: thisMonth, upTo: monthEnd(thisMonth) }];
    expect(await rollUpMonths(c.t.db, toItsEnd)).toEqual([thisMonth]);
    expect(await rollUpMonths(c.t.db, toItsEnd)).toEqual([]);
    expect(await closedMonths()).toContain(thisMonth);
    await sameAsDaily(whole);

    // Another sale of the day (rows updated) and the first sale of an article (rows inserted).
    await sellOne(c.shopB.id, pelote.id, 2);
    await deliver(c, c.shopA.id, aiguilles.id, 5, 30_000);
    await sellOne(c.shopA.id, aiguilles.id, 2);
    await sameAsDaily(whole);
    await noDrift();

    const cancelled = await cancelSale(c, toCancel.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await returned(c, kept.id, lineBack(kept, 2));
    const offline = await postSale(
      c,
      {
        client: null,
        magasin: c.shopB.id,
        articles: [{ article: pelote.id, quantite: 1 }],
        hors_ligne: true,
        date_appareil: new Date(Date.now() - 10 * 60_000).toISOString(),
        ticket_provisoire: 'T-R01-1',
      },
      { key: crypto.randomUUID() },
    );
    expect(offline.statusCode, offline.body).toBe(201);
    const now = await sameAsDaily(whole);
    // 6 − 2 returned, 3 cancelled, 2 more and 1 offline: 7.
    expect(now.lignes.find((line) => line.cle === String(pelote.id))).toMatchObject({ quantite: 7 });
    await sameAsDaily({ ...whole, type: 'accessoire' });
    await sameAsDaily({ ...whole, group: 'mois' });
    await noDrift();

    // The cost history rebuilt (statements updating many daily rows, as migration 0013's do).
    const shift = sql`update stats_articles_jour set cout_ventes = cout_ventes + ${10_000}::numeric * quantite
      where article_id = ${pelote.id}`;
    await c.t.db.execute(shift);
    expect(await summaryDrift(c.t.db)).toEqual([]);
    const [shifted] = rowsOf<{ cout: string }>(
      await c.t.db.execute(sql`select cout_ventes::text as cout from stats_articles_mois
        where mois = ${thisMonth}::date and article_id = ${pelote.id}`),
    );
    await c.t.db.execute(sql`update stats_articles_jour set cout_ventes = cout_ventes - ${10_000}::numeric * quantite
      where article_id = ${pelote.id}`);
    const [back] = rowsOf<{ cout: string }>(
      await c.t.db.execute(sql`select cout_ventes::text as cout from stats_articles_mois
        where mois = ${thisMonth}::date and article_id = ${pelote.id}`),
    );
    expect(Number(shifted?.cout) - Number(back?.cout)).toBe(7 * 10_000);
    await sameAsDaily(whole);
    await noDrift();
  });
});

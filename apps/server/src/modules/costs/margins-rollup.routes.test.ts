import crypto from 'node:crypto';
import { type MarginGroup, type Margins, todayIso } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { summaryDrift } from '../../../test/sales-summary-drift.ts';
import { lineBack, returned } from '../returns/returns.test-support.ts';
import { venteLignes, ventes } from '../sales/sales.table.ts';
import { postSale, type SalesContext, sell, useSalesContext } from '../sales/sales.test-support.ts';
import { addToSalesSummary } from '../sales/sales-summary.ts';
import { rowsOf } from './cost.ts';
import { costDrift, deliver, newArticle } from './costs.test-support.ts';
import { type MarginsFilter, margins } from './margins.repository.ts';
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
const dayOf = (month: string, day: number) => `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;

/** Moves a sale recorded today to 10:00 UTC of `day`: off today's sums, onto that day's. */
async function backdate(context: SalesContext, saleId: number, day: string) {
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

const closedMonths = async () =>
  rowsOf<{ mois: string }>(
    await c.t.db.execute(sql`select mois::text as mois from stats_mois_clos order by mois`),
  ).map((row) => row.mois);

type Query = {
  firstDay: string;
  lastDay: string;
  magasin?: number;
  type?: 'accessoire';
  group?: MarginGroup;
};

/** The API's answer, checked equal to the margins of the daily rows alone; answers it. */
async function sameAsDaily(query: Query): Promise<Margins> {
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

async function noDrift() {
  expect(await summaryDrift(c.t.db)).toEqual([]);
  expect(await costDrift(c.t.db)).toEqual([]);
}

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
    await backdate(c, early.id, dayOf(twoBack, 3));
    await backdate(c, edge.id, dayOf(twoBack, 20));
    await backdate(c, middle.id, dayOf(lastMonth, 1));
    await backdate(c, late.id, monthEnd(lastMonth));
    await noDrift();
    expect(await closedMonths()).toEqual([]);

    // From the middle of two months back to today: only last month is whole and over.
    const span = { firstDay: dayOf(twoBack, 15), lastDay: today };
    const all = await sameAsDaily(span);
    expect(await closedMonths()).toEqual([lastMonth]);
    expect(all.lignes.find((line) => line.cle === String(ciseaux.id))).toMatchObject({ quantite: 5 });
    expect(all.lignes.find((line) => line.cle === String(crochet.id))).toMatchObject({ quantite: 4 });
    await sameAsDaily({ ...span, type: 'accessoire' });
    await sameAsDaily({ ...span, magasin: c.shopB.id });
    for (const group of ['type', 'magasin', 'mois'] as const) await sameAsDaily({ ...span, group });
    await sameAsDaily({ ...span, group: 'mois', magasin: c.shopA.id, type: 'accessoire' });

    // Two whole months: the earlier one is rolled up too, the current one never (not over).
    await sameAsDaily({ firstDay: twoBack, lastDay: monthEnd(lastMonth) });
    await sameAsDaily({ firstDay: twoBack, lastDay: monthEnd(thisMonth) });
    expect(await closedMonths()).toEqual([twoBack, lastMonth]);
    const [row] = rowsOf<{ quantite: number }>(
      await c.t.db.execute(sql`
        select quantite from stats_articles_mois where mois = ${twoBack}::date and article_id = ${crochet.id}`),
    );
    expect(row?.quantite).toBe(5);
    await noDrift();

    // A sale of a closed month cancelled afterwards: taken off its month row in the same statement.
    const cancelled = await c.t.inject({
      method: 'DELETE',
      url: `/api/Ventes/${edge.id}`,
      headers: c.direction,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await sameAsDaily({ firstDay: twoBack, lastDay: monthEnd(lastMonth) });
    expect(after.lignes.find((line) => line.cle === String(crochet.id))).toMatchObject({ quantite: 2 });
    await sameAsDaily(span);
    await noDrift();
  });

  it('follow every change of a closed month: a sale, a cancellation, a return, an offline sale, a cost rebuilt', async () => {
    // The current month is closed here by calling the builder directly (the routes close only
    // months over), so that the changes can go through the API as they happen.
    const pelote = await newArticle(c, 'Pelote de coton mercerisé', 90_000);
    const aiguilles = await newArticle(c, 'Aiguilles à tricoter 3 mm', 60_000);
    await deliver(c, c.shopA.id, pelote.id, 40, 50_000);
    await deliver(c, c.shopB.id, pelote.id, 40, 70_000);
    const kept = await sellOne(c.shopA.id, pelote.id, 6);
    const toCancel = await sellOne(c.shopB.id, pelote.id, 3);
    const whole = { firstDay: thisMonth, lastDay: monthEnd(thisMonth) };
    await sameAsDaily(whole);
    expect(await rollUpMonths(c.t.db, [thisMonth])).toEqual([thisMonth]);
    expect(await rollUpMonths(c.t.db, [thisMonth])).toEqual([]);
    expect(await closedMonths()).toContain(thisMonth);
    await sameAsDaily(whole);

    // Another sale of the day (rows updated) and the first sale of an article (rows inserted).
    await sellOne(c.shopB.id, pelote.id, 2);
    await deliver(c, c.shopA.id, aiguilles.id, 5, 30_000);
    await sellOne(c.shopA.id, aiguilles.id, 2);
    await sameAsDaily(whole);
    await noDrift();

    const cancelled = await c.t.inject({
      method: 'DELETE',
      url: `/api/Ventes/${toCancel.id}`,
      headers: c.direction,
    });
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

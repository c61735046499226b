import { ARTICLE_KINDS, type SalesStats } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { summaryDrift } from '../../../test/sales-summary-drift.ts';
import { addStock, postSale, sell, useSalesContext } from './sales.test-support.ts';

/**
 * The daily sums behind /Statistiques/ventes, kept by the sale service itself: each sale adds to
 * them in its transaction, a cancellation takes it back, a refused sale leaves them alone, and they
 * always equal the sums computed again from the sales.
 */

const c = useSalesContext();
const today = new Date().toISOString().slice(0, 10);

async function statsOf(magasin?: number) {
  const query = magasin === undefined ? '' : `?magasin=${magasin}`;
  const response = await c.t.inject({
    method: 'GET',
    url: `/api/Statistiques/ventes${query}`,
    headers: c.direction,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as SalesStats;
  return {
    totaux: body.totaux,
    aujourdhui: body.par_jour.find((day) => day.date === today),
    par_type: body.par_type,
    par_magasin: body.par_magasin.map((row) => [row.magasin.nom, row.ventes, row.chiffre_affaire]),
    top: body.top_articles.map((row) => [row.nom, row.quantite, row.chiffre_affaire]),
  };
}

describe('the daily sums of the sales statistics', () => {
  it('adds a sale of two lines to today, its shop, its types and its articles', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 10);
    await addStock(c, c.shopA.id, c.accessoire.id, 10);
    await sell(c, {
      client: c.client.id,
      magasin: c.shopA.id,
      articles: [
        { article: c.laine.id, quantite: 2 },
        { article: c.accessoire.id, quantite: 1 },
      ],
    });
    const stats = await statsOf();
    expect(stats.totaux).toEqual({ ventes: 1, chiffre_affaire: 5_500_00, quantite: 3 });
    expect(stats.aujourdhui).toEqual({ date: today, ventes: 1, chiffre_affaire: 5_500_00 });
    expect(stats.par_type).toEqual([
      { type: 'laine', ventes: 1, quantite: 2, chiffre_affaire: 3_000_00 },
      { type: 'accessoire', ventes: 1, quantite: 1, chiffre_affaire: 2_500_00 },
    ]);
    expect(stats.top).toEqual([
      ['Mérinos bleu nuit', 2, 3_000_00],
      ['Aiguilles circulaires 4 mm', 1, 2_500_00],
    ]);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });

  it('counts a sale once per type, the same article twice in a request as one line', async () => {
    const before = await statsOf();
    await sell(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [
        { article: c.laine.id, quantite: 1 },
        { article: c.laine.id, quantite: 1 },
      ],
    });
    const after = await statsOf();
    expect(after.totaux.ventes - before.totaux.ventes).toBe(1);
    const laine = (stats: typeof after) => stats.par_type.find((row) => row.type === 'laine');
    expect((laine(after)?.ventes ?? 0) - (laine(before)?.ventes ?? 0)).toBe(1);
    expect((laine(after)?.quantite ?? 0) - (laine(before)?.quantite ?? 0)).toBe(2);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });

  it('leaves the sums alone when a sale is refused for want of stock', async () => {
    const before = await statsOf();
    const refused = await postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 500 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(await statsOf()).toEqual(before);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });

  it('takes a cancelled sale back off, and keeps the shops apart', async () => {
    await addStock(c, c.shopB.id, c.accessoire.id, 5);
    const before = await statsOf();
    const sale = await sell(c, {
      client: c.client.id,
      magasin: c.shopB.id,
      articles: [{ article: c.accessoire.id, quantite: 2 }],
    });
    const during = await statsOf();
    expect(during.totaux.ventes).toBe(before.totaux.ventes + 1);
    expect(during.par_magasin).toContainEqual(['Boutique Plateau', 1, 5_000_00]);
    expect((await statsOf(c.shopB.id)).totaux).toEqual({ ventes: 1, chiffre_affaire: 5_000_00, quantite: 2 });

    const cancel = await c.t.inject({
      method: 'DELETE',
      url: `/api/Ventes/${sale.id}`,
      headers: c.direction,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await statsOf()).toEqual(before);
    expect((await statsOf(c.shopB.id)).par_magasin).toEqual([]);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });

  it('takes many sales of one shop and day off at once, whatever order their types come in', async () => {
    // Lines go by article id: wool then accessory for the context's pair, accessory then wool for
    // the pair made here. The two pairs share no stock line, so their cancellations only meet on
    // the daily sums.
    const create = async (kind: 'laine' | 'accessoire', nom: string) => {
      const response = await c.t.inject({
        method: 'POST',
        url: `/api${ARTICLE_KINDS[kind].api.create}`,
        headers: c.direction,
        payload: { ...ARTICLE_BODIES[kind], nom, prix_unitaire: 100_000 },
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const crochet = await create('accessoire', 'Crochet 3 mm');
    const coton = await create('laine', 'Coton écru');
    for (const article of [c.laine.id, c.accessoire.id, crochet, coton])
      await addStock(c, c.shopA.id, article, 100);
    const before = await statsOf();
    const sales = [];
    for (let n = 0; n < 24; n += 1) {
      const pair = n % 2 === 0 ? [c.laine.id, c.accessoire.id] : [crochet, coton];
      sales.push(
        await sell(c, {
          client: null,
          magasin: c.shopA.id,
          articles: pair.map((article) => ({ article, quantite: 1 })),
        }),
      );
    }
    const cancels = await Promise.all(
      sales.map((sale) =>
        c.t.inject({ method: 'DELETE', url: `/api/Ventes/${sale.id}`, headers: c.direction }),
      ),
    );
    expect(cancels.map((response) => response.statusCode)).toEqual(sales.map(() => 200));
    const after = await statsOf();
    expect(after.totaux).toEqual(before.totaux);
    expect(after.par_type).toEqual(before.par_type);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });

  it('the drift check itself sees a sum that differs, in each of the four tables', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 10);
    await sell(c, { client: null, magasin: c.shopA.id, articles: [{ article: c.laine.id, quantite: 1 }] });
    expect(await summaryDrift(c.t.db)).toEqual([]);
    const shift = (by: number) => [
      sql`update stats_ventes_jour set chiffre_affaire = chiffre_affaire + ${by} where jour = ${today}::date`,
      sql`update stats_types_jour set quantite = quantite + ${by} where jour = ${today}::date`,
      sql`update stats_articles_jour set quantite = quantite + ${by} where jour = ${today}::date`,
    ];
    for (const statement of shift(1)) await c.t.db.execute(statement);
    // A month rolled up whose row its days do not hold.
    await c.t.db.execute(
      sql`insert into stats_mois_clos (mois, jusqu_au) values ('2020-01-01', '2020-01-31')`,
    );
    await c.t.db.execute(sql`insert into stats_articles_mois (mois, article_id, quantite, chiffre_affaire)
      values ('2020-01-01', ${c.laine.id}, 1, 100)`);
    const tables = (await summaryDrift(c.t.db)).map((row) => row.tableau);
    expect(new Set(tables)).toEqual(new Set(['jour', 'type', 'article', 'mois']));

    for (const statement of shift(-1)) await c.t.db.execute(statement);
    await c.t.db.execute(sql`delete from stats_articles_mois where mois = '2020-01-01'`);
    await c.t.db.execute(sql`delete from stats_mois_clos where mois = '2020-01-01'`);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });
});

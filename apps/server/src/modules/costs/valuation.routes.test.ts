import type { Valuation } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAs } from '../../../test/shop-context.test-support.ts';
import { articles } from '../../db/schema/articles.ts';
import { coutsArticles } from '../../db/schema/costs.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { useSalesContext } from '../sales/sales.test-support.ts';
import { changeStock } from '../stock/index.ts';
import { costOf, deliver, newArticle, postDelivery, today } from './costs.test-support.ts';
import { valuation } from './valuation.repository.ts';

/**
 * The stock valued at a past date at the CMP of then, and concurrent deliveries. Yesterday's
 * history is written directly (a delivery of yesterday cannot be recorded through the API): ten
 * units at 1 000,00, moved back a day; every other unit of this app arrives today.
 */

const c = useSalesContext();
const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function valuationAt(query: string): Promise<Valuation> {
  const response = await getAs(c, `/api/Stocks/valorisation${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Valuation;
}

describe('GET /Stocks/valorisation', () => {
  it("values yesterday's quantities at the CMP of then, today's at today's", async () => {
    const article = await newArticle(c, 'Boîte à ouvrage');
    const at = new Date(`${yesterday}T10:00:00.000Z`);
    await c.t.db.transaction(async (tx) => {
      const { movementId } = await changeStock(tx, {
        magasinId: c.shopA.id,
        articleId: article.id,
        quantite: 10,
        kind: 'ajout',
        userId: null,
      });
      await tx.update(mouvementsStock).set({ createdAt: at }).where(eq(mouvementsStock.id, movementId));
      await tx.insert(coutsArticles).values({
        articleId: article.id,
        quantiteAvant: 0,
        quantite: 10,
        prixUnitaire: 100_000,
        coutApres: 100_000,
        valableDepuis: at,
      });
      await tx.update(articles).set({ coutMoyen: 100_000 }).where(eq(articles.id, article.id));
    });
    // Today: 10 more at 2 000,00 (CMP 1 500,00), and an article of unknown cost.
    await deliver(c, c.shopA.id, article.id, 10, 200_000);
    expect(await costOf(c, article.id)).toBe(150_000);
    const unknown = await newArticle(c, 'Sac à tricot');
    const plain = await postDelivery(c, {
      article: unknown.id,
      magasin: c.shopB.id,
      quantite: 4,
      prix: null,
    });
    expect(plain.statusCode, plain.body).toBe(201);

    const then = await valuationAt(`?date=${yesterday}`);
    expect(then).toEqual({
      date: yesterday,
      total: { quantite: 10, valeur: 1_000_000, quantite_cout_inconnu: 0 },
      par_magasin: [
        {
          magasin: { id: c.shopA.id, nom: 'Boutique Cocody' },
          quantite: 10,
          valeur: 1_000_000,
          quantite_cout_inconnu: 0,
        },
      ],
      par_type: [{ type: 'accessoire', quantite: 10, valeur: 1_000_000, quantite_cout_inconnu: 0 }],
    });
    // Either side of the ledger gives the same quantities.
    for (const reading of ['since', 'until'] as const) {
      const end = new Date(`${today}T00:00:00.000Z`);
      expect(await valuation(c.t.db, { day: yesterday, end, magasin: null, reading })).toEqual(then);
    }
    const now = await valuationAt(`?date=${today}&magasin=${c.shopA.id}`);
    expect(now.total).toEqual({ quantite: 20, valeur: 3_000_000, quantite_cout_inconnu: 0 });
    const all = await valuationAt('');
    expect(all.date).toBe(today);
    expect(all.total).toEqual({ quantite: 24, valeur: 3_000_000, quantite_cout_inconnu: 4 });
    expect(all.par_magasin.map((row) => row.magasin.id)).toEqual([c.shopA.id, c.shopB.id]);
  });

  it('refuses a date after today', async () => {
    const response = await getAs(c, '/api/Stocks/valorisation?date=2999-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('La date ne peut pas être postérieure à aujourd’hui');
  });
});

describe('concurrent deliveries of one article', () => {
  it.runIf(onPostgres)('give the CMP of the same deliveries one after the other', async () => {
    const article = await newArticle(c, 'Aiguilles doubles pointes');
    await deliver(c, c.shopA.id, article.id, 10, 100_000);
    const prices = [200_000, 300_000, 400_000, 500_000, 600_000, 700_000];
    const answers = await Promise.all(
      prices.map((prix, n) =>
        postDelivery(c, {
          article: article.id,
          magasin: n % 2 ? c.shopA.id : c.shopB.id,
          quantite: 10,
          prix,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    // Whatever the order they went in, each one weighed the stock the others had left.
    const history = await c.t.db
      .select({
        q: coutsArticles.quantiteAvant,
        avant: coutsArticles.coutAvant,
        apres: coutsArticles.coutApres,
      })
      .from(coutsArticles)
      .where(eq(coutsArticles.articleId, article.id))
      .orderBy(coutsArticles.id);
    expect(history.map((row) => row.q)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    for (let n = 1; n < history.length; n++) expect(history[n]?.avant).toBe(history[n - 1]?.apres);
    // Ten units each at 1 000,00 … 7 000,00: the average of the prices, 4 000,00, in any order.
    expect(await costOf(c, article.id)).toBe(400_000);
  });
});

import type { SaleDetail } from '@pelote/shared';
import { eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { regularisationsStock } from '../../db/schema/regularisations.ts';
import { addStock, postSale, stockOf, useSalesContext } from '../sales/sales.test-support.ts';

/**
 * Phones coming back online together: twenty offline sales of the shop's last unit all arrive at
 * once. None is refused; the stock ends at 0 and the 19 units no stock held are 'à régulariser'.
 * Only PostgreSQL runs them in parallel; PGlite runs one transaction at a time.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const c = useSalesContext();

describe(`offline sales arriving together (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time'})`, () => {
  it('20 offline sales of the last unit: 20 sales, stock 0, 19 units à régulariser, ledger exact', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        postSale(
          c,
          {
            client: null,
            magasin: c.shopA.id,
            articles: [{ article: c.accessoire.id, quantite: 1 }],
            hors_ligne: true,
            date_appareil: new Date(Date.now() - 60_000).toISOString(),
            ticket_provisoire: `T-M01-${n + 1}`,
          },
          { key: crypto.randomUUID() },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const short = answers.filter((answer) => ((answer.json() as SaleDetail).a_regulariser ?? []).length > 0);
    expect(short).toHaveLength(19);
    expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe(0);
    const [open] = await c.t.db
      .select({ units: sum(regularisationsStock.quantiteRestante) })
      .from(regularisationsStock)
      .where(eq(regularisationsStock.magasinId, c.shopA.id));
    expect(Number(open?.units)).toBe(19);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});

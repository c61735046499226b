import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { misesDeCote } from '../../db/schema/layaways.ts';
import { addStock, useSalesContext } from '../sales/sales.test-support.ts';
import { cash, lotOf, overdueLayaway, postLayaway } from './layaways.test-support.ts';

/**
 * Layaways racing: two reservations for the last units (exactly one wins), and expiry runs at once
 * (the units released once). Only PostgreSQL runs the requests in parallel; PGlite runs one
 * transaction at a time, so there they prove little.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const c = useSalesContext();

describe(`concurrent layaways (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time'})`, () => {
  it('two reservations of the last 5 units at once: exactly one wins', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 5);
    const body = {
      magasin: c.shopA.id,
      lignes: [{ article: c.laine.id, quantite: 5 }],
      paiements: [cash(20_000)],
    };
    const answers = await Promise.all([postLayaway(c, body), postLayaway(c, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((r) => r.statusCode === 409);
    expect(lost?.json().detail).toBe('Quantité réservée : 0 disponible(s)');
    const won = answers.find((r) => r.statusCode === 201)?.json();
    expect(await lotOf(c, c.shopA.id, c.laine.id, won.lignes[0].bain)).toEqual({ quantite: 5, reserve: 5 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('four expiry runs at once release the units once', async () => {
    const layaway = await overdueLayaway(c, {
      magasin: c.shopB.id,
      article: c.accessoire.id,
      quantite: 3,
      deposit: 20_000,
    });
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        postAs(c, '/api/MisesDeCote/expirer', {}, { key: crypto.randomUUID() }),
      ),
    );
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const total = runs.reduce((sum, r) => sum + (r.json() as { expirees: number }).expirees, 0);
    expect(total).toBe(1);
    const [row] = await c.t.db.select().from(misesDeCote).where(eq(misesDeCote.id, layaway.id));
    expect(row?.statut).toBe('expiree');
    expect(await lotOf(c, c.shopB.id, c.accessoire.id, '')).toEqual({ quantite: 3, reserve: 0 });
  });
});

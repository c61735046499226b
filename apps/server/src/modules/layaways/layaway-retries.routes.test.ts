import type { Layaway, LayawayPickupAnswer } from '@pelote/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { ventes } from '../../db/schema/sales.ts';
import { addStock, useSalesContext } from '../sales/sales.test-support.ts';
import {
  cash,
  creditBalance,
  lotOf,
  oneUrl,
  readLayaway,
  setAside,
  xReport,
} from './layaways.test-support.ts';

/**
 * A layaway's steps sent twice under one Idempotency-Key, as a phone does when the answer was lost
 * on a weak connection: the second call answers what the first did, and nothing is done twice.
 */

const c = useSalesContext();

/** The same step, twice, under one key: both answers, which must be the same. */
async function twice(id: number, name: string, body: unknown, status: number) {
  const key = crypto.randomUUID();
  const first = await postAs(c, oneUrl(id, name), body, { key });
  const second = await postAs(c, oneUrl(id, name), body, { key });
  expect(first.statusCode, first.body).toBe(status);
  expect(second.statusCode, second.body).toBe(status);
  expect(second.json()).toEqual(first.json());
  return first.json();
}

const salesOf = async (magasin: number) =>
  (await c.t.db.select({ n: count() }).from(ventes).where(eq(ventes.magasinId, magasin)))[0]?.n ?? 0;

/** The deposit: one accessory's price (2 500,00 FCFA), so that one may be picked up without paying more. */
const DEPOSIT = 250_000;

/** Three accessories set aside in shop A, one paid down. */
async function threeAside() {
  await addStock(c, c.shopA.id, c.accessoire.id, 3);
  return setAside(c, {
    magasin: c.shopA.id,
    lignes: [{ article: c.accessoire.id, quantite: 3 }],
    paiements: [cash(DEPOSIT)],
  });
}

describe('a layaway step retried under the same key', () => {
  it('an instalment: one payment, the deposit raised once, the till counts it once', async () => {
    const layaway = await threeAside();
    const before = (await xReport(c, c.shopA.id)).acomptes_recus?.especes ?? 0;
    const answer = (await twice(layaway.id, 'versements', { paiements: [cash(50_000)] }, 201)) as Layaway;
    expect(answer.acompte).toBe(DEPOSIT + 50_000);
    expect((await readLayaway(c, layaway.id)).acompte).toBe(DEPOSIT + 50_000);
    expect((await xReport(c, c.shopA.id)).acomptes_recus?.especes).toBe(before + 50_000);
  });

  it('a pickup: one sale, the units leave the shelf once', async () => {
    const layaway = await threeAside();
    const line = layaway.lignes[0];
    const sales = await salesOf(c.shopA.id);
    const lot = await lotOf(c, c.shopA.id, c.accessoire.id, '');
    const answer = (await twice(
      layaway.id,
      'retrait',
      { lignes: [{ ligne: line?.id, quantite: 1 }] },
      201,
    )) as LayawayPickupAnswer;
    expect(answer.mise_de_cote.quantite_reservee).toBe(2);
    expect(await salesOf(c.shopA.id)).toBe(sales + 1);
    expect(await lotOf(c, c.shopA.id, c.accessoire.id, '')).toEqual({
      quantite: lot.quantite - 1,
      reserve: lot.reserve - 1,
    });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('a cancellation: the units back once, the deposit an avoir once', async () => {
    const layaway = await threeAside();
    const lot = await lotOf(c, c.shopA.id, c.accessoire.id, '');
    const avoir = await creditBalance(c, c.client.id);
    const answer = (await twice(
      layaway.id,
      'annuler',
      { motif: 'La cliente part en voyage' },
      200,
    )) as Layaway;
    expect(answer.statut).toBe('annulee');
    expect(await lotOf(c, c.shopA.id, c.accessoire.id, '')).toEqual({
      quantite: lot.quantite,
      reserve: lot.reserve - 3,
    });
    expect(await creditBalance(c, c.client.id)).toBe(avoir + DEPOSIT);
  });
});

import type { DiscountCodeAnswer, SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { secretsCodesRemise } from '../../db/schema/discounts.ts';
import * as support from '../sales/sales.test-support.ts';
import { codeAt } from './discount-codes.ts';

/**
 * Offline discounts over the cap: a one-time code from direction's screen, checked when the sale
 * reaches the server. A paid offline sale is never refused: a code for another shop, an expired
 * or a reused one records the sale and flags it 'Remise non autorisée'.
 */

const c = support.useSalesContext();
const CODES_URL = '/api/Parametres/remises/codes';
let tickets = 0;

async function giveCode(magasin: number, montant_max: number) {
  const response = await postAs(c, CODES_URL, { magasin, montant_max }, { key: crypto.randomUUID() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as DiscountCodeAnswer;
}

/** An offline sale by the gérant of shop A: two accessories at 20 % off (over the 10 % cap). */
async function offlineSale(deviceTime: Date, code: { code: string; montant_max: number } | null) {
  const response = await postAs(
    c,
    '/api/Mouvements/ventes/creer/',
    {
      client: null,
      magasin: c.shopA.id,
      articles: [
        {
          article: c.accessoire.id,
          quantite: 2,
          remise: { type: 'pourcentage', valeur: 20, motif: 'fin_de_bain' },
        },
      ],
      hors_ligne: true,
      date_appareil: deviceTime.toISOString(),
      ticket_provisoire: `T-M01-${++tickets}`,
      ...(code && { code_remise: code }),
    },
    { headers: c.gerant, key: crypto.randomUUID() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SaleDetail;
}

describe('offline discount codes', () => {
  it('takes a valid code once; a reused one flags the second sale', async () => {
    await support.addStock(c, c.shopA.id, c.accessoire.id, 40);
    const given = await giveCode(c.shopA.id, 100_000);
    expect(given.code).toMatch(/^[0-9]{6}$/);
    const madeAt = new Date(Date.now() - 2 * 60_000);
    const first = await offlineSale(madeAt, { code: given.code, montant_max: 100_000 });
    expect(first.total).toBe(400_000);
    expect(first).not.toHaveProperty('remise_non_autorisee');
    const second = await offlineSale(madeAt, { code: given.code, montant_max: 100_000 });
    expect(second.remise_non_autorisee).toBe(true);
    expect(second.total).toBe(400_000);
  });

  it('flags a sale whose code is for another shop, for a smaller maximum, expired, or missing', async () => {
    const otherShop = await giveCode(c.shopB.id, 100_000);
    const now = new Date();
    expect(
      (await offlineSale(now, { code: otherShop.code, montant_max: 100_000 })).remise_non_autorisee,
    ).toBe(true);
    const small = await giveCode(c.shopA.id, 50_000);
    expect((await offlineSale(now, { code: small.code, montant_max: 50_000 })).remise_non_autorisee).toBe(
      true,
    );
    // A code given 20 minutes before the sale was made: past its 15 minutes.
    const [secret] = await c.t.db
      .select()
      .from(secretsCodesRemise)
      .where(eq(secretsCodesRemise.magasinId, c.shopA.id));
    const twentyMinutesAgo = Math.floor(Date.now() / 60_000) - 20;
    const stale = codeAt(secret?.secret ?? '', 100_000, twentyMinutesAgo);
    expect((await offlineSale(now, { code: stale, montant_max: 100_000 })).remise_non_autorisee).toBe(true);
    // The same code 14 minutes after it was given is still good.
    const fresh = codeAt(secret?.secret ?? '', 100_000, Math.floor(Date.now() / 60_000) - 14);
    expect(await offlineSale(now, { code: fresh, montant_max: 100_000 })).not.toHaveProperty(
      'remise_non_autorisee',
    );
    expect((await offlineSale(now, null)).remise_non_autorisee).toBe(true);

    // Direction sees the flag on the sale read back.
    const flagged = await offlineSale(now, null);
    const read = await c.t.inject({ method: 'GET', url: `/api/Ventes/${flagged.id}`, headers: c.direction });
    expect((read.json() as SaleDetail).remise_non_autorisee).toBe(true);
  });

  it('refuses a wrong code online (403) and writes nothing', async () => {
    const before = await support.writes(c);
    const response = await support.postSale(
      c,
      {
        client: null,
        magasin: c.shopA.id,
        articles: [
          {
            article: c.accessoire.id,
            quantite: 1,
            remise: { type: 'pourcentage', valeur: 20, motif: 'negociation' },
          },
        ],
        code_remise: { code: '000000', montant_max: 100_000 },
      },
      { headers: c.gerant },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Code de remise invalide ou expiré' });
    expect(await support.writes(c)).toEqual(before);
  });
});

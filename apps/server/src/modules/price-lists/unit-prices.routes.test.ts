import { describe, expect, it } from 'vitest';
import {
  APPLICABLE_URL,
  call,
  createClient,
  createPriceList,
  priceListUrl,
  resellerBody,
  usePriceListsContext,
} from './price-lists.test-support.ts';
import { unitPricesFor } from './unit-prices.ts';

/**
 * What a sale calls to price its lines, against the database: the client's list, the promotions,
 * the breaks counted over every line of an article, the dates, the shops; and the lists a shop's
 * sale form reads online.
 */

const c = usePriceListsContext();

const CHRISTMAS_EVE = (time: string) => new Date(`2026-12-24T${time}Z`);

describe('unitPricesFor', () => {
  it('prices a reseller: the break counted over all the lines of the article, the lower of list and promotion', async () => {
    const reseller = await createPriceList(c, resellerBody(c, { nom: 'Revendeuse' }));
    await createPriceList(c, {
      nom: 'Noël',
      pour_tous: true,
      du: '2026-12-24T08:00:00Z',
      au: '2026-12-24T18:00:00Z',
      types: [
        { type: 'laine', pourcentage: 15 },
        { type: 'accessoire', pourcentage: 12.5 },
      ],
    });
    const client = await createClient(c, { tarif: reseller.id });
    const plain = await createClient(c, { nom: 'Traoré' });
    const prices = (options: { clientId: number | null; at: Date; wool: number[]; shopId?: number }) =>
      unitPricesFor(c.t.db, {
        shopId: options.shopId ?? c.shopA.id,
        clientId: options.clientId,
        at: options.at,
        lines: [
          ...options.wool.map((quantity) => ({ articleId: c.laine.id, quantity })),
          { articleId: c.accessoire.id, quantity: 1 },
        ],
      });

    // Before the promotion: 9 units the list's 1 800, 10 units (two lots of 4 and 6) the break's 1 500.
    const nine = await prices({ clientId: client.id, at: CHRISTMAS_EVE('07:00:00'), wool: [9] });
    expect(nine.get(c.laine.id)).toEqual({
      prix: 180_000,
      catalogue: 200_000,
      source: { kind: 'tarif', id: reseller.id, nom: 'Revendeuse' },
    });
    expect(nine.get(c.accessoire.id)).toEqual({
      prix: 250_000,
      catalogue: 250_000,
      source: { kind: 'catalogue' },
    });
    const ten = await prices({ clientId: client.id, at: CHRISTMAS_EVE('07:00:00'), wool: [4, 6] });
    expect(ten.get(c.laine.id)?.prix).toBe(150_000);

    // During it: 15 % off 2 000 = 1 700 beats the list's 1 800, not the break's 1 500; 12,5 % off
    // 2 500 = 2 187,50 → 2 188 FCFA (nearest whole franc).
    const during = await prices({ clientId: client.id, at: CHRISTMAS_EVE('17:59:00'), wool: [9] });
    expect(during.get(c.laine.id)).toMatchObject({
      prix: 170_000,
      source: { kind: 'promotion', nom: 'Noël' },
    });
    expect(during.get(c.accessoire.id)?.prix).toBe(218_800);
    expect(
      (await prices({ clientId: client.id, at: CHRISTMAS_EVE('17:59:00'), wool: [10] })).get(c.laine.id)
        ?.prix,
    ).toBe(150_000);
    // Ended at 18:00: at 18:01 the list's price again.
    expect(
      (await prices({ clientId: client.id, at: CHRISTMAS_EVE('18:01:00'), wool: [9] })).get(c.laine.id)?.prix,
    ).toBe(180_000);

    // A client without a list, and a free sale: the promotion only.
    for (const clientId of [plain.id, null]) {
      const anyone = await prices({ clientId, at: CHRISTMAS_EVE('12:00:00'), wool: [10] });
      expect(anyone.get(c.laine.id)?.prix).toBe(170_000);
      const after = await prices({ clientId, at: CHRISTMAS_EVE('19:00:00'), wool: [10] });
      expect(after.get(c.laine.id)?.source).toEqual({ kind: 'catalogue' });
    }
  });

  it('ignores a list limited to another shop, an inactive one and a deleted one; leaves out an unknown article', async () => {
    const elsewhere = await createPriceList(
      c,
      resellerBody(c, { nom: 'Plateau seulement', pour_tous: true, magasins: [c.shopB.id] }),
    );
    const off = await createPriceList(c, resellerBody(c, { nom: 'Éteint', pour_tous: true, active: false }));
    const gone = await createPriceList(c, resellerBody(c, { nom: 'Supprimé', pour_tous: true }));
    await call(c, { method: 'DELETE', url: priceListUrl(gone.id) });
    const at = new Date('2027-03-01T10:00:00Z');
    const lines = [
      { articleId: c.laine.id, quantity: 12 },
      { articleId: 999_999, quantity: 1 },
    ];
    const inA = await unitPricesFor(c.t.db, { shopId: c.shopA.id, clientId: null, at, lines });
    expect(inA.get(c.laine.id)).toEqual({ prix: 200_000, catalogue: 200_000, source: { kind: 'catalogue' } });
    expect(inA.has(999_999)).toBe(false);
    const inB = await unitPricesFor(c.t.db, { shopId: c.shopB.id, clientId: null, at, lines });
    expect(inB.get(c.laine.id)).toMatchObject({ prix: 150_000, source: { id: elsewhere.id } });
    expect(off.id).toBeGreaterThan(0);
  });
});

describe('GET /Tarifs/applicables', () => {
  it("answers the active lists of the shop not ended yet, a gerant's own shop only", async () => {
    const future = await createPriceList(c, {
      nom: 'Rentrée',
      pour_tous: true,
      du: '2099-09-01T00:00:00Z',
      types: [{ type: 'kit', pourcentage: 10 }],
    });
    const ended = await createPriceList(c, {
      nom: 'Soldes passées',
      pour_tous: true,
      au: '2020-01-31T18:00:00Z',
      types: [{ type: 'kit', pourcentage: 10 }],
    });
    const answer = await call(c, {
      method: 'GET',
      url: `${APPLICABLE_URL}?magasin=${c.shopA.id}`,
      headers: c.gerant,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const names = answer.json().map((list: { nom: string }) => list.nom);
    expect(names).toContain('Rentrée');
    expect(names).toContain('Revendeuse');
    expect(names).not.toContain('Soldes passées');
    expect(names).not.toContain('Plateau seulement');
    expect(names).not.toContain('Éteint');
    expect(names).not.toContain('Supprimé');
    expect(answer.json().find((list: { id: number }) => list.id === future.id)).toEqual({
      id: future.id,
      nom: 'Rentrée',
      active: true,
      pour_tous: true,
      magasins: [],
      du: '2099-09-01T00:00:00.000Z',
      au: null,
      articles: [],
      types: [{ type: 'kit', pourcentage: 10 }],
    });
    expect(ended.id).toBeGreaterThan(0);
    const other = await call(c, {
      method: 'GET',
      url: `${APPLICABLE_URL}?magasin=${c.shopB.id}`,
      headers: c.gerant,
    });
    expect(other.statusCode).toBe(403);
    const missing = await call(c, { method: 'GET', url: APPLICABLE_URL });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBeTruthy();
  });
});

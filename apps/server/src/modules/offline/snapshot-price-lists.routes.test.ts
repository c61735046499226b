import type { ShopOfflineSnapshot } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createPriceList,
  resellerBody,
  usePriceListsContext,
} from '../price-lists/price-lists.test-support.ts';

/** The shop's copy on a phone carries the lists its sales may use and each client's own list. */

const c = usePriceListsContext();

describe("the shop's offline copy", () => {
  it("holds the shop's lists not ended, with their dates and prices, and each client's list", async () => {
    const reseller = await createPriceList(c, resellerBody(c));
    await createPriceList(
      c,
      resellerBody(c, { nom: 'Plateau seulement', pour_tous: true, magasins: [c.shopB.id] }),
    );
    await createPriceList(c, {
      nom: 'Soldes passées',
      pour_tous: true,
      au: '2020-01-31T18:00:00Z',
      types: [{ type: 'laine', pourcentage: 10 }],
    });
    const promotion = await createPriceList(c, {
      nom: 'Fin de bain',
      pour_tous: true,
      du: '2099-06-01T08:00:00Z',
      au: '2099-06-30T18:00:00Z',
      types: [{ type: 'laine', pourcentage: 30 }],
    });
    const client = await createClient(c, { tarif: reseller.id });
    const answer = await c.t.inject({
      method: 'GET',
      url: `/api/Magasins/${c.shopA.id}/hors-ligne`,
      headers: c.gerant,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const snapshot = answer.json() as ShopOfflineSnapshot;
    expect(snapshot.tarifs?.map((list) => list.nom)).toEqual(['Revendeuse', 'Fin de bain']);
    expect(snapshot.tarifs?.[0]).toEqual({
      id: reseller.id,
      nom: 'Revendeuse',
      active: true,
      pour_tous: false,
      magasins: [],
      du: null,
      au: null,
      articles: [{ article: c.laine.id, prix: 180_000, paliers: [{ quantite: 10, prix: 150_000 }] }],
      types: [],
    });
    expect(snapshot.tarifs?.[1]).toMatchObject({
      id: promotion.id,
      du: '2099-06-01T08:00:00.000Z',
      au: '2099-06-30T18:00:00.000Z',
    });
    expect(snapshot.clients.find((item) => item.id === client.id)?.tarif).toBe(reseller.id);
  });
});

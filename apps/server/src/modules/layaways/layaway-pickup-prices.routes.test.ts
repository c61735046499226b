import { CLIENT_PATHS, type LayawayPickupAnswer, PRICE_LIST_PATHS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { addStock, useSalesContext } from '../sales/sales.test-support.ts';
import { cash, setAside, step } from './layaways.test-support.ts';

/**
 * A pickup is a sale of that day: a reseller whose price list sells the accessory at 2 000,00 FCFA
 * instead of 2 500,00 picks up at her price, the deposit paying first and the balance the rest.
 */

const c = useSalesContext();

async function created(url: string, payload: unknown) {
  const response = await postAs(c, url, payload, { key: crypto.randomUUID() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

describe('a pickup for a client with a price list', () => {
  it('is priced by her list: the invoice at her price, the balance what is left of it', async () => {
    const list = await created(`/api${PRICE_LIST_PATHS.list}`, {
      nom: 'Revendeuse',
      articles: [{ article: c.accessoire.id, prix: 200_000 }],
    });
    const reseller = await created(`/api${CLIENT_PATHS.create}`, {
      nom: 'Diallo',
      prenom: 'Awa',
      contact: '0708091011',
      tarif: list.id,
    });
    await addStock(c, c.shopA.id, c.accessoire.id, 2);
    const layaway = await setAside(c, {
      client: reseller.id,
      magasin: c.shopA.id,
      lignes: [{ article: c.accessoire.id, quantite: 2 }],
      paiements: [cash(100_000)],
    });

    // The catalogue's price (2 × 2 500,00 less the deposit) is more than she owes: refused.
    const overpaid = await postAs(
      c,
      `/api/MisesDeCote/${layaway.id}/retrait`,
      { paiements: [cash(400_000)] },
      { key: crypto.randomUUID() },
    );
    expect(overpaid.statusCode).toBe(400);
    const answer = await step<LayawayPickupAnswer>(c, layaway.id, 'retrait', { paiements: [cash(300_000)] });
    expect(answer.vente.total).toBe(400_000);
    expect(answer.vente.paiements.map((p) => [p.methode, p.montant])).toEqual([
      ['acompte', 100_000],
      ['especes', 300_000],
    ]);
  });
});

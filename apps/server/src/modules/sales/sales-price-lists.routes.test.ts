import type { SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAs } from '../../../test/shop-context.test-support.ts';
import { clients } from '../../db/schema/clients.ts';
import * as support from './sales.test-support.ts';

/**
 * A sale at the price lists' prices: the client's own list, a quantity break, a promotion for
 * everyone; the lowest applies, they do not stack, and an offline sale keeps the price that was
 * valid at its device's time.
 */

const c = support.useSalesContext();
let tickets = 0;

async function priceList(body: Record<string, unknown>) {
  const response = await postAs(c, '/api/Tarifs/', body, { key: crypto.randomUUID() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

const lineOf = (sale: SaleDetail, article: number) => sale.items.find((line) => line.article.id === article);

describe('sales at price-list prices', () => {
  it("sells to a reseller at her list's price, with a quantity break from 10 units", async () => {
    await support.addStock(c, c.shopA.id, c.accessoire.id, 40);
    const list = await priceList({
      nom: 'Revendeuse',
      articles: [{ article: c.accessoire.id, prix: 200_000, paliers: [{ quantite: 10, prix: 180_000 }] }],
    });
    const reseller = await support.createClient(c, 'Traoré', 'Mariam');
    await c.t.db.update(clients).set({ tarifId: list }).where(eq(clients.id, reseller.id));
    const nine = await support.sell(c, {
      client: reseller.id,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 9 }],
    });
    expect(lineOf(nine, c.accessoire.id)).toMatchObject({
      prix_catalogue: 250_000,
      prix_unitaire: 200_000,
      prix_total: 1_800_000,
      tarif: { id: list, nom: 'Revendeuse' },
    });
    expect(nine.remises).toBe(450_000);
    const ten = await support.sell(c, {
      client: reseller.id,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 10 }],
    });
    expect(lineOf(ten, c.accessoire.id)?.prix_unitaire).toBe(180_000);
    // Another client pays the catalogue's price, and the sale answers as before price lists.
    const other = await support.sell(c, {
      client: c.client.id,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
    });
    expect(other.total).toBe(250_000);
    expect(other).not.toHaveProperty('remises');
  });

  it("takes the lower of the client's list and a promotion, never both", async () => {
    const wool = c.laine.id;
    await support.addStock(c, c.shopA.id, wool, 20);
    const own = await priceList({ nom: 'Atelier Couture', articles: [{ article: wool, prix: 130_000 }] });
    const atelier = await support.createClient(c, 'Diallo', 'Fanta');
    await c.t.db.update(clients).set({ tarifId: own }).where(eq(clients.id, atelier.id));
    await priceList({ nom: 'Promo laine', pour_tous: true, types: [{ type: 'laine', pourcentage: 20 }] });
    const sale = await support.sell(c, {
      client: atelier.id,
      magasin: c.shopA.id,
      articles: [{ article: wool, quantite: 2 }],
    });
    // 20 % off 1 500 = 1 200 < 1 300: the promotion, alone.
    expect(lineOf(sale, wool)).toMatchObject({ prix_unitaire: 120_000, tarif: { nom: 'Promo laine' } });
    expect(sale.total).toBe(240_000);
  });

  it('keeps the price valid at the device time of an offline sale sent after the promotion ended', async () => {
    const ended = new Date(Date.now() - 60 * 60_000);
    await support.addStock(c, c.shopA.id, c.accessoire.id, 10);
    await priceList({
      nom: 'Promo du matin',
      pour_tous: true,
      du: new Date(ended.getTime() - 4 * 3_600_000).toISOString(),
      au: ended.toISOString(),
      articles: [{ article: c.accessoire.id, prix: 150_000 }],
    });
    const offline = async (deviceTime: Date) => {
      const response = await postAs(
        c,
        '/api/Mouvements/ventes/creer/',
        {
          client: null,
          magasin: c.shopA.id,
          articles: [{ article: c.accessoire.id, quantite: 1 }],
          hors_ligne: true,
          date_appareil: deviceTime.toISOString(),
          ticket_provisoire: `T-M01-${++tickets}`,
        },
        { headers: c.gerant, key: crypto.randomUUID() },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as SaleDetail;
    };
    expect((await offline(new Date(ended.getTime() - 60_000))).total).toBe(150_000);
    expect((await offline(new Date(ended.getTime() + 60_000))).total).toBe(250_000);
  });
});

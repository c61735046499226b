import type { Count, CountLine, LayawayPickupAnswer } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { getAs, postAs } from '../../../test/shop-context.test-support.ts';
import { addStock, postSale, useSalesContext } from '../sales/sales.test-support.ts';
import { cash, lotOf, setAside, step } from './layaways.test-support.ts';

/**
 * A count of a shop where units are set aside: the count corrects the shelf, never the promise.
 * What it finds missing comes out of what is free to sell; the held units stay held and are picked
 * up as promised.
 */

const c = useSalesContext();

async function sent<T>(method: 'POST' | 'PUT', url: string, payload: unknown) {
  const response = await c.t.inject({
    method,
    url: `/api${url}`,
    headers: c.direction,
    payload: payload as object,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
}

describe('a count where units are set aside', () => {
  it('finds one missing: the shelf goes down, the hold stays, and the pickup goes through', async () => {
    await addStock(c, c.shopB.id, c.accessoire.id, 6);
    const layaway = await setAside(c, {
      magasin: c.shopB.id,
      lignes: [{ article: c.accessoire.id, quantite: 4 }],
      paiements: [cash(250_000)],
    });
    expect(await lotOf(c, c.shopB.id, c.accessoire.id, '')).toEqual({ quantite: 6, reserve: 4 });

    const opened = await sent<Count>('POST', '/Inventaires/', {
      magasin: c.shopB.id,
      type_article: 'accessoire',
    });
    const counted = await sent<{ lignes: CountLine[] }>('PUT', `/Inventaires/${opened.id}/lignes`, [
      { article: c.accessoire.id, bain: '', quantite_comptee: 5 },
    ]);
    const line = counted.lignes[0];
    expect(line).toMatchObject({ quantite_attendue: 6, quantite_comptee: 5, ecart: -1 });
    await sent('POST', `/Inventaires/${opened.id}/valider`, { motifs: { [line?.id ?? 0]: 'Vol' } });

    expect(await lotOf(c, c.shopB.id, c.accessoire.id, '')).toEqual({ quantite: 5, reserve: 4 });
    const refused = await postSale(c, {
      client: null,
      magasin: c.shopB.id,
      articles: [{ article: c.accessoire.id, quantite: 2 }],
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Quantité réservée : 1 disponible(s)']);
    const detail = await getAs(c, `/api/MisesDeCote/${layaway.id}`);
    expect(detail.json()).toMatchObject({ quantite_reservee: 4 });

    const pickup = await step<LayawayPickupAnswer>(c, layaway.id, 'retrait', {
      paiements: [cash(750_000)],
    });
    expect(pickup.mise_de_cote.statut).toBe('retiree');
    expect(await lotOf(c, c.shopB.id, c.accessoire.id, '')).toEqual({ quantite: 1, reserve: 0 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
    // A count is validated once.
    const again = await postAs(c, `/api/Inventaires/${opened.id}/valider`, { motifs: {} });
    expect(again.statusCode).toBe(409);
  });
});

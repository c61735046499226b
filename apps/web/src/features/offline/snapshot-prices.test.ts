import { describe, expect, it } from 'vitest';
import { testSnapshotData } from './offline.test-support';
import { offlineUnitPrice } from './snapshot';

/** A phone without network prices a line from its copy's lists, at its own time. */

function withPriceLists() {
  const data = testSnapshotData();
  data.clients = data.clients.map((client) => (client.id === 5 ? { ...client, tarif: 1 } : client));
  data.tarifs = [
    {
      id: 1,
      nom: 'Revendeuse',
      active: true,
      pour_tous: false,
      magasins: [],
      du: null,
      au: null,
      articles: [{ article: 12, prix: 1300, paliers: [{ quantite: 10, prix: 1100 }] }],
      types: [],
    },
    {
      id: 2,
      nom: 'Soirée',
      active: true,
      pour_tous: true,
      magasins: [3],
      du: '2026-11-24T16:00:00.000Z',
      au: '2026-11-24T18:00:00.000Z',
      articles: [],
      types: [{ type: 'laine', pourcentage: 20 }],
    },
  ];
  return data;
}

const WOOL = { id: 12, type: 'laine', prix: 1500 };

describe('offlineUnitPrice', () => {
  it("gives the client's list and its break, and a promotion only while it runs on the device's clock", () => {
    const data = withPriceLists();
    const price = (quantity: number, clientId: number | null, time: string) =>
      offlineUnitPrice(data, { article: WOOL, quantity, clientId, at: new Date(`2026-11-24T${time}Z`) });
    expect(price(9, 5, '10:00:00')).toEqual({
      prix: 1300,
      source: { kind: 'tarif', id: 1, nom: 'Revendeuse' },
    });
    expect(price(10, 5, '10:00:00').prix).toBe(1100);
    expect(price(9, 6, '10:00:00')).toEqual({ prix: 1500, source: { kind: 'catalogue' } });
    expect(price(9, 6, '17:59:00')).toEqual({
      prix: 1200,
      source: { kind: 'promotion', id: 2, nom: 'Soirée' },
    });
    expect(price(9, null, '18:01:00').prix).toBe(1500);
    expect(price(9, 5, '17:59:00').prix).toBe(1200);
  });

  it('is the catalogue price with a copy kept before price lists', () => {
    const data = testSnapshotData();
    expect(offlineUnitPrice(data, { article: WOOL, quantity: 50, clientId: 5, at: new Date() })).toEqual({
      prix: 1500,
      source: { kind: 'catalogue' },
    });
  });
});

import { BAIN_MESSAGES, type Entry, type StockLinesPage } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { getAs, lotsOf } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import * as support from './entries.test-support.ts';

/**
 * Deliveries of wool record their lot ('Bain', as printed on the label) and go into that lot; the
 * shop's stock then answers its quantities per lot. A wool without a lot, or a lot for anything
 * else, is refused with a French message and writes nothing.
 */

const c = support.useEntriesContext();

describe('deliveries of wool in lots', () => {
  it('records two lots of one wool, each into its own lot, the shop’s stock showing both', async () => {
    const first = await support.postEntry(c, support.formPayload(c, { quantite: 12, bain: '  B2417 ' }), {
      key: 'lot-1',
    });
    const second = await support.postEntry(c, support.formPayload(c, { quantite: 3, bain: 'B2420' }));
    expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([201, 201]);
    const [one, two] = [first.json() as Entry, second.json() as Entry];
    expect([one.bain, one.quantite, two.bain, two.quantite]).toEqual(['B2417', 12, 'B2420', 3]);
    expect(await lotsOf(c, c.shopA.id, c.laine.id)).toEqual([
      { bain: 'B2417', quantite: 12 },
      { bain: 'B2420', quantite: 3 },
    ]);
    expect(await support.stockOf(c, c.shopA.id, c.laine.id)).toBe(15);
    expect(
      (await support.movementsOfEntry(c, one.id)).map((m) => [m.kind, m.bain, m.quantite, m.stockApres]),
    ).toEqual([['entree', 'B2417', 12, 12]]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // The journal row names the lot.
    const [row] = await c.t.db
      .select({ changements: journal.changements })
      .from(journal)
      .where(and(eq(journal.entite, 'entree'), eq(journal.entiteId, String(one.id))));
    expect(row?.changements).toMatchObject({ bain: { avant: null, apres: 'B2417' } });

    // The list and the shop's stock tell the lots apart.
    const list = await getAs(c, `${support.LIST_URL}?produit_id=${c.laine.id}`);
    expect((list.json() as { results: Entry[] }).results.map((entry) => entry.bain)).toEqual([
      'B2420',
      'B2417',
    ]);
    const stock = await getAs(c, `/api/Magasins/stocks/magasin/${c.shopA.id}?type=laine`, c.gerant);
    const line = (stock.json() as StockLinesPage).results.find((item) => item.object_id === c.laine.id);
    expect(line).toMatchObject({
      quantite: 15,
      bains: [
        { bain: 'B2417', quantite: 12 },
        { bain: 'B2420', quantite: 3 },
      ],
    });

    // A retry with the same key is answered the first entry, and adds nothing.
    const before = await support.writes(c);
    const again = await support.postEntry(c, support.formPayload(c, { quantite: 12, bain: '  B2417 ' }), {
      key: 'lot-1',
    });
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expect(await support.writes(c)).toEqual(before);
  });

  it('refuses a lot too long and a lot for another article (400), writing nothing', async () => {
    const before = await support.writes(c);
    const stock = await support.stockOf(c, c.shopB.id, c.laine.id);
    const cases: [Record<string, unknown>, string][] = [
      [support.formPayload(c, { magasin_id: c.shopB.id, bain: 'B'.repeat(41) }), BAIN_MESSAGES.tooLong],
      [
        support.formPayload(c, {
          magasin_id: c.shopB.id,
          produit_id: c.accessoire.id,
          produit_type: '',
          bain: 'B1',
        }),
        BAIN_MESSAGES.notForType,
      ],
      // The alternative payload follows the same rule.
      [{ article: c.accessoire.id, magasin: c.shopB.id, quantite: 2, bain: 'B1' }, BAIN_MESSAGES.notForType],
    ];
    for (const [payload, message] of cases) {
      const response = await support.postEntry(c, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors?.bain, JSON.stringify(payload)).toBe(message);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    expect(await support.writes(c)).toEqual(before);
    expect(await support.stockOf(c, c.shopB.id, c.laine.id)).toBe(stock);
  });

  it('keeps an article without lots in its one implicit lot', async () => {
    const response = await support.postEntry(
      c,
      support.formPayload(c, {
        magasin_id: c.shopB.id,
        produit_id: c.accessoire.id,
        produit_type: '',
        quantite: 4,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Entry).bain).toBe('');
    expect(await lotsOf(c, c.shopB.id, c.accessoire.id)).toEqual([{ bain: '', quantite: 4 }]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});

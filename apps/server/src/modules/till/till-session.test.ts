import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { caisseSessions } from '../../db/schema/till.ts';
import { sessionForSale } from './till.service.ts';

/** The session a sale goes into, opened by the sale itself when none is open. */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sessionsOf = (magasinId: number) =>
  t.db
    .select()
    .from(caisseSessions)
    .where(eq(caisseSessions.magasinId, magasinId))
    .orderBy(caisseSessions.id);

describe('sessionForSale', () => {
  it("with none open, opens one (ouverture_auto, float 0 for a shop's first, then the last closing count)", async () => {
    const shop = await t.createShop({ nom: 'Boutique Yopougon' });
    const now = new Date('2026-03-02T09:00:00Z');
    const first = await t.db.transaction((tx) =>
      sessionForSale(tx, { magasinId: shop.id, userId: null, now }),
    );
    expect(first.ouvertureAuto).toBe(true);
    const again = await t.db.transaction((tx) =>
      sessionForSale(tx, { magasinId: shop.id, userId: null, now }),
    );
    expect(again.id).toBe(first.id);
    const [row] = await sessionsOf(shop.id);
    expect(row).toMatchObject({ fondDeCaisse: 0, fondPropose: null, ouvertureAuto: true });

    await t.db
      .update(caisseSessions)
      .set({ clotureeAt: now, numeroZ: 'Z-2026-TEST-000001', comptes: { especes: 1_234_500 } })
      .where(eq(caisseSessions.id, first.id));
    const next = await t.db.transaction((tx) =>
      sessionForSale(tx, { magasinId: shop.id, userId: null, now }),
    );
    expect(next.id).not.toBe(first.id);
    const rows = await sessionsOf(shop.id);
    expect(rows[1]).toMatchObject({ fondDeCaisse: 1_234_500, fondPropose: 1_234_500, ouvertureAuto: true });
  });

  it.runIf(onPostgres)('two first sales at once end in one session (PostgreSQL)', async () => {
    const shop = await t.createShop({ nom: 'Boutique Treichville' });
    const now = new Date();
    const ids = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction(async (tx) => {
          const session = await sessionForSale(tx, { magasinId: shop.id, userId: null, now });
          await new Promise((resolve) => setTimeout(resolve, 20));
          return session.id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await sessionsOf(shop.id)).toHaveLength(1);
  });
});

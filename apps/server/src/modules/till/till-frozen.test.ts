import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/**
 * A closed till session is frozen by the database itself (the trigger of migration 0007): even raw
 * SQL cannot change or delete it, nor put a cash movement, a payment or a sale into it. The service
 * refuses first with a 409; this is the backstop.
 */

let t: TestApp;
let closed: number;
let open: number;
let saleId: number;

beforeAll(async () => {
  t = await createTestApp();
  const shopA = await t.createShop({ nom: 'Boutique Plateau' });
  const shopB = await t.createShop({ nom: 'Boutique Cocody' });
  const one = async (query: ReturnType<typeof sql>) => {
    const answer = (await t.db.execute(query)) as unknown as { rows: { id: number }[] };
    const row = answer.rows[0];
    if (!row) throw new Error('nothing written');
    return row.id;
  };
  closed = await one(sql`
    insert into caisse_sessions (magasin_id, fond_de_caisse, cloturee_at, numero_z, comptes, attendus, ecarts)
    values (${shopA.id}, 1000000, now(), 'Z-2026-M01-000001', '{"especes": 1000000}', '{"especes": 1000000}', '{"especes": 0}')
    returning id`);
  open = await one(sql`
    insert into caisse_sessions (magasin_id, fond_de_caisse) values (${shopB.id}, 500000) returning id`);
  saleId = await one(sql`
    insert into ventes (numero_facture, magasin_id, total, session_id)
    values ('FAC-2026-M02-000001', ${shopB.id}, 150000, ${open}) returning id`);
});
afterAll(async () => {
  await t.close();
});

/** The message of a refused statement, whichever driver wrapped it; 'accepted' when it ran. */
async function refusal(query: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.db.execute(query);
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

describe(`a closed till session (${process.env.PELOTE_TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded database'})`, () => {
  const frozen = () => `La session de caisse ${closed} est clôturée : elle ne change plus`;

  it('refuses any change of its row, and its deletion', async () => {
    expect(await refusal(sql`update caisse_sessions set fond_de_caisse = 0 where id = ${closed}`)).toContain(
      frozen(),
    );
    expect(await refusal(sql`update caisse_sessions set commentaires = '{}' where id = ${closed}`)).toContain(
      frozen(),
    );
    expect(await refusal(sql`delete from caisse_sessions where id = ${closed}`)).toContain(frozen());
    const answer = (await t.db.execute(
      sql`select fond_de_caisse, numero_z from caisse_sessions where id = ${closed}`,
    )) as unknown as { rows: { fond_de_caisse: string | number; numero_z: string }[] };
    expect(answer.rows.map((row) => [Number(row.fond_de_caisse), row.numero_z])).toEqual([
      [1000000, 'Z-2026-M01-000001'],
    ]);
  });

  it('refuses a cash movement, a payment or a sale put into it', async () => {
    expect(
      await refusal(
        sql`insert into caisse_mouvements (session_id, sens, montant, motif) values (${closed}, 'sortie', 1000, 'Essai')`,
      ),
    ).toContain(frozen());
    const shop = (await t.db.execute(
      sql`select magasin_id from caisse_sessions where id = ${closed}`,
    )) as unknown as {
      rows: { magasin_id: number }[];
    };
    const magasinId = shop.rows[0]?.magasin_id;
    expect(
      await refusal(
        sql`insert into paiements (vente_id, magasin_id, session_id, methode, montant, montant_recu)
            values (${saleId}, ${magasinId}, ${closed}, 'especes', 150000, 150000)`,
      ),
    ).toContain(frozen());
    expect(
      await refusal(
        sql`insert into ventes (numero_facture, magasin_id, total, session_id)
            values ('FAC-2026-M01-000099', ${magasinId}, 1000, ${closed})`,
      ),
    ).toContain(frozen());
    expect(await refusal(sql`update ventes set session_id = ${closed} where id = ${saleId}`)).toContain(
      frozen(),
    );
  });

  it('lets an open session take movements and be closed', async () => {
    expect(
      await refusal(
        sql`insert into caisse_mouvements (session_id, sens, montant, motif) values (${open}, 'entree', 1000, 'Monnaie')`,
      ),
    ).toBe('accepted');
    expect(
      await refusal(sql`update caisse_sessions set cloturee_at = now(), numero_z = 'Z-2026-M02-000001',
        comptes = '{"especes": 501000}', attendus = '{"especes": 501000}', ecarts = '{"especes": 0}' where id = ${open}`),
    ).toBe('accepted');
  });
});

import type { Instalment, SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import { referencesMobileMoney } from '../../db/schema/mobile-money-references.ts';
import {
  addStock,
  createClient,
  postSale,
  postWoolSalePaidBy,
  useSalesContext,
} from '../sales/sales.test-support.ts';

/**
 * One mobile-money reference, one payment: sales and instalments claim their reference in one table
 * (references_mobile_money), in their own transaction, so a sale and an instalment naming the same
 * reference at once never both land. And an instalment keeps the till session it went into, which
 * the X report reads ('Versements clients'); rows older than that column are read by time as before.
 * The races run in parallel on PostgreSQL only; PGlite runs one transaction at a time.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const c = useSalesContext();

async function clientOwing(nom: string) {
  const client = await createClient(c, nom, 'Awa');
  await c.t.db.update(clients).set({ plafondCredit: 10_000_000 }).where(eq(clients.id, client.id));
  await addStock(c, c.shopA.id, c.laine.id, 4);
  const sale = await postSale(c, {
    client: client.id,
    magasin: c.shopA.id,
    articles: [{ article: c.laine.id, quantite: 4 }],
    paiements: [{ methode: 'credit_client', montant: 600_000 }],
  });
  expect(sale.statusCode, sale.body).toBe(201);
  return client.id;
}

const pay = (client: number, body: Record<string, unknown>) =>
  c.t.inject({
    method: 'POST',
    url: `/api/Clients/${client}/versements`,
    headers: c.direction,
    payload: { magasin: c.shopA.id, ...body },
  });

const saleWith = (reference: string) => postWoolSalePaidBy(c, 'orange_money', reference);

async function versementsOf(session: number): Promise<Record<string, number>> {
  const report = await c.t.inject({
    method: 'GET',
    url: `/api/Caisses/${session}/rapport-x`,
    headers: c.direction,
  });
  expect(report.statusCode, report.body).toBe(200);
  return report.json().versements_clients;
}

const claims = (reference: string) =>
  c.t.db.select().from(referencesMobileMoney).where(eq(referencesMobileMoney.reference, reference));

describe(`mobile-money references shared by sales and instalments (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time'})`, () => {
  it('a sale and an instalment with one reference at once: exactly one lands, the other is told who used it', async () => {
    const client = await clientOwing('Course');
    for (let round = 1; round <= 6; round += 1) {
      const reference = `OM-COURSE-${round}`;
      await addStock(c, c.shopA.id, c.laine.id, 1);
      const [sale, instalment] = await Promise.all([
        saleWith(reference),
        pay(client, { montant: 10_000, methode: 'orange_money', reference }),
      ]);
      expect([sale.statusCode, instalment.statusCode].sort(), `${sale.body} ${instalment.body}`).toEqual([
        201, 409,
      ]);
      const [claim, ...others] = await claims(reference);
      expect(others).toEqual([]);
      if (sale.statusCode === 201) {
        expect(instalment.json().detail).toBe(
          `Référence déjà utilisée pour la facture ${(sale.json() as SaleDetail).numero_facture}`,
        );
        expect(claim).toMatchObject({
          methode: 'orange_money',
          venteId: sale.json().id,
          compteMouvementId: null,
        });
      } else {
        expect(sale.json().detail).toBe('Référence déjà utilisée pour un versement client');
        expect(claim).toMatchObject({
          venteId: null,
          compteMouvementId: (instalment.json() as Instalment).mouvement.id,
        });
      }
    }
  });

  it('refuses a sale naming an instalment’s reference, and the same reference on another operator is free', async () => {
    const client = await clientOwing('Suite');
    const paid = await pay(client, { montant: 10_000, methode: 'wave', reference: 'WV-SUITE' });
    expect(paid.statusCode, paid.body).toBe(201);
    await addStock(c, c.shopA.id, c.laine.id, 2);
    const refused = await postWoolSalePaidBy(c, 'wave', 'WV-SUITE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Référence déjà utilisée pour un versement client');
    expect((await saleWith('WV-SUITE')).statusCode).toBe(201);

    // A sale's payment written without a claim (bulk demo data) still holds its reference.
    const demo = await saleWith('OM-DEMO');
    expect(demo.statusCode, demo.body).toBe(201);
    await c.t.db.delete(referencesMobileMoney).where(eq(referencesMobileMoney.reference, 'OM-DEMO'));
    const reused = await pay(client, { montant: 1_000, methode: 'orange_money', reference: 'OM-DEMO' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(
      `Référence déjà utilisée pour la facture ${demo.json().numero_facture}`,
    );
    expect(await claims('OM-DEMO')).toEqual([]);
  });

  it('keeps the till session on the instalment; the X report reads it by session, older rows by time', async () => {
    const client = await clientOwing('Caisse');
    const paid = await pay(client, { montant: 20_000, methode: 'especes' });
    expect(paid.statusCode, paid.body).toBe(201);
    const { session_caisse: session, mouvement } = paid.json() as Instalment;
    expect(session).not.toBeNull();
    const [row] = await c.t.db
      .select({ sessionId: compteClientMouvements.sessionId })
      .from(compteClientMouvements)
      .where(eq(compteClientMouvements.id, mouvement.id));
    expect(row?.sessionId).toBe(session);

    // The other tests of this file used this shop's open till too: what these rows add is checked.
    const before = await versementsOf(session as number);
    expect(before.especes).toBeGreaterThanOrEqual(20_000);
    // A row naming the session though written long before it opened counts (read by session); a row
    // from before the column (no session) counts by its shop and time, as it always did.
    const base = { clientId: client, kind: 'versement' as const, soldeDuApres: 0, soldeAvoirApres: 0 };
    await c.t.db.insert(compteClientMouvements).values([
      {
        ...base,
        magasinId: c.shopB.id,
        sessionId: session,
        montantDu: -5_000,
        methode: 'wave',
        reference: 'WV-ANCIEN',
        createdAt: new Date('2020-01-01T10:00:00Z'),
      },
      { ...base, magasinId: c.shopA.id, sessionId: null, montantDu: -3_000, methode: 'especes' },
      // Another shop's row from before the column: not this till's.
      { ...base, magasinId: c.shopB.id, sessionId: null, montantDu: -7_000, methode: 'especes' },
    ]);
    const after = await versementsOf(session as number);
    expect(after).toEqual({
      ...before,
      especes: (before.especes ?? 0) + 3_000,
      wave: (before.wave ?? 0) + 5_000,
    });
  });
});

import type { SaleDetail } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientNow, lineBack, onPostgres, returned, returnWrites } from '../returns/returns.test-support.ts';
import { addStock, createClient, postSale, sell, useSalesContext } from '../sales/sales.test-support.ts';
import { accountLedger } from './client-accounts.test-support.ts';

/**
 * The client's credit balance ('Avoir client'): credited by a return refunded that way, spent as a
 * payment of a later sale in any shop, never below zero — also when two tills spend it at once
 * (PostgreSQL) —, given back when that sale is cancelled. The account's ledger is append-only.
 */

const c = useSalesContext();

const ledgerOf = (clientId: number) =>
  accountLedger(c, clientId, ['kind', 'montantAvoir', 'soldeAvoirApres', 'soldeDuApres', 'magasinId']);

/** A client with a credit balance of `units` accessories (2 500,00 FCFA each), returned in shop A. */
async function clientWithCredit(nom: string, units: number) {
  const client = await createClient(c, nom, 'Awa');
  await addStock(c, c.shopA.id, c.accessoire.id, units);
  const sale = await sell(c, {
    client: client.id,
    magasin: c.shopA.id,
    articles: [{ article: c.accessoire.id, quantite: units }],
  });
  await returned(c, sale.id, lineBack(sale, units, { remboursement: { methode: 'avoir_client' } }));
  return client;
}

/** A sale of `quantite` wools (1 500,00 FCFA each) in shop B paid with `avoir` of credit, the rest in cash. */
function saleWithCredit(client: number, quantite: number, avoir: number, headers = c.direction) {
  const total = quantite * 150_000;
  const paiements: Record<string, unknown>[] = [{ methode: 'avoir_client', montant: avoir }];
  if (total > avoir)
    paiements.push({ methode: 'especes', montant: total - avoir, montant_recu: total - avoir });
  return postSale(
    c,
    { client, magasin: c.shopB.id, articles: [{ article: c.laine.id, quantite }], paiements },
    { headers },
  );
}

describe("the client's credit balance", () => {
  it('is credited by a return refunded as Avoir client, shown on the client, and spent in another shop', async () => {
    const client = await clientWithCredit('Touré', 2);
    expect((await clientNow(c, client.id, c.gerant)).solde_avoir).toBe(500_000);
    expect(await ledgerOf(client.id)).toEqual([
      {
        kind: 'retour',
        montantAvoir: 500_000,
        soldeAvoirApres: 500_000,
        soldeDuApres: 0,
        magasinId: c.shopA.id,
      },
    ]);

    await addStock(c, c.shopB.id, c.laine.id, 5);
    const spent = await saleWithCredit(client.id, 2, 200_000);
    expect(spent.statusCode, spent.body).toBe(201);
    const sale = spent.json() as SaleDetail;
    expect(sale.paiements.map((p) => [p.methode, p.montant])).toEqual([
      ['avoir_client', 200_000],
      ['especes', 100_000],
    ]);
    expect(sale.modes_paiement).toEqual(['especes', 'avoir_client']);
    expect((await clientNow(c, client.id, c.gerant)).solde_avoir).toBe(300_000);
    expect((await ledgerOf(client.id)).at(-1)).toEqual({
      kind: 'paiement_avoir',
      montantAvoir: -200_000,
      soldeAvoirApres: 300_000,
      soldeDuApres: 0,
      magasinId: c.shopB.id,
    });

    // The till of shop B counts the cash only: a credit balance brings no money.
    const current = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/courante?magasin=${c.shopB.id}`,
      headers: c.direction,
    });
    const session = current.json().session.id as number;
    const report = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/${session}/rapport-x`,
      headers: c.direction,
    });
    expect(report.json().encaissements).toEqual({ especes: 100_000 });

    // Cancelled, the sale gives its credit back.
    const cancelled = await c.t.inject({
      method: 'DELETE',
      url: `/api/Ventes/${sale.id}`,
      headers: c.direction,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await clientNow(c, client.id, c.gerant)).solde_avoir).toBe(500_000);
    expect((await ledgerOf(client.id)).at(-1)).toMatchObject({ kind: 'annulation', montantAvoir: 200_000 });
  });

  it('never goes below zero: more than the balance is refused (409), and nothing is written', async () => {
    const client = await clientWithCredit('Bamba', 1);
    await addStock(c, c.shopB.id, c.laine.id, 2);
    const before = await returnWrites(c);
    const refused = await saleWithCredit(client.id, 2, 300_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Avoir client insuffisant (disponible : 2 500,00 FCFA)');
    expect(await returnWrites(c)).toEqual(before);
    expect((await clientNow(c, client.id, c.gerant)).solde_avoir).toBe(250_000);
  });

  it('is for a registered client only: a vente libre paying with it is refused (400)', async () => {
    await addStock(c, c.shopB.id, c.laine.id, 1);
    const response = await postSale(c, {
      client: null,
      magasin: c.shopB.id,
      articles: [{ article: c.laine.id, quantite: 1 }],
      paiements: [{ methode: 'avoir_client', montant: 150_000 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("L'avoir client ne peut payer que la vente d'un client enregistré");
    const withReference = await postSale(c, {
      client: c.client.id,
      magasin: c.shopB.id,
      articles: [{ article: c.laine.id, quantite: 1 }],
      paiements: [{ methode: 'avoir_client', montant: 150_000, reference: 'X' }],
    });
    expect(withReference.statusCode).toBe(400);
  });

  it(`spent by two tills at once, is spent once (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time'})`, async () => {
    const client = await clientWithCredit('Yao', 3);
    await addStock(c, c.shopB.id, c.laine.id, 20);
    // 7 500,00 FCFA of credit; each sale spends 4 500,00: only one fits.
    const answers = await Promise.all(Array.from({ length: 6 }, () => saleWithCredit(client.id, 3, 450_000)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await clientNow(c, client.id, c.gerant)).solde_avoir).toBe(300_000);
    const rows = await ledgerOf(client.id);
    expect(rows.map((row) => row.kind)).toEqual(['retour', 'paiement_avoir']);
  });

  it('keeps an append-only ledger: UPDATE and DELETE are refused by the database', async () => {
    const client = await clientWithCredit('Diallo', 1);
    for (const statement of [
      sql`update compte_client_mouvements set montant_avoir = 1 where client_id = ${client.id}`,
      sql`delete from compte_client_mouvements where client_id = ${client.id}`,
    ]) {
      const refusal = await c.t.db.execute(statement).then(
        () => 'accepted',
        (error: { message?: string; cause?: { message?: string } }) =>
          `${error.message ?? ''} ${error.cause?.message ?? ''}`,
      );
      expect(refusal).toMatch(/Le compte client ne se modifie pas : ajoutez une correction/);
    }
    expect(await ledgerOf(client.id)).toHaveLength(1);
  });
});

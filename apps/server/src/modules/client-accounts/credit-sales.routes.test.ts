import type { Client, SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { clientNow, lineBack, onPostgres, postReturn, returned } from '../returns/returns.test-support.ts';
import { addStock, createClient, postSale, useSalesContext } from '../sales/sales.test-support.ts';
import { accountLedger } from './client-accounts.test-support.ts';

/**
 * Selling on credit: a registered client buys up to the limit direction sets, the debt goes on the
 * client's account with a due date, checked under the account's lock (two tills never pass the
 * limit together); cancelling or returning the sale lowers the debt first.
 */

const c = useSalesContext();

const ledgerOf = (clientId: number) =>
  accountLedger(c, clientId, ['kind', 'montantDu', 'montantAvoir', 'soldeDuApres', 'echeance']);

/** A client with a credit limit of `plafond` hundredths (set in the database). */
async function clientWithLimit(nom: string, plafond: number) {
  const client = await createClient(c, nom, 'Awa');
  await c.t.db.update(clients).set({ plafondCredit: plafond }).where(eq(clients.id, client.id));
  return client;
}

/** A sale of `quantite` wools (1 500,00 FCFA each) in shop A, `credit` of it on credit, the rest in cash. */
function creditSale(client: number | null, quantite: number, credit: number, extra: object = {}) {
  const total = quantite * 150_000;
  const paiements: Record<string, unknown>[] = [{ methode: 'credit_client', montant: credit, ...extra }];
  if (total > credit)
    paiements.push({ methode: 'especes', montant: total - credit, montant_recu: total - credit });
  return postSale(c, {
    client,
    magasin: c.shopA.id,
    articles: [{ article: c.laine.id, quantite }],
    paiements,
  });
}

const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const editBody = (client: Client, plafond: number) => ({
  nom: client.nom,
  prenom: client.prenom,
  contact: client.contact,
  plafond_credit: plafond,
});

describe('selling on credit', () => {
  it('lets direction alone set the credit limit: a gerant gets 403 and nothing changes', async () => {
    const created = await createClient(c, 'Koffi', 'Ama');
    const client = await clientNow(c, created.id);
    expect(client).toMatchObject({ plafond_credit: 0, solde_du: 0 });
    const refused = await c.t.inject({
      method: 'PUT',
      url: `/api/Clients/clients-particuliers/edit/${client.id}`,
      headers: c.gerant,
      payload: editBody(client, 5_000_000),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Seule la direction fixe le plafond de crédit');
    expect((await clientNow(c, client.id)).plafond_credit).toBe(0);
    const created2 = await c.t.inject({
      method: 'POST',
      url: '/api/Clients/clients-particuliers/create',
      headers: c.gerant,
      payload: { nom: 'Yapi', prenom: 'Eric', contact: '0707000001', plafond_credit: 100 },
    });
    expect(created2.statusCode).toBe(403);

    const accepted = await c.t.inject({
      method: 'PUT',
      url: `/api/Clients/clients-particuliers/edit/${client.id}`,
      headers: c.direction,
      payload: editBody(client, 5_000_000),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().plafond_credit).toBe(5_000_000);
    // A gerant editing other fields keeps the limit.
    const kept = await c.t.inject({
      method: 'PUT',
      url: `/api/Clients/clients-particuliers/edit/${client.id}`,
      headers: c.gerant,
      payload: { ...editBody(client, 5_000_000), profession: 'Couturière' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ plafond_credit: 5_000_000, profession: 'Couturière' });
  });

  it('puts the debt on the account with a due date 30 days on, and no money in the till', async () => {
    const client = await clientWithLimit('Touré', 5_000_000);
    await addStock(c, c.shopA.id, c.laine.id, 3);
    const response = await creditSale(client.id, 3, 300_000);
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json() as SaleDetail;
    expect(sale.paiements.map((p) => [p.methode, p.montant])).toEqual([
      ['credit_client', 300_000],
      ['especes', 150_000],
    ]);
    expect(await clientNow(c, client.id)).toMatchObject({ solde_du: 300_000, plafond_credit: 5_000_000 });
    expect(await ledgerOf(client.id)).toEqual([
      {
        kind: 'vente_a_credit',
        montantDu: 300_000,
        montantAvoir: 0,
        soldeDuApres: 300_000,
        echeance: plusDays(30),
      },
    ]);
    const report = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/${sale.session_caisse}/rapport-x`,
      headers: c.direction,
    });
    expect(report.json().encaissements).toEqual({ especes: 150_000 });
  });

  it('keeps the due date given, never before the sale', async () => {
    const client = await clientWithLimit('Bakayoko', 1_000_000);
    await addStock(c, c.shopA.id, c.laine.id, 2);
    const early = await creditSale(client.id, 1, 150_000, { echeance: '2020-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe("L'échéance ne peut pas précéder la date de la vente");
    const ok = await creditSale(client.id, 1, 150_000, { echeance: plusDays(7) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await ledgerOf(client.id)).map((row) => row.echeance)).toEqual([plusDays(7)]);
  });

  it('refuses beyond the limit (409, with what is available) and a vente libre (400), writing nothing', async () => {
    const client = await clientWithLimit('Bamba', 400_000);
    await addStock(c, c.shopA.id, c.laine.id, 5);
    expect((await creditSale(client.id, 2, 300_000)).statusCode).toBe(201);
    const over = await creditSale(client.id, 1, 150_000);
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe('Plafond de crédit dépassé (disponible : 1 000,00 FCFA)');
    const noLimit = await creditSale(c.client.id, 1, 150_000);
    expect(noLimit.statusCode).toBe(409);
    expect(noLimit.json().detail).toBe('Plafond de crédit dépassé (disponible : 0,00 FCFA)');
    const libre = await creditSale(null, 1, 150_000);
    expect(libre.statusCode).toBe(400);
    expect(libre.json().detail).toBe('Seul un client enregistré peut acheter à crédit');
    expect((await clientNow(c, client.id)).solde_du).toBe(300_000);
    expect(await ledgerOf(client.id)).toHaveLength(1);
  });

  it(`two tills selling on credit at once never pass the limit (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time'})`, async () => {
    const client = await clientWithLimit('Yao', 1_000_000);
    await addStock(c, c.shopA.id, c.laine.id, 30);
    // 10 000,00 FCFA of credit; each sale takes 4 500,00: only two fit.
    const answers = await Promise.all(Array.from({ length: 6 }, () => creditSale(client.id, 3, 450_000)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect((await clientNow(c, client.id)).solde_du).toBe(900_000);
    expect((await ledgerOf(client.id)).map((row) => row.soldeDuApres)).toEqual([450_000, 900_000]);
  });

  it('cancelled, a credit sale lowers the debt', async () => {
    const client = await clientWithLimit('Diallo', 1_000_000);
    await addStock(c, c.shopA.id, c.laine.id, 2);
    const sale = (await creditSale(client.id, 2, 300_000)).json() as SaleDetail;
    const cancelled = await c.t.inject({
      method: 'DELETE',
      url: `/api/Ventes/${sale.id}`,
      headers: c.direction,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await clientNow(c, client.id)).toMatchObject({ solde_du: 0, solde_avoir: 0 });
    expect((await ledgerOf(client.id)).at(-1)).toMatchObject({ kind: 'annulation', montantDu: -300_000 });
  });

  it('returned, a credit sale goes back to the account (debt first, the rest as credit), never as money', async () => {
    const client = await clientWithLimit('Coulibaly', 1_000_000);
    await addStock(c, c.shopA.id, c.laine.id, 3);
    const sale = (await creditSale(client.id, 3, 200_000)).json() as SaleDetail;
    const cash = await postReturn(c, sale.id, lineBack(sale, 1));
    expect(cash.statusCode).toBe(400);
    expect(cash.json().detail).toBe(
      'Une vente à crédit se rembourse sur le compte client (mode Avoir client)',
    );
    await returned(c, sale.id, lineBack(sale, 1, { remboursement: { methode: 'avoir_client' } }));
    expect(await clientNow(c, client.id)).toMatchObject({ solde_du: 50_000, solde_avoir: 0 });
    await returned(c, sale.id, lineBack(sale, 1, { remboursement: { methode: 'avoir_client' } }));
    expect(await clientNow(c, client.id)).toMatchObject({ solde_du: 0, solde_avoir: 100_000 });
    expect((await ledgerOf(client.id)).slice(1)).toEqual([
      { kind: 'retour', montantDu: -150_000, montantAvoir: 0, soldeDuApres: 50_000, echeance: null },
      { kind: 'retour', montantDu: -50_000, montantAvoir: 100_000, soldeDuApres: 0, echeance: null },
    ]);
  });
});

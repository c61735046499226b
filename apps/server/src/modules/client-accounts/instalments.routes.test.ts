import type { ClientAccount, Debtor, Instalment, SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import { journal } from '../../db/schema/journal.ts';
import { lineBack, returned } from '../returns/returns.test-support.ts';
import {
  addStock,
  createClient,
  postSale,
  postWoolSalePaidBy,
  useSalesContext,
} from '../sales/sales.test-support.ts';

/**
 * Instalments ('versements'): they pay the oldest due first, never more than owed, go into the
 * till of the shop that takes them ('Versements clients' of its X), a mobile-money reference once
 * across sales and instalments; the credit balance may pay too. And the account read back.
 */

const c = useSalesContext();

async function clientWithLimit(nom: string, plafond: number) {
  const client = await createClient(c, nom, 'Awa');
  await c.t.db.update(clients).set({ plafondCredit: plafond }).where(eq(clients.id, client.id));
  return client;
}

/** A sale of `quantite` wools (1 500,00 FCFA each) in `shop`, all on credit, due `echeance`. */
async function soldOnCredit(client: number, quantite: number, echeance?: string, shop = c.shopA.id) {
  await addStock(c, shop, c.laine.id, quantite);
  const response = await postSale(c, {
    client,
    magasin: shop,
    articles: [{ article: c.laine.id, quantite }],
    paiements: [{ methode: 'credit_client', montant: quantite * 150_000, ...(echeance ? { echeance } : {}) }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SaleDetail;
}

const pay = (client: number, body: Record<string, unknown>, headers = c.direction, key?: string) =>
  c.t.inject({
    method: 'POST',
    url: `/api/Clients/${client}/versements`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { magasin: c.shopA.id, ...body },
  });

async function accountOf(client: number, headers = c.direction) {
  const response = await c.t.inject({ method: 'GET', url: `/api/Clients/${client}/compte`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClientAccount;
}

const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('instalments on a client account', () => {
  it('30 000 on credit, 10 000 then 5 000 paid: 15 000 owed, the oldest due paid first; the till holds them', async () => {
    const client = await clientWithLimit('Touré', 10_000_000);
    // Two credit sales: 20 000 due in 10 days, then 10 000 due in 5 days (the oldest due).
    const later = await soldOnCredit(client.id, 8, plusDays(10)); // 12 000
    const sooner = await soldOnCredit(client.id, 12, plusDays(5)); // 18 000
    expect(later.total + sooner.total).toBe(3_000_000);

    const cash = await pay(client.id, { montant: 1_000_000, methode: 'especes' }, c.gerant, 'v-1');
    expect(cash.statusCode, cash.body).toBe(201);
    expect((cash.json() as Instalment).solde_du).toBe(2_000_000);
    const again = await pay(client.id, { montant: 1_000_000, methode: 'especes' }, c.gerant, 'v-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(cash.json());
    const om = await pay(client.id, { montant: 500_000, methode: 'orange_money', reference: 'OM-778899' });
    expect(om.statusCode, om.body).toBe(201);

    const account = await accountOf(client.id, c.gerant);
    expect(account).toMatchObject({
      solde_du: 1_500_000,
      solde_avoir: 0,
      plafond_credit: 10_000_000,
      disponible: 8_500_000,
      en_retard: 0,
      plus_ancienne_echeance: plusDays(5),
    });
    const sales = account.mouvements.results.filter((row) => row.kind === 'vente_a_credit');
    // The sale due soonest (18 000) got the 15 000 first: 3 000 left on it, the other untouched.
    expect(sales.map((row) => [row.vente?.id, row.reste_du])).toEqual([
      [sooner.id, 300_000],
      [later.id, 1_200_000],
    ]);
    expect(account.mouvements.results[0]).toMatchObject({
      kind: 'versement',
      montant_du: -500_000,
      methode: 'orange_money',
      reference: 'OM-778899',
      solde_du_apres: 1_500_000,
    });

    // The till of shop A holds both instalments, apart from the sales (which brought no money).
    const report = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/${(cash.json() as Instalment).session_caisse}/rapport-x`,
      headers: c.direction,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      encaissements: {},
      versements_clients: { especes: 1_000_000, orange_money: 500_000 },
      attendus: { orange_money: 500_000 },
    });
    expect(report.json().attendus.especes).toBeGreaterThanOrEqual(1_000_000);

    // Each instalment left one journal row.
    const rows = await c.t.db
      .select()
      .from(journal)
      .where(eq(journal.entiteId, String(client.id)));
    expect(rows.filter((row) => row.entiteLibelle?.startsWith('Versement'))).toHaveLength(2);
  });

  it('refuses more than owed (400 with what is owed), a reference used by a sale or an instalment (409), and bad input', async () => {
    const client = await clientWithLimit('Bamba', 10_000_000);
    await soldOnCredit(client.id, 2);
    const over = await pay(client.id, { montant: 300_001, methode: 'especes' });
    expect(over.statusCode).toBe(400);
    expect(over.json().detail).toBe('Le versement dépasse le reste dû (3 000,00 FCFA)');

    await addStock(c, c.shopA.id, c.laine.id, 1);
    const sale = await postWoolSalePaidBy(c, 'wave', 'WV-1');
    expect(sale.statusCode).toBe(201);
    const usedBySale = await pay(client.id, { montant: 1000, methode: 'wave', reference: 'WV-1' });
    expect(usedBySale.statusCode).toBe(409);
    expect(usedBySale.json().detail).toBe(
      `Référence déjà utilisée pour la facture ${sale.json().numero_facture}`,
    );
    expect((await pay(client.id, { montant: 1000, methode: 'wave', reference: 'WV-2' })).statusCode).toBe(
      201,
    );
    const usedTwice = await pay(client.id, { montant: 1000, methode: 'wave', reference: 'WV-2' });
    expect(usedTwice.statusCode).toBe(409);
    expect(usedTwice.json().detail).toBe('Référence déjà utilisée pour un versement client');

    for (const body of [
      { montant: 0, methode: 'especes' },
      { montant: 1.5, methode: 'especes' },
      { montant: 100, methode: 'credit_client' },
      { montant: 100, methode: 'orange_money' },
      { montant: 100, methode: 'especes', reference: 'X' },
      { montant: 100, methode: 'especes', magasin: 'A' },
    ]) {
      const response = await pay(client.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail).toMatch(/[éèà]|requis|invalide/);
    }
    expect((await accountOf(client.id)).solde_du).toBe(299_000);
    expect((await pay(999_999, { montant: 100, methode: 'especes' })).statusCode).toBe(404);
    // A gerant takes instalments in their own shop only.
    expect(
      (await pay(client.id, { montant: 100, methode: 'especes', magasin: c.shopB.id }, c.gerant)).statusCode,
    ).toBe(403);
  });

  it('may be paid with the credit balance, which brings no money into the till', async () => {
    const client = await clientWithLimit('Yao', 10_000_000);
    // A credit balance of 2 500,00 from a returned accessory refunded as Avoir client.
    await addStock(c, c.shopA.id, c.accessoire.id, 1);
    const bought = await postSale(c, {
      client: client.id,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
    });
    await returned(
      c,
      bought.json().id,
      lineBack(bought.json(), 1, { remboursement: { methode: 'avoir_client' } }),
    );
    await soldOnCredit(client.id, 2);
    const paid = await pay(client.id, { montant: 200_000, methode: 'avoir_client' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ solde_du: 100_000, solde_avoir: 50_000, session_caisse: null });
    const tooMuch = await pay(client.id, { montant: 60_000, methode: 'avoir_client' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().detail).toBe('Avoir client insuffisant (disponible : 500,00 FCFA)');
  });

  it('lists the debtors (a gerant: what their shop sold), the overdue ones, and prepares and records a reminder', async () => {
    const client = await clientWithLimit('Koné', 10_000_000);
    await c.t.db.update(clients).set({ contact: '07 01 02 03 04' }).where(eq(clients.id, client.id));
    await soldOnCredit(client.id, 2, undefined, c.shopB.id);
    // A debt already past due (written as an older sale would have left it: the ledger takes inserts).
    await c.t.db.insert(compteClientMouvements).values({
      clientId: client.id,
      magasinId: c.shopA.id,
      kind: 'vente_a_credit',
      montantDu: 100_000,
      soldeDuApres: 400_000,
      soldeAvoirApres: 0,
      echeance: plusDays(-5),
    });
    await c.t.db.update(clients).set({ soldeDu: 400_000 }).where(eq(clients.id, client.id));

    const all = await c.t.inject({ method: 'GET', url: '/api/Clients/creances', headers: c.direction });
    expect(all.statusCode, all.body).toBe(200);
    const mine = (all.json() as Debtor[]).find((row) => row.id === client.id);
    expect(mine).toMatchObject({
      solde_du: 400_000,
      en_retard: 100_000,
      plus_ancienne_echeance: plusDays(-5),
      derniere_relance: null,
    });
    const gerant = await c.t.inject({ method: 'GET', url: '/api/Clients/creances', headers: c.gerant });
    expect((gerant.json() as Debtor[]).find((row) => row.id === client.id)?.solde_du).toBe(100_000);
    const late = await c.t.inject({
      method: 'GET',
      url: '/api/Clients/creances?en_retard=true',
      headers: c.direction,
    });
    expect((late.json() as Debtor[]).map((row) => row.id)).toEqual([client.id]);
    // 'Relances': the debt 5 days overdue is at the 3-day step.
    const toRemind = await c.t.inject({
      method: 'GET',
      url: '/api/Clients/creances?a_relancer=1',
      headers: c.direction,
    });
    expect((toRemind.json() as Debtor[]).find((row) => row.id === client.id)?.etape_relance).toBe('retard_3');
    expect((await accountOf(client.id)).en_retard).toBe(100_000);
    // The dashboard's 'Créances clients': what is owed and who owes past due (a gerant: their shop).
    const stats = async (headers: typeof c.direction) =>
      (
        await c.t.inject({
          method: 'GET',
          url: encodeURI('/api/Clients/Statistiques/stats-système/'),
          headers,
        })
      ).json().creancesClients;
    const [own, everywhere] = [await stats(c.gerant), await stats(c.direction)];
    expect(own.total).toBeLessThan(everywhere.total);
    expect(everywhere.total).toBeGreaterThanOrEqual(400_000);
    expect(everywhere.clientsEnRetard).toBeGreaterThanOrEqual(1);
    const otherShop = await c.t.inject({
      method: 'GET',
      url: `/api/Clients/creances?magasin=${c.shopB.id}`,
      headers: c.gerant,
    });
    expect(otherShop.statusCode).toBe(403);

    const reminder = await c.t.inject({
      method: 'GET',
      url: `/api/Clients/${client.id}/relance`,
      headers: c.gerant,
    });
    expect(reminder.statusCode, reminder.body).toBe(200);
    const { texte, whatsapp_url, sms_url } = reminder.json();
    expect(texte).toContain('4 000,00 FCFA');
    expect(whatsapp_url).toBe(`https://wa.me/2250701020304?text=${encodeURIComponent(texte)}`);
    expect(sms_url).toMatch(/^sms:\+2250701020304\?body=/);

    const sent = await c.t.inject({
      method: 'POST',
      url: `/api/Clients/${client.id}/relances`,
      headers: c.gerant,
      payload: { canal: 'whatsapp' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const account = await accountOf(client.id);
    expect(account.derniere_relance).not.toBeNull();
    const listed = await c.t.inject({ method: 'GET', url: '/api/Clients/creances', headers: c.direction });
    expect((listed.json() as Debtor[]).find((row) => row.id === client.id)?.derniere_relance).toBe(
      account.derniere_relance,
    );
  });

  it('writes the statement as a PDF', async () => {
    const client = await clientWithLimit('Diallo', 10_000_000);
    await soldOnCredit(client.id, 1);
    const response = await c.t.inject({
      method: 'GET',
      url: `/api/Clients/${client.id}/releve/pdf?date_debut=2020-01-01`,
      headers: c.gerant,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="releve-diallo-awa.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await c.t.inject({
      method: 'GET',
      url: `/api/Clients/${client.id}/releve/pdf?date_debut=hier`,
      headers: c.gerant,
    });
    expect(bad.statusCode).toBe(400);
  });
});

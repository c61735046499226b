import type { ReminderDuePage } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import {
  addStock,
  createClient,
  type Headers,
  postSale,
  useSalesContext,
} from '../sales/sales.test-support.ts';

/**
 * 'Relances' (GET /Clients/relances): the clients whose oldest open debt is due within 2 days, or 3
 * or 10 days late, most overdue first, one step with `groupe`, paged; a gerant reads what their
 * shop's credit sales still owe.
 */

const c = useSalesContext();

const plusDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function debtor(nom: string) {
  const client = await createClient(c, nom, 'Awa');
  await c.t.db
    .update(clients)
    .set({ plafondCredit: 10_000_000, contact: '07 01 02 03 04' })
    .where(eq(clients.id, client.id));
  return client.id;
}

/** A real credit sale of one wool (1 500,00 FCFA) in shop A, due `echeance`. */
async function soldOnCredit(client: number, echeance: string) {
  await addStock(c, c.shopA.id, c.laine.id, 1);
  const response = await postSale(c, {
    client,
    magasin: c.shopA.id,
    articles: [{ article: c.laine.id, quantite: 1 }],
    paiements: [{ methode: 'credit_client', montant: 150_000, echeance }],
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A debt already past due, written as an older credit sale left it (the ledger takes inserts). */
async function pastDebt(client: number, echeance: string, magasinId: number) {
  await c.t.db.insert(compteClientMouvements).values({
    clientId: client,
    magasinId,
    kind: 'vente_a_credit',
    montantDu: 100_000,
    soldeDuApres: 100_000,
    soldeAvoirApres: 0,
    echeance,
  });
  await c.t.db
    .update(clients)
    .set({ soldeDu: sql`${clients.soldeDu} + 100000` })
    .where(eq(clients.id, client));
}

async function list(query: string, headers: Headers = c.direction) {
  const response = await c.t.inject({ method: 'GET', url: `/api/Clients/relances${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReminderDuePage;
}

const ids = (page: ReminderDuePage) => page.results.map((row) => row.id);

describe("the 'Relances' list", () => {
  it('gathers the debts due within 2 days, 3 and 10 days late, by group, paged and scoped to the shop', async () => {
    const soon = await debtor('Bientôt');
    await soldOnCredit(soon, plusDays(1));
    const late3 = await debtor('Retard');
    await pastDebt(late3, plusDays(-4), c.shopA.id);
    const late10 = await debtor('Ancien');
    await pastDebt(late10, plusDays(-12), c.shopB.id);
    // Neither due soon nor late enough: not to remind yet.
    const later = await debtor('Tranquille');
    await soldOnCredit(later, plusDays(10));
    const oneDay = await debtor('Veille');
    await pastDebt(oneDay, plusDays(-1), c.shopA.id);

    const all = await list('');
    expect(all).toMatchObject({ count: 3, page: 1, total_pages: 1 });
    expect(all.results.map((row) => [row.id, row.etape_relance, row.jours_retard])).toEqual([
      [late10, 'retard_10', 12],
      [late3, 'retard_3', 4],
      [soon, 'bientot', -1],
    ]);
    expect(all.results[1]).toMatchObject({
      nom: 'Retard',
      prenom: 'Awa',
      contact: '07 01 02 03 04',
      solde_du: 100_000,
      en_retard: 100_000,
      plus_ancienne_echeance: plusDays(-4),
      derniere_relance: null,
    });

    expect(ids(await list('?groupe=bientot'))).toEqual([soon]);
    expect(ids(await list('?groupe=retard_3'))).toEqual([late3]);
    expect(ids(await list('?groupe=retard_10&magasin='))).toEqual([late10]);
    const second = await list('?page=2&page_size=1');
    expect(second).toMatchObject({ count: 3, page: 2, page_size: 1, total_pages: 3 });
    expect(ids(second)).toEqual([late3]);

    // A gerant: what their shop's credit sales owe; another shop asked for is refused.
    expect(ids(await list('', c.gerant))).toEqual([late3, soon]);
    expect(ids(await list(`?magasin=${c.shopB.id}`))).toEqual([late10]);
    const other = await c.t.inject({
      method: 'GET',
      url: `/api/Clients/relances?magasin=${c.shopB.id}`,
      headers: c.gerant,
    });
    expect(other.statusCode).toBe(403);

    // A reminder recorded shows as 'Dernière relance le …' on its row.
    const sent = await c.t.inject({
      method: 'POST',
      url: `/api/Clients/${late3}/relances`,
      headers: { ...c.gerant, 'idempotency-key': 'relance-1' },
      payload: { canal: 'whatsapp' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const row = (await list('?groupe=retard_3')).results[0];
    expect(row?.derniere_relance).not.toBeNull();
    const gap = Date.parse(row?.derniere_relance ?? '') - Date.parse(sent.json().date);
    expect(Math.abs(gap)).toBeLessThan(5_000);
  });

  it('refuses an unknown group or page with a French message', async () => {
    for (const query of ['?groupe=demain', '?page=0', '?page_size=abc']) {
      const response = await c.t.inject({
        method: 'GET',
        url: `/api/Clients/relances${query}`,
        headers: c.direction,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toMatch(/[a-zé]/);
    }
    const group = await c.t.inject({
      method: 'GET',
      url: '/api/Clients/relances?groupe=demain',
      headers: c.direction,
    });
    expect(group.json().detail).toContain('Groupe de relance inconnu');
    const anonymous = await c.t.inject({ method: 'GET', url: '/api/Clients/relances' });
    expect(anonymous.statusCode).toBe(401);
  });
});

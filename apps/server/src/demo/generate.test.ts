import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { ledgerImbalances } from '../../test/ledger-balance.ts';
import { summaryDrift } from '../../test/sales-summary-drift.ts';
import { DATASET_SIZES, type DatasetSummary, generateDataset } from './generate.ts';

/** The demo and benchmark data generator, at its smallest size: the data must be coherent. */

let t: TestApp;
let summary: DatasetSummary;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
}

beforeAll(async () => {
  t = await createTestApp();
  summary = await generateDataset(t.db, DATASET_SIZES.tiny, { seed: 7 });
}, 120_000);

afterAll(() => t?.close());

describe('generateDataset', () => {
  it('writes the sales and deliveries asked for', () => {
    expect(summary.sales).toBeGreaterThan(DATASET_SIZES.tiny.sales * 0.9);
    expect(summary.entries).toBe(DATASET_SIZES.tiny.entries);
  });

  it('keeps every stock line equal to the sum of its movements', async () => {
    expect(await ledgerImbalances(t.db)).toEqual([]);
    const [negative] = await rows<{ n: number }>(
      sql`select count(*)::int as n from stocks where quantite < 0`,
    );
    expect(negative?.n).toBe(0);
  });

  it('numbers the invoices of each shop and year without a gap, the counter at the last one', async () => {
    const series = await rows<{
      magasin_id: number;
      annee: number;
      n: number;
      last: number;
      counter: number;
    }>(sql`
      select v.magasin_id, extract(year from v.date_vente)::int as annee, count(*)::int as n,
             max(split_part(v.numero_facture, '-', 4)::int) as last, c.dernier_numero as counter
      from ventes v join compteurs_factures c
        on c.magasin_id = v.magasin_id and c.annee = extract(year from v.date_vente)::int
      group by 1, 2, c.dernier_numero`);
    expect(series.length).toBeGreaterThan(0);
    for (const s of series) {
      expect(s.last).toBe(s.n);
      expect(s.counter).toBe(s.n);
    }
  });

  it('keeps each client turnover equal to their sales that are not cancelled, less what came back', async () => {
    const [wrong] = await rows<{ n: number }>(sql`
      select count(*)::int as n from clients c
      where c.chiffre_affaire <> coalesce((select sum(total) from ventes v
        where v.client_id = c.id and v.statut = 'validee'), 0)
        - coalesce((select sum(r.montant) from retours r join ventes v on v.id = r.vente_id
          where v.client_id = c.id), 0)`);
    expect(wrong?.n).toBe(0);
  });

  it('pays every sale exactly, in a mix of methods, with unique mobile-money references', async () => {
    const [wrong] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ventes v
      where v.total <> coalesce((select sum(montant) from paiements p where p.vente_id = v.id), 0)`);
    expect(wrong?.n).toBe(0);
    const methods = await rows<{ methode: string }>(sql`select distinct methode from paiements order by 1`);
    expect(methods.map((m) => m.methode)).toEqual(
      expect.arrayContaining(['especes', 'orange_money', 'wave', 'mtn_momo']),
    );
    const [change] = await rows<{ n: number }>(
      sql`select count(*)::int as n from paiements where monnaie_rendue > 0`,
    );
    expect(change?.n).toBeGreaterThan(0);
  });

  it('sums the validated sales per day for the statistics, exactly as the sales say', async () => {
    const [days] = await rows<{ n: number }>(sql`select count(*)::int as n from stats_ventes_jour`);
    expect(days?.n).toBeGreaterThan(0);
    expect(await summaryDrift(t.db)).toEqual([]);
  });

  it('writes one journal row per record it creates, by the server (source systeme)', async () => {
    // An instalment is journalled on its client ('Versement de …'): counted apart.
    const per = await rows<{ entite: string; action: string; n: number; records: number }>(sql`
      select entite, action, count(*)::int as n, count(distinct entite_id)::int as records
      from journal where entite_libelle not like 'Versement de %' group by 1, 2 order by 1, 2`);
    const [expected] = await rows<Record<string, number>>(sql`
      select (select count(*) from articles where type <> 'composant')::int as article,
             (select count(*) from articles where type = 'composant')::int as composant,
             (select count(*) from clients)::int as client,
             (select count(*) from entrees_stock)::int as entree,
             (select count(*) from fournisseurs)::int as fournisseur,
             (select count(*) from magasins)::int as magasin,
             (select count(*) from users)::int as utilisateur,
             (select count(*) from ventes)::int as vente,
             (select count(*) from retours)::int as retour,
             (select count(*) from transferts)::int as transfert,
             (select count(*) from inventaires)::int as inventaire,
             (select count(*) from ventes where statut = 'annulee')::int as annulation`);
    const creations = Object.fromEntries(
      per.filter((p) => p.action === 'creation').map((p) => [p.entite, p.n]),
    );
    const { annulation, ...created } = expected ?? {};
    expect(creations).toEqual(Object.fromEntries(Object.entries(created).filter(([, n]) => n > 0)));
    expect(per.find((p) => p.action === 'annulation')?.n ?? 0).toBe(annulation);
    for (const p of per) expect(p.records, `${p.entite} ${p.action}`).toBe(p.n);
    const [instalments] = await rows<{ journalled: number; taken: number }>(sql`
      select (select count(*) from journal where entite_libelle like 'Versement de %')::int as journalled,
             (select count(*) from compte_client_mouvements where kind = 'versement')::int as taken`);
    expect(instalments?.journalled).toBe(instalments?.taken);
    const [sources] = await rows<{ other: number; gerant_sales: number }>(sql`
      select count(*) filter (where source <> 'systeme')::int as other,
             count(*) filter (where entite = 'vente' and action = 'creation' and role = 'gerant'
               and magasin_id is not null)::int as gerant_sales
      from journal`);
    expect(sources?.other).toBe(0);
    expect(sources?.gerant_sales).toBe(summary.sales);
  });

  it('gives accounts that sign in, and new rows that get fresh ids', async () => {
    const direction = summary.credentials.find((c) => c.role === 'direction');
    if (!direction) throw new Error('no direction account');
    const session = await t.login(direction.username, direction.password);
    const shop = await t.createShop({ nom: 'Nouvelle boutique' });
    expect(shop.id).toBeGreaterThan(DATASET_SIZES.tiny.shops);
    const created = await t.inject({
      method: 'POST',
      url: '/api/Clients/clients-particuliers/create',
      headers: session.headers,
      payload: { nom: 'Nouveau', prenom: 'Client', contact: '0101010101' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).toBe(DATASET_SIZES.tiny.clients + 1);
  });
});

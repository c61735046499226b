import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useUpgrade } from '../../test/migration-upgrade.ts';
import { summaryDrift } from '../../test/sales-summary-drift.ts';
import { costDrift } from '../modules/costs/costs.test-support.ts';
import { rowsOf } from '../modules/costs/index.ts';
import { rebuildSalesSummary } from '../modules/sales/index.ts';
import { migrateDatabase } from './client.ts';

/**
 * An upgrade to cost prices, as an installation with history lives it: deliveries, sales, a return
 * and a cancelled sale recorded at migration 0012, then the server of this version migrates it.
 * Migration 0013 computes the CMP history from the entries in the order they were recorded, the
 * cost of each sale line at its sale's time (estimated), and the cost columns of the daily sums.
 */

const { migrationsUpTo, emptyDatabase, onPostgres } = useUpgrade();

describe(`upgrading a database with history to cost prices (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('computes the CMP history, the cost of past sale lines and of the daily sums', async () => {
    const database = await emptyDatabase();
    await migrateDatabase(database, migrationsUpTo('0012_offline_costs_references'));
    const { db } = database;

    await db.execute(sql`
      insert into magasins (id, nom, quartier) values (1, 'Cocody', 'Cocody'), (2, 'Plateau', 'Plateau')`);
    // Article 1 is delivered at three prices; article 2 never with a price (its cost stays unknown).
    await db.execute(sql`
      insert into articles (id, type, nom, prix_unitaire) values
        (1, 'accessoire', 'Crochet 4 mm', 250000), (2, 'accessoire', 'Pompons', 50000)`);
    await db.execute(sql`
      insert into entrees_stock (id, magasin_id, article_id, quantite, prix_unitaire, prix_total, fournisseur, created_at)
      values
        (1, 1, 1, 10, 100000, 1000000, 'Filature', '2026-03-01 08:00+00'),
        (2, 2, 1, 10, 150000, 1500000, 'Filature', '2026-03-02 08:00+00'),
        (3, 1, 1, 10, 200000, 2000000, 'Filature', '2026-03-04 08:00+00')`);
    await db.execute(sql`
      insert into ventes (id, numero_facture, magasin_id, date_vente, total, statut) values
        (1, 'FAC-1', 1, '2026-03-03 10:00+00', 1300000, 'validee'),
        (2, 'FAC-2', 1, '2026-03-05 10:00+00', 500000, 'validee'),
        (3, 'FAC-3', 2, '2026-03-05 11:00+00', 250000, 'annulee')`);
    await db.execute(sql`
      insert into vente_lignes (id, vente_id, article_id, article_nom, article_type, quantite, prix_unitaire, prix_total) values
        (1, 1, 1, 'Crochet 4 mm', 'accessoire', 5, 250000, 1250000),
        (2, 1, 2, 'Pompons', 'accessoire', 1, 50000, 50000),
        (3, 2, 1, 'Crochet 4 mm', 'accessoire', 2, 250000, 500000),
        (4, 3, 1, 'Crochet 4 mm', 'accessoire', 1, 250000, 250000)`);
    // The ledger in the order things happened (the cancelled sale's units came back).
    await db.execute(sql`
      insert into mouvements_stock (id, magasin_id, article_id, kind, quantite, stock_apres, entree_id, vente_id, created_at) values
        (1, 1, 2, 'ajout', 3, 3, null, null, '2026-02-28 08:00+00'),
        (2, 1, 1, 'entree', 10, 10, 1, null, '2026-03-01 08:00+00'),
        (3, 2, 1, 'entree', 10, 10, 2, null, '2026-03-02 08:00+00'),
        (4, 1, 1, 'vente', -5, 5, null, 1, '2026-03-03 10:00+00'),
        (5, 1, 2, 'vente', -1, 2, null, 1, '2026-03-03 10:00+00'),
        (6, 1, 1, 'entree', 10, 15, 3, null, '2026-03-04 08:00+00'),
        (7, 1, 1, 'vente', -2, 13, null, 2, '2026-03-05 10:00+00'),
        (8, 2, 1, 'vente', -1, 9, null, 3, '2026-03-05 11:00+00'),
        (9, 2, 1, 'annulation', 1, 10, null, 3, '2026-03-05 12:00+00')`);
    // One unit of sale 1's crochets returned on 6 March.
    await db.execute(sql`
      insert into retours (id, numero_avoir, vente_id, magasin_id, montant, methode_remboursement, created_at)
      values (1, 'AV-1', 1, 1, 250000, 'especes', '2026-03-06 09:00+00')`);
    await db.execute(sql`
      insert into retour_lignes (retour_id, vente_ligne_id, article_id, quantite, prix_unitaire, prix_total, etat, motif)
      values (1, 1, 1, 1, 250000, 250000, 'revendable', 'Mauvaise taille')`);
    await db.execute(sql`update vente_lignes set quantite_retournee = 1 where id = 1`);
    await rebuildSalesSummary(db);

    await migrateDatabase(database);

    // 10 at 1 000,00; then Q = 10: 1 250,00; then Q = 15: (15 × 1 250 + 10 × 2 000) / 25 = 1 550,00.
    expect(
      rowsOf(
        await db.execute(sql`
          select article_id, entree_id, quantite_avant, quantite, prix_unitaire::int as prix_unitaire,
            cout_avant::float8 as cout_avant, cout_apres::float8 as cout_apres, estime,
            valable_depuis = (select created_at from entrees_stock where id = entree_id) as a_la_saisie
          from couts_articles order by id`),
      ),
    ).toEqual([
      row(1, 0, 100000, null, 100000),
      row(2, 10, 150000, 100000, 125000),
      row(3, 15, 200000, 125000, 155000),
    ]);
    expect(
      rowsOf(await db.execute(sql`select id, cout_moyen::float8 as cout from articles order by id`)),
    ).toEqual([
      { id: 1, cout: 155000 },
      { id: 2, cout: null },
    ]);
    expect(
      rowsOf(
        await db.execute(sql`
          select id, cout_unitaire::float8 as cout, cout_estime from vente_lignes order by id`),
      ),
    ).toEqual([
      { id: 1, cout: 125000, cout_estime: true },
      { id: 2, cout: null, cout_estime: false },
      { id: 3, cout: 155000, cout_estime: true },
      { id: 4, cout: 155000, cout_estime: true },
    ]);
    // Per day: the sale of 3 March (5 × 1 250 and the pompon of unknown cost), that of 5 March
    // (the cancelled one counts nowhere), the return of 6 March taking back one crochet at 1 250.
    expect(
      rowsOf(
        await db.execute(sql`
          select jour::text as jour, magasin_id, cout_ventes::float8 as cout,
            chiffre_affaire_cout_inconnu::int as ca_inconnu, quantite_cout_inconnu as q_inconnu
          from stats_ventes_jour where chiffre_affaire <> 0 order by jour, magasin_id`),
      ),
    ).toEqual([
      { jour: '2026-03-03', magasin_id: 1, cout: 625000, ca_inconnu: 50000, q_inconnu: 1 },
      { jour: '2026-03-05', magasin_id: 1, cout: 310000, ca_inconnu: 0, q_inconnu: 0 },
      { jour: '2026-03-06', magasin_id: 1, cout: -125000, ca_inconnu: 0, q_inconnu: 0 },
    ]);
    const sums = rowsOf<{ t: string; cout: number }>(
      await db.execute(sql`
        select 'types' as t, sum(cout_ventes)::float8 as cout from stats_types_jour
        union all select 'articles', sum(cout_ventes)::float8 from stats_articles_jour
        union all select 'article 2 inconnu', sum(quantite_cout_inconnu)::float8 from stats_articles_jour where article_id = 2`),
    );
    expect(sums).toEqual([
      { t: 'types', cout: 810000 },
      { t: 'articles', cout: 810000 },
      { t: 'article 2 inconnu', cout: 1 },
    ]);
    expect(await summaryDrift(db)).toEqual([]);
    expect(await costDrift(db)).toEqual([]);
  }, 90_000);
});

const row = (entree: number, avant: number, prix: number, coutAvant: number | null, coutApres: number) => ({
  article_id: 1,
  entree_id: entree,
  quantite_avant: avant,
  quantite: 10,
  prix_unitaire: prix,
  cout_avant: coutAvant,
  cout_apres: coutApres,
  estime: true,
  a_la_saisie: true,
});

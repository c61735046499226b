import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../test/ledger-balance.ts';
import { useUpgrade } from '../../test/migration-upgrade.ts';
import { changeStock } from '../modules/stock/index.ts';
import { migrateDatabase } from './client.ts';

/**
 * Dye lots on an upgrade: a database at migration 0007 holds wool and other stock with its
 * history (deliveries, sales, movements); after migrating, every wool's stock sits in the lot
 * 'inconnu' and every other article's in its implicit lot '', with their entries, sale lines and
 * movements, so that each lot still equals the sum of its movements and each line the sum of its
 * lots. The lots then work as any other.
 */

const { migrationsUpTo, emptyDatabase, onPostgres } = useUpgrade();

/** The rows of a raw query, whichever driver answered it. */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

describe(`upgrading a database with stock to dye lots (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it("moves each wool's stock and history to the lot 'inconnu', the rest to the implicit lot", async () => {
    const database = await emptyDatabase();
    await migrateDatabase(database, migrationsUpTo('0007_payments_and_tills'));
    const { db } = database;

    await db.execute(
      sql`insert into magasins (id, nom, quartier) values (1, 'Cocody', 'Cocody'), (2, 'Plateau', 'Plateau')`,
    );
    await db.execute(sql`
      insert into articles (id, type, nom, prix_unitaire) values
        (1, 'laine', 'Mérinos rouge', 150000), (2, 'accessoire', 'Crochet 4 mm', 250000)`);
    // Wool: 10 delivered then 3 sold in shop 1, 4 added in shop 2; the hook: 5 added, 1 sold in shop 1.
    await db.execute(sql`
      insert into entrees_stock (id, magasin_id, article_id, quantite, prix_unitaire, prix_total, fournisseur)
      values (1, 1, 1, 10, 100000, 1000000, 'Filature du Bandama')`);
    await db.execute(sql`
      insert into ventes (id, numero_facture, magasin_id, total) values (1, 'FAC-2026-M01-000001', 1, 700000)`);
    await db.execute(sql`
      insert into vente_lignes (vente_id, article_id, article_nom, article_type, quantite, prix_unitaire, prix_total)
      values (1, 1, 'Mérinos rouge', 'laine', 3, 150000, 450000),
             (1, 2, 'Crochet 4 mm', 'accessoire', 1, 250000, 250000)`);
    await db.execute(sql`
      insert into stocks (magasin_id, article_id, quantite) values (1, 1, 7), (2, 1, 4), (1, 2, 4)`);
    await db.execute(sql`
      insert into mouvements_stock (magasin_id, article_id, kind, quantite, stock_apres, entree_id, vente_id) values
        (1, 1, 'entree', 10, 10, 1, null),
        (1, 1, 'vente', -3, 7, null, 1),
        (2, 1, 'ajout', 4, 4, null, null),
        (1, 2, 'ajout', 5, 5, null, null),
        (1, 2, 'vente', -1, 4, null, 1)`);

    await migrateDatabase(database);

    const lots = rowsOf<{ magasin_id: number; article_id: number; bain: string; quantite: number }>(
      await db.execute(sql`
        select magasin_id, article_id, bain, quantite from stock_bains order by magasin_id, article_id, bain`),
    );
    expect(lots).toEqual([
      { magasin_id: 1, article_id: 1, bain: 'inconnu', quantite: 7 },
      { magasin_id: 1, article_id: 2, bain: '', quantite: 4 },
      { magasin_id: 2, article_id: 1, bain: 'inconnu', quantite: 4 },
    ]);
    const movements = rowsOf<{ article_id: number; bain: string; n: number }>(
      await db.execute(sql`
        select article_id, bain, count(*)::int as n from mouvements_stock group by 1, 2 order by 1, 2`),
    );
    expect(movements).toEqual([
      { article_id: 1, bain: 'inconnu', n: 3 },
      { article_id: 2, bain: '', n: 2 },
    ]);
    const history = rowsOf<{ what: string; bain: string }>(
      await db.execute(sql`
        select 'entree' as what, bain from entrees_stock
        union all
        (select 'ligne ' || article_id, bain from vente_lignes order by article_id)`),
    );
    expect(history).toEqual([
      { what: 'entree', bain: 'inconnu' },
      { what: 'ligne 1', bain: 'inconnu' },
      { what: 'ligne 2', bain: '' },
    ]);
    expect(await ledgerImbalances(db)).toEqual([]);

    // The migrated lots move like any other: a new lot beside 'inconnu', 'inconnu' sold down.
    await db.transaction(async (tx) => {
      await changeStock(tx, {
        magasinId: 1,
        articleId: 1,
        quantite: 6,
        kind: 'entree',
        bain: 'B2417',
        userId: null,
      });
      await changeStock(tx, {
        magasinId: 1,
        articleId: 1,
        quantite: -7,
        kind: 'vente',
        bain: 'inconnu',
        userId: null,
      });
    });
    const line = rowsOf<{ quantite: number }>(
      await db.execute(sql`select quantite from stocks where magasin_id = 1 and article_id = 1`),
    );
    expect(line).toEqual([{ quantite: 6 }]);
    expect(await ledgerImbalances(db)).toEqual([]);
  }, 90_000);
});

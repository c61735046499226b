import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useUpgrade } from '../../test/migration-upgrade.ts';
import { summaryDrift } from '../../test/sales-summary-drift.ts';
import { type Database, migrateDatabase } from './client.ts';

/**
 * An upgrade, as an installation with sales lives it: a database at the schema of migration 0002
 * holds sales, then the server of this version migrates it. Migration 0003 must fill the daily sums
 * of the statistics from those sales (validated ones only), exactly.
 */

const { migrationsUpTo, emptyDatabase, onPostgres } = useUpgrade();

async function count(database: Database, table: string): Promise<number> {
  const answer = (await database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows?: { n: number }[];
  };
  return Number((answer.rows ?? (answer as unknown as { n: number }[]))[0]?.n);
}

describe(`upgrading a database with sales (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('fills the daily sums of migration 0003 from the validated sales already recorded', async () => {
    const database = await emptyDatabase();
    await migrateDatabase(database, migrationsUpTo('0002_invoice_number_trigrams'));

    // Two shops, two types; sales on two days, one with two lines of one type, one cancelled.
    await database.db.execute(sql`
      insert into magasins (id, nom, quartier) values (1, 'Cocody', 'Cocody'), (2, 'Plateau', 'Plateau')`);
    await database.db.execute(sql`
      insert into articles (id, type, nom, prix_unitaire) values
        (1, 'accessoire', 'Crochet 4 mm', 150000), (2, 'accessoire', 'Aiguilles', 250000),
        (3, 'habit', 'Bonnet', 500000)`);
    await database.db.execute(sql`
      insert into ventes (id, numero_facture, magasin_id, date_vente, total, statut) values
        (1, 'FAC-1', 1, '2026-03-01 23:59:00+00', 550000, 'validee'),
        (2, 'FAC-2', 1, '2026-03-02 00:01:00+00', 500000, 'validee'),
        (3, 'FAC-3', 2, '2026-03-02 10:00:00+00', 150000, 'annulee'),
        (4, 'FAC-4', 2, '2026-03-02 11:00:00+00', 300000, 'validee')`);
    await database.db.execute(sql`
      insert into vente_lignes (vente_id, article_id, article_nom, article_type, quantite, prix_unitaire, prix_total) values
        (1, 1, 'Crochet 4 mm', 'accessoire', 2, 150000, 300000),
        (1, 2, 'Aiguilles', 'accessoire', 1, 250000, 250000),
        (2, 3, 'Bonnet', 'habit', 1, 500000, 500000),
        (3, 1, 'Crochet 4 mm', 'accessoire', 1, 150000, 150000),
        (4, 1, 'Crochet 4 mm', 'accessoire', 2, 150000, 300000)`);

    const before = (await database.db.execute(
      sql`select to_regclass('stats_ventes_jour')::text as sums`,
    )) as unknown as { rows?: { sums: string | null }[] };
    expect((before.rows ?? (before as unknown as { sums: string | null }[]))[0]?.sums).toBeNull();

    await migrateDatabase(database);

    expect(await summaryDrift(database.db)).toEqual([]);
    const days = (await database.db.execute(sql`
      select jour::text as jour, magasin_id, ventes, chiffre_affaire::int as chiffre_affaire
      from stats_ventes_jour order by jour, magasin_id`)) as unknown as { rows?: unknown[] };
    expect(days.rows ?? days).toEqual([
      { jour: '2026-03-01', magasin_id: 1, ventes: 1, chiffre_affaire: 550000 },
      { jour: '2026-03-02', magasin_id: 1, ventes: 1, chiffre_affaire: 500000 },
      { jour: '2026-03-02', magasin_id: 2, ventes: 1, chiffre_affaire: 300000 },
    ]);
    // Sale 1 holds two accessories: one sale for the type, three units.
    expect(await count(database, 'stats_types_jour')).toBe(3);
    expect(await count(database, 'stats_articles_jour')).toBe(4);
  }, 90_000);
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useUpgrade } from '../../test/migration-upgrade.ts';
import { rowsOf } from '../modules/costs/index.ts';
import { migrateDatabase } from './client.ts';

/**
 * Suppliers as records (migration 0017): the deliveries recorded before name their supplier in free
 * text; each distinct name (trimmed, any case) becomes a supplier, spelt as most deliveries spell it,
 * and every delivery of that name is linked to it. A blank name and 'Non renseigné' name no one, and
 * no delivery's text changes.
 */

const { migrationsUpTo, emptyDatabase, onPostgres } = useUpgrade();

describe(`suppliers made from the deliveries' names (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('creates one supplier per distinct name and links every delivery of that name', async () => {
    const database = await emptyDatabase();
    await migrateDatabase(database, migrationsUpTo('0016_till_expense_categories'));
    const { db } = database;

    await db.execute(sql`insert into magasins (id, nom, quartier) values (1, 'Cocody', 'Cocody')`);
    await db.execute(sql`
      insert into articles (id, type, nom, prix_unitaire) values (1, 'accessoire', 'Crochet 4 mm', 250000)`);
    await db.execute(sql`
      insert into entrees_stock (id, magasin_id, article_id, quantite, prix_unitaire, prix_total, fournisseur) values
        (1, 1, 1, 1, 100, 100, 'Filature du Bandama'),
        (2, 1, 1, 1, 100, 100, '  filature du bandama '),
        (3, 1, 1, 1, 100, 100, 'Filature du Bandama'),
        (4, 1, 1, 1, 100, 100, 'Mercerie Awa'),
        (5, 1, 1, 1, 100, 100, 'MERCERIE AWA'),
        (6, 1, 1, 1, 100, 100, 'Non renseigné'),
        (7, 1, 1, 1, 100, 100, '   ')`);

    await migrateDatabase(database);

    const suppliers = rowsOf<{ id: number; nom: string }>(
      await db.execute(sql`select id, nom from fournisseurs order by nom`),
    );
    // The most used spelling; on a tie, the latest delivery's.
    expect(suppliers.map((supplier) => supplier.nom)).toEqual(['Filature du Bandama', 'MERCERIE AWA']);
    const idOf = (nom: string) => suppliers.find((supplier) => supplier.nom === nom)?.id;

    const entries = rowsOf(
      await db.execute(sql`select id, fournisseur, fournisseur_id from entrees_stock order by id`),
    );
    expect(entries).toEqual([
      { id: 1, fournisseur: 'Filature du Bandama', fournisseur_id: idOf('Filature du Bandama') },
      { id: 2, fournisseur: '  filature du bandama ', fournisseur_id: idOf('Filature du Bandama') },
      { id: 3, fournisseur: 'Filature du Bandama', fournisseur_id: idOf('Filature du Bandama') },
      { id: 4, fournisseur: 'Mercerie Awa', fournisseur_id: idOf('MERCERIE AWA') },
      { id: 5, fournisseur: 'MERCERIE AWA', fournisseur_id: idOf('MERCERIE AWA') },
      { id: 6, fournisseur: 'Non renseigné', fournisseur_id: null },
      { id: 7, fournisseur: '   ', fournisseur_id: null },
    ]);
    // Two migrations of an empty embedded database: slower than one request on a busy machine.
  }, 90_000);
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useUpgrade } from '../../test/migration-upgrade.ts';
import { rowsOf } from '../modules/costs/index.ts';
import { migrateDatabase } from './client.ts';

/**
 * The idempotency scopes spelt one way (migration 0015): answers stored at migration 0014 under a
 * snake_case scope are found under its kebab-case spelling, the one the routes now claim; the other
 * scopes, already kebab-case, are left as they were.
 */

const { migrationsUpTo, emptyDatabase, onPostgres } = useUpgrade();

/** The stored answer `k{n}` (its request hash `h{n}`), as read back. */
const stored = (n: number, scope: string, status_code: number, response: unknown) => ({
  key: `k${n}`,
  scope,
  request_hash: `h${n}`,
  status_code,
  response,
});

describe(`renaming the stored idempotency scopes (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('moves every stored answer of a renamed scope to its new spelling, and nothing else', async () => {
    const database = await emptyDatabase();
    await migrateDatabase(database, migrationsUpTo('0014_margins_rollup'));
    const { db } = database;

    await db.execute(sql`
      insert into users (id, username, email, first_name, last_name, password_hash, role)
      values (1, 'awa', 'awa@pelote.test', 'Awa', 'Koné', 'x', 'direction')`);
    await db.execute(sql`
      insert into idempotency_keys (user_id, scope, key, request_hash, status_code, response) values
        (1, 'caisse_ouverture', 'k1', 'h1', 201, '{"id": 1}'),
        (1, 'caisse_mouvement', 'k2', 'h2', 201, '{"id": 2}'),
        (1, 'caisse_cloture', 'k3', 'h3', 200, '{"numero_z": "Z-1"}'),
        (1, 'versement_client', 'k4', 'h4', 201, '{"id": 4}'),
        (1, 'relance_client', 'k5', 'h5', 201, '{"detail": "Relance"}'),
        (1, 'vente', 'k6', 'h6', 201, '{"id": 6}'),
        (1, 'stock-ajout', 'k7', 'h7', 201, '{"id": 7}')`);

    await migrateDatabase(database);

    expect(
      rowsOf(
        await db.execute(sql`
          select key, scope, request_hash, status_code, response from idempotency_keys order by key`),
      ),
    ).toEqual([
      stored(1, 'caisse-ouverture', 201, { id: 1 }),
      stored(2, 'caisse-mouvement', 201, { id: 2 }),
      stored(3, 'caisse-cloture', 200, { numero_z: 'Z-1' }),
      stored(4, 'versement-client', 201, { id: 4 }),
      stored(5, 'relance-client', 201, { detail: 'Relance' }),
      stored(6, 'vente', 201, { id: 6 }),
      stored(7, 'stock-ajout', 201, { id: 7 }),
    ]);
  }, 90_000);
});

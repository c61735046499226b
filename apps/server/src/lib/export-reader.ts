import type { Db, DbOrTx } from '../db/types.ts';

/**
 * Where the exports read: the read replica when DATABASE_REPLICA_URL gives one (`readDb` in
 * app.ts), else the database itself. app.ts pairs the two once; a list route hands its `db` to its
 * export, which reads from the pair's reader, so no list route needs a second handle.
 */

const readers = new WeakMap<object, DbOrTx>();

export function setExportReader(db: Db, readDb: Db): void {
  readers.set(db, readDb);
}

export function exportReader(db: DbOrTx): DbOrTx {
  return readers.get(db) ?? db;
}

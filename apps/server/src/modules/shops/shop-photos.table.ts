import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { magasins } from './shops.table.ts';

/** Raw bytes: node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A shop's photo, in the database so that every server process serves it and a backup holds it
 * (at most 2 MB, one per shop). `etag` is a strong validator (a hash of the bytes).
 */
export const photosMagasins = pgTable(
  'photos_magasins',
  {
    magasinId: integer('magasin_id')
      .primaryKey()
      .references(() => magasins.id, { onDelete: 'cascade' }),
    contenu: bytea('contenu').notNull(),
    typeMime: text('type_mime').notNull(),
    taille: integer('taille').notNull(),
    etag: text('etag').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('photos_magasins_taille_ck', sql`${t.taille} > 0 and ${t.taille} <= 2097152`),
    check('photos_magasins_type_ck', sql`${t.typeMime} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);

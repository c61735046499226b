import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTzNow } from '../columns.ts';

/** Raw bytes: node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The uploaded photos, kept by their content: `etag`, the hash of the bytes, is the key and the
 * strong validator, so the same photo sent twice is one row (an upload is naturally idempotent)
 * and its address never changes meaning. In the database so that every server process serves
 * them and a backup holds them. A shop points at one (magasins.photo_etag); a photo nobody points
 * at a day after its last upload may be purged.
 */
export const photos = pgTable(
  'photos',
  {
    etag: text('etag').primaryKey(),
    contenu: bytea('contenu').notNull(),
    typeMime: text('type_mime').notNull(),
    taille: integer('taille').notNull(),
    /** The last upload of these bytes: an orphan photo is kept a day after it. */
    televerseeLe: timestampTzNow('televersee_le'),
  },
  (t) => [
    index('photos_televersee_le_idx').on(t.televerseeLe),
    check('photos_etag_ck', sql`${t.etag} ~ '^[a-f0-9]{32}$'`),
    check('photos_taille_ck', sql`${t.taille} > 0 and ${t.taille} <= 2097152`),
    check('photos_type_ck', sql`${t.typeMime} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useUpgrade } from '../../test/migration-upgrade.ts';
import { photoEtag, readPhoto } from '../modules/shops/index.ts';
import { type Database, migrateDatabase } from './client.ts';

/**
 * The upgrade that keeps photos by their content: a database at the schema where each shop had its
 * own photo row (photos_magasins) is migrated; every photo must be kept once per content, every
 * shop point at it under the photo's own address, and the older table be gone.
 */

const { migrationsUpTo, emptyDatabase, onPostgres } = useUpgrade();

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const answer = (await database.db.execute(query)) as unknown as { rows?: T[] };
  return answer.rows ?? (answer as unknown as T[]);
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 5),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 6)]);

describe(`upgrading shop photos to photos kept by content (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps each photo once, points every shop at it under its own address, drops the older table', async () => {
    const database = await emptyDatabase();
    await migrateDatabase(database, migrationsUpTo('0008_lots_returns_accounts_barcodes_photos'));

    const png = photoEtag(PNG);
    const jpeg = photoEtag(JPEG);
    // Shops 1 and 2 hold the same PNG, shop 3 a JPEG, shop 4 a file of DATA_DIR/uploads (a GIF),
    // shop 5 an address whose row is gone, shop 6 no photo.
    await database.db.execute(sql`
      insert into magasins (id, nom, quartier, photo_url, photo_alt) values
        (1, 'Cocody', 'Cocody', ${`/api/Magasins/1/photo/${png}.png`}, 'Devanture'),
        (2, 'Plateau', 'Plateau', ${`/api/Magasins/2/photo/${png}.png`}, 'Vitrine'),
        (3, 'Marcory', 'Marcory', ${`/api/Magasins/3/photo/${jpeg}.jpg`}, 'Enseigne'),
        (4, 'Adjamé', 'Adjamé', '/uploads/1c1f8d0b-6b54-4f1f-8b6a-5d4b2e3c8f22.gif', 'Gif'),
        (5, 'Yopougon', 'Yopougon', ${`/api/Magasins/5/photo/${'e'.repeat(32)}.png`}, 'Perdue'),
        (6, 'Treichville', 'Treichville', null, null)`);
    await database.db.execute(sql`
      insert into photos_magasins (magasin_id, contenu, type_mime, taille, etag, updated_at) values
        (1, ${PNG}, 'image/png', ${PNG.length}, ${png}, '2026-03-01T10:00:00Z'),
        (2, ${PNG}, 'image/png', ${PNG.length}, ${png}, '2026-03-02T10:00:00Z'),
        (3, ${JPEG}, 'image/jpeg', ${JPEG.length}, ${jpeg}, '2026-03-03T10:00:00Z')`);

    await migrateDatabase(database);

    const kept = await rows<{ etag: string; type_mime: string; taille: number; televersee_le: string }>(
      database,
      sql`select etag, type_mime, taille, televersee_le::text from photos order by type_mime`,
    );
    expect(kept.map(({ etag, type_mime, taille }) => ({ etag, type_mime, taille }))).toEqual([
      { etag: jpeg, type_mime: 'image/jpeg', taille: JPEG.length },
      { etag: png, type_mime: 'image/png', taille: PNG.length },
    ]);
    expect(new Date(kept[1]?.televersee_le ?? '').toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect((await readPhoto(database.db, png))?.bytes.equals(PNG)).toBe(true);
    expect((await readPhoto(database.db, jpeg))?.bytes.equals(JPEG)).toBe(true);

    const shops = await rows<{
      id: number;
      photo_url: string | null;
      photo_alt: string | null;
      photo_etag: string | null;
    }>(database, sql`select id, photo_url, photo_alt, photo_etag from magasins order by id`);
    expect(shops).toEqual([
      { id: 1, photo_url: `/api/Magasins/photos/${png}.png`, photo_alt: 'Devanture', photo_etag: png },
      { id: 2, photo_url: `/api/Magasins/photos/${png}.png`, photo_alt: 'Vitrine', photo_etag: png },
      { id: 3, photo_url: `/api/Magasins/photos/${jpeg}.jpg`, photo_alt: 'Enseigne', photo_etag: jpeg },
      {
        id: 4,
        photo_url: '/uploads/1c1f8d0b-6b54-4f1f-8b6a-5d4b2e3c8f22.gif',
        photo_alt: 'Gif',
        photo_etag: null,
      },
      { id: 5, photo_url: null, photo_alt: null, photo_etag: null },
      { id: 6, photo_url: null, photo_alt: null, photo_etag: null },
    ]);

    const [old] = await rows<{ t: string | null }>(
      database,
      sql`select to_regclass('photos_magasins')::text as t`,
    );
    expect(old?.t).toBeNull();
    // A shop's photo is held by the foreign key: the bytes of a shop's photo cannot go.
    await expect(database.db.execute(sql`delete from photos where etag = ${png}`)).rejects.toThrow();
  }, 90_000);
});

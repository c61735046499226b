import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { magasins } from '../../db/schema/shops.ts';
import type { Db } from '../../db/types.ts';
import { sniffImage, uploadsDir } from '../../lib/uploads.ts';
import { journalChanges, recordJournal, SYSTEM_CONTEXT } from '../journal/index.ts';
import { PHOTO_EXTENSIONS, storePhoto } from './shop-photos.ts';

/** Where the step reports: the console at start, a silent function in tests. */
type Log = { info: (line: string) => void; warn: (line: string) => void };

/**
 * Start-up step: each shop whose photo is still a file of DATA_DIR/uploads gets it in the database
 * (photos, by its content), its address changed to the database's, and a journal row (source systeme), in
 * one transaction per shop. Idempotent: a moved shop no longer points at /uploads/, so a second
 * run finds nothing. The files stay on disk (a backup of them still restores an older version).
 * A GIF (the table takes JPEG, PNG and WebP) or a missing file is left as it is, with a warning.
 */
export async function moveUploadedPhotos(db: Db, dataDir: string, log: Log): Promise<number> {
  const shops = await db
    .select({ id: magasins.id, nom: magasins.nom, url: magasins.photoUrl, alt: magasins.photoAlt })
    .from(magasins)
    .where(like(magasins.photoUrl, '/uploads/%'));
  let moved = 0;
  for (const shop of shops) {
    const name = path.basename(shop.url ?? '');
    const file = path.join(uploadsDir(dataDir), name);
    const bytes = fs.existsSync(file) ? fs.readFileSync(file) : null;
    const image = bytes ? sniffImage(bytes) : null;
    if (!bytes || !image || !PHOTO_EXTENSIONS[image.type]) {
      log.warn(
        `Photo du magasin ${shop.id} laissée dans ${file} (absente, ou d'un type que la base ne prend pas)`,
      );
      continue;
    }
    const done = await db.transaction(async (tx) => {
      // Another process starting at the same time may have moved it already.
      const [current] = await tx
        .select({ url: magasins.photoUrl })
        .from(magasins)
        .where(eq(magasins.id, shop.id))
        .for('update');
      if (current?.url !== shop.url) return false;
      const alt = shop.alt ?? shop.nom;
      const { url, etag } = await storePhoto(tx, { bytes, type: image.type });
      await tx
        .update(magasins)
        .set({ photoUrl: url, photoEtag: etag, photoAlt: alt })
        .where(eq(magasins.id, shop.id));
      await recordJournal(tx, {
        ...SYSTEM_CONTEXT,
        magasinId: shop.id,
        action: 'modification',
        entite: 'magasin',
        entiteId: shop.id,
        entiteLibelle: shop.nom,
        changements: journalChanges({ photo: { url: shop.url, alt } }, { photo: { url, alt } }),
      });
      return true;
    });
    if (done) moved += 1;
  }
  if (moved > 0) log.info(`${moved} photo(s) de magasin déplacée(s) de ${uploadsDir(dataDir)} vers la base`);
  return moved;
}

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { photosMagasins } from './shop-photos.table.ts';
import { magasins } from './shops.table.ts';

/** The types a shop photo may have (the table's CHECK holds the same list). */
export const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A strong validator: the SHA-256 of the bytes (32 hex digits are plenty to tell photos apart). */
export const photoEtag = (bytes: Uint8Array) =>
  crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * The photo's address: it names the bytes (their etag), so it never changes meaning and may be
 * cached for a year; a new photo gets a new address.
 */
export const photoUrl = (shopId: number, etag: string, type: string) =>
  `/api/Magasins/${shopId}/photo/${etag}.${PHOTO_EXTENSIONS[type] ?? 'bin'}`;

/** Writes (or replaces) the shop's photo and points the shop at it; answers the new address. */
export async function storeShopPhoto(
  tx: DbOrTx,
  shopId: number,
  photo: { bytes: Uint8Array; type: string; alt: string },
): Promise<string> {
  const etag = photoEtag(photo.bytes);
  const values = {
    contenu: photo.bytes,
    typeMime: photo.type,
    taille: photo.bytes.length,
    etag,
    updatedAt: new Date(),
  };
  await tx
    .insert(photosMagasins)
    .values({ magasinId: shopId, ...values })
    .onConflictDoUpdate({ target: photosMagasins.magasinId, set: values });
  const url = photoUrl(shopId, etag, photo.type);
  await tx.update(magasins).set({ photoUrl: url, photoAlt: photo.alt }).where(eq(magasins.id, shopId));
  return url;
}

/** Removes the shop's photo (the bytes; the caller clears the shop's columns). */
export async function deleteShopPhoto(tx: DbOrTx, shopId: number) {
  await tx.delete(photosMagasins).where(eq(photosMagasins.magasinId, shopId));
}

export type StoredPhoto = { bytes: Buffer; type: string; etag: string };

/** The shop's photo, or null. node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
export async function readShopPhoto(db: DbOrTx, shopId: number): Promise<StoredPhoto | null> {
  const [row] = await db
    .select({ contenu: photosMagasins.contenu, type: photosMagasins.typeMime, etag: photosMagasins.etag })
    .from(photosMagasins)
    .where(eq(photosMagasins.magasinId, shopId));
  if (!row) return null;
  const bytes = Buffer.isBuffer(row.contenu)
    ? row.contenu
    : Buffer.from(row.contenu.buffer, row.contenu.byteOffset, row.contenu.byteLength);
  return { bytes, type: row.type, etag: row.etag };
}

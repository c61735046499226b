import crypto from 'node:crypto';
import { SHOP_MESSAGES, type UploadedPhoto } from '@pelote/shared';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { photos } from '../../db/schema/shop-photos.ts';
import { magasins } from '../../db/schema/shops.ts';
import { caisseMouvements } from '../../db/schema/till.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal, SYSTEM_CONTEXT } from '../journal/index.ts';

/** The types a photo may have (the table's CHECK holds the same list). */
export const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** An orphan photo (no shop points at it) is kept this long after its last upload. */
export const ORPHAN_PHOTO_HOURS = 24;

/** A strong validator: the SHA-256 of the bytes (32 hex digits are plenty to tell photos apart). */
export const photoEtag = (bytes: Uint8Array) =>
  crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * The photo's address: it names the bytes (their etag), so it never changes meaning and may be
 * cached for a year; other bytes get another address.
 */
export const photoUrl = (etag: string, type: string) =>
  `/api/Magasins/photos/${etag}.${PHOTO_EXTENSIONS[type] ?? 'bin'}`;

/**
 * The etag an address names: a stored photo's (/api/Magasins/photos/{etag}.{ext}), or one of the
 * shop-keyed form that came before (/api/Magasins/{id}/photo/{etag}.{ext}, still held by a page
 * loaded before the upgrade). Null for anything else.
 */
export function etagOfUrl(url: string): string | null {
  const match = /^\/api\/Magasins\/(?:photos|\d{1,10}\/photo)\/([a-f0-9]{32})\.(?:jpg|png|webp)$/.exec(url);
  return match?.[1] ?? null;
}

export type StoredPhoto = { etag: string; url: string; type: string; taille: number };

/**
 * Keeps the bytes under their etag and answers their address. The same bytes sent again are the
 * same row: only the time of their last upload moves (an orphan's day starts again).
 */
export async function storePhoto(
  tx: DbOrTx,
  photo: { bytes: Uint8Array; type: string },
): Promise<StoredPhoto> {
  const etag = photoEtag(photo.bytes);
  await tx
    .insert(photos)
    .values({ etag, contenu: photo.bytes, typeMime: photo.type, taille: photo.bytes.length })
    .onConflictDoUpdate({ target: photos.etag, set: { televerseeLe: sql`now()` } });
  return { etag, url: photoUrl(etag, photo.type), type: photo.type, taille: photo.bytes.length };
}

/** An uploaded photo as read from its request: its bytes, their type and extension, its shown name. */
export type UploadedPhotoFile = { bytes: Buffer; type: string; ext: string; alt: string };

/**
 * Keeps an uploaded photo that nothing points at yet (a shop's, a cash-out's receipt) with its
 * journal row — named `libelle`, with the fields `logged` gives of it — and purges the orphans a
 * day old while at it.
 */
export async function keepUploadedPhoto(
  { tx, journal }: ServiceContext<JournalContext>,
  photo: { bytes: Uint8Array; type: string },
  shown: { libelle: string; logged: (stored: StoredPhoto) => Record<string, unknown> },
): Promise<StoredPhoto> {
  const stored = await storePhoto(tx, photo);
  await purgeOrphanPhotos(tx);
  await recordJournal(tx, {
    ...journal,
    action: 'creation',
    entite: 'photo',
    entiteId: stored.etag,
    entiteLibelle: shown.libelle,
    changements: journalChanges(null, shown.logged(stored)),
  });
  return stored;
}

/** Keeps an uploaded shop photo (no shop's yet). Answers its address and shown name. */
export async function uploadPhoto(
  ctx: ServiceContext<JournalContext>,
  photo: UploadedPhotoFile,
): Promise<UploadedPhoto> {
  const stored = await keepUploadedPhoto(ctx, photo, {
    libelle: photo.alt,
    logged: ({ url, taille }) => ({ url, alt: photo.alt, type: photo.ext, taille }),
  });
  return { url: stored.url, alt: photo.alt };
}

/**
 * The stored photo of that etag, share-locked until the transaction ends (the purge of orphans
 * cannot take it meanwhile); null when the server holds no such photo.
 */
export async function lockStoredPhoto(tx: Tx, etag: string): Promise<StoredPhoto | null> {
  const [row] = await tx
    .select({ etag: photos.etag, type: photos.typeMime, taille: photos.taille })
    .from(photos)
    .where(eq(photos.etag, etag))
    .for('key share');
  return row
    ? { etag: row.etag, url: photoUrl(row.etag, row.type), type: row.type, taille: row.taille }
    : null;
}

/**
 * The stored photo a shop's create or edit names by its address, locked as `lockStoredPhoto` does.
 * A 400 with the French message when the address names no stored photo.
 */
export async function lockNamedPhoto(tx: Tx, url: string): Promise<StoredPhoto> {
  const etag = etagOfUrl(url);
  const photo = etag ? await lockStoredPhoto(tx, etag) : null;
  if (!photo) throw badRequest(SHOP_MESSAGES.photoUnknown, { photo: SHOP_MESSAGES.photoUnknown });
  return photo;
}

/** The photo's bytes and type, or null. node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
export async function readPhoto(db: DbOrTx, etag: string): Promise<{ bytes: Buffer; type: string } | null> {
  const [row] = await db
    .select({ contenu: photos.contenu, type: photos.typeMime })
    .from(photos)
    .where(eq(photos.etag, etag));
  if (!row) return null;
  const bytes = Buffer.isBuffer(row.contenu)
    ? row.contenu
    : Buffer.from(row.contenu.buffer, row.contenu.byteOffset, row.contenu.byteLength);
  return { bytes, type: row.type };
}

/**
 * Deletes the photos nothing points at (no shop, no cash-out's receipt), last uploaded more than a
 * day ago, each with its journal row (source systeme). A photo a write is attaching right now is
 * locked, and skipped.
 */
export async function purgeOrphanPhotos(tx: Tx, now: Date = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - ORPHAN_PHOTO_HOURS * 60 * 60 * 1000);
  const orphans = tx
    .select({ etag: photos.etag })
    .from(photos)
    .where(
      and(
        lt(photos.televerseeLe, limit),
        notExists(tx.select({ one: sql`1` }).from(magasins).where(eq(magasins.photoEtag, photos.etag))),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(caisseMouvements)
            .where(eq(caisseMouvements.justificatifEtag, photos.etag)),
        ),
      ),
    )
    .for('update', { skipLocked: true });
  const gone = await tx
    .delete(photos)
    .where(inArray(photos.etag, orphans))
    .returning({ etag: photos.etag, type: photos.typeMime, taille: photos.taille });
  for (const photo of gone) {
    await recordJournal(tx, {
      ...SYSTEM_CONTEXT,
      action: 'suppression',
      entite: 'photo',
      entiteId: photo.etag,
      changements: journalChanges({ url: photoUrl(photo.etag, photo.type), taille: photo.taille }, null),
    });
  }
  return gone.length;
}

import { RECEIPT_MESSAGES, type UploadedReceipt } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { caisseMouvements, caisseSessions } from '../../db/schema/till.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import type { JournalContext } from '../journal/index.ts';
import { keepUploadedPhoto, lockStoredPhoto, readPhoto, type UploadedImage } from '../shops/index.ts';

/**
 * The photo of a cash-out's receipt, kept in the photos table by its content as a shop's photo is:
 * uploaded first (for no cash-out yet), then named by the cash-out, which holds it by a foreign key.
 * A photo no cash-out (and no shop) names is purged a day after its upload.
 */

/** Keeps an uploaded receipt photo with its journal row (and purges the day-old orphans). */
export async function uploadReceipt(
  ctx: ServiceContext<JournalContext>,
  image: UploadedImage,
): Promise<UploadedReceipt> {
  const stored = await keepUploadedPhoto(ctx, image, {
    libelle: 'Justificatif de caisse',
    logged: ({ taille }) => ({ type: image.ext, taille }),
  });
  return { justificatif: stored.etag, type: stored.type, taille: stored.taille };
}

/**
 * The photo a cash-out names, share-locked until the cash-out commits (the purge cannot take it
 * meanwhile): 400 when the server holds no such photo.
 */
export async function lockReceipt(tx: Tx, etag: string): Promise<string> {
  const photo = await lockStoredPhoto(tx, etag);
  if (!photo) throw badRequest(RECEIPT_MESSAGES.unknown, { justificatif: RECEIPT_MESSAGES.unknown });
  return photo.etag;
}

/**
 * A cash-out's receipt photo, once the user may see its till: 404 when the cash-out is unknown or
 * has none, 403 when it is another shop's than a gerant's.
 */
export async function movementReceipt(db: DbOrTx, user: SessionUser, movementId: number) {
  const [row] = await db
    .select({ etag: caisseMouvements.justificatifEtag, magasinId: caisseSessions.magasinId })
    .from(caisseMouvements)
    .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
    .where(eq(caisseMouvements.id, movementId));
  const { etag } = reachableRow(user, row, RECEIPT_MESSAGES.notFound);
  const photo = etag ? await readPhoto(db, etag) : null;
  if (!etag || !photo) throw notFound(RECEIPT_MESSAGES.notFound);
  return { etag, ...photo };
}

import * as z from 'zod';
import { SHOP_PHOTO_MAX_BYTES } from '../constants.ts';

/**
 * The photo of a cash-out's receipt ('Photo du justificatif'): a JPEG, PNG or WebP judged by its
 * bytes, 2 MB at most, kept in the database by its content as shop photos are. It is sent first
 * (POST /Caisses/justificatifs, multipart field `photo`), which answers its key; the cash-out then
 * names that key in `justificatif`, so the JSON cash-out stays as it was and takes the photo in
 * the same transaction. Served, to those who may see the till, at
 * /api/Caisses/mouvements/{id}/justificatif.
 */

export const RECEIPT_PHOTO_MAX_BYTES = SHOP_PHOTO_MAX_BYTES;
export const RECEIPT_PHOTO_MAX_MB = RECEIPT_PHOTO_MAX_BYTES / (1024 * 1024);
export const RECEIPT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const RECEIPT_MESSAGES = {
  noFile: 'Aucun fichier reçu (champ photo)',
  unknown: "Cette photo n'a pas été envoyée : envoyez-la à nouveau",
  onlyOut: 'Seule une sortie de caisse a un justificatif',
  notFound: 'Justificatif non trouvé',
} as const;

/** A stored photo's key: the first 32 hex digits of the SHA-256 of its bytes. */
export const receiptKeySchema = z
  .string({ error: RECEIPT_MESSAGES.unknown })
  .regex(/^[a-f0-9]{32}$/, RECEIPT_MESSAGES.unknown);

/** POST /Caisses/justificatifs → 201: the key a cash-out names, the photo's type and size. */
export const uploadedReceiptSchema = z.object({
  justificatif: z.string(),
  type: z.string(),
  taille: z.number().int(),
});
export type UploadedReceipt = z.infer<typeof uploadedReceiptSchema>;

/** Where a cash-out's receipt photo is served. */
export const receiptUrl = (movementId: number) => `/api/Caisses/mouvements/${movementId}/justificatif`;

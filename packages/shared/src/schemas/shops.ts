import * as z from 'zod';
import { SHOP_PHOTO_MAX_BYTES } from '../constants.ts';
import { PAYMENT_AMOUNT_MAX } from './payment-methods.ts';
import { optionalText, text } from './text.ts';

/** Texts of the shops screen and API. */
export const SHOP_MESSAGES = {
  nameRequired: 'Le nom est requis',
  quartierRequired: 'Le quartier est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 150 caractères',
  quartierTooLong: 'Le quartier ne peut pas dépasser 150 caractères',
  photoInvalid: 'Photo invalide : téléversez-la à nouveau',
  notFound: 'Magasin non trouvé',
  saveFailed: "Une erreur s'est produite lors de la sauvegarde",
  deleted: 'Magasin supprimé',
  noFile: 'Aucun fichier reçu (champ photo)',
  photoUnknown: "Cette photo n'a pas été téléversée : téléversez-la à nouveau",
  photoNotFound: 'Photo introuvable',
  expenseCapInvalid: 'Le plafond de dépenses doit être un montant positif ou nul',
} as const;

export const SHOP_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SHOP_PHOTO_MAX_MB = SHOP_PHOTO_MAX_BYTES / (1024 * 1024);

/** 'Le fichier est trop volumineux. Taille maximum: {x}MB', the image upload's refusal. */
export function fileTooLargeMessage(maxMb: number): string {
  return `Le fichier est trop volumineux. Taille maximum: ${maxMb}MB`;
}
/** 'Type de fichier non supporté. Types acceptés: {accept}'. */
export function fileTypeMessage(accept: string): string {
  return `Type de fichier non supporté. Types acceptés: ${accept}`;
}

/**
 * A shop's photo is one the server stores: the `url` POST /Magasins/upload-photo answered
 * (/api/Magasins/photos/{etag}.{ext}; the server also checks that it holds those bytes), the
 * same under the shop-keyed form that came before (/api/Magasins/{id}/photo/{etag}.{ext}), or a
 * shop's older file (/uploads/{generated name}), which only that shop's edit keeps. null removes it.
 */
export const shopPhotoSchema = z.object({
  url: z
    .string()
    .regex(
      /^\/(api\/Magasins\/(photos|\d{1,10}\/photo)\/[a-f0-9]{32}\.(jpg|png|webp)|uploads\/[a-f0-9-]{36}\.(jpg|png|webp|gif))$/,
      SHOP_MESSAGES.photoInvalid,
    ),
  alt: optionalText({ max: 200 }),
});

const shopText = optionalText({ max: 200 });
/** A ticket's footer: a few lines of a 32-column ticket. */
export const SHOP_TICKET_FOOTER_MAX = 300;

/** The shop form and the create/update payloads. */
export const shopInputSchema = z.object({
  nom: text({ required: SHOP_MESSAGES.nameRequired, max: 150, tooLong: SHOP_MESSAGES.nameTooLong }),
  quartier: text({
    required: SHOP_MESSAGES.quartierRequired,
    max: 150,
    tooLong: SHOP_MESSAGES.quartierTooLong,
  }),
  is_active: z.boolean().default(true),
  photo: shopPhotoSchema.nullable().optional(),
  adresse: optionalText({ max: 200, multiline: true }),
  code_postal: shopText,
  codePostal: optionalText({ max: 200, empty: undefined }),
  telephone: shopText,
  email: shopText,
  /**
   * The most a gerant may take out of the till for expenses in a day (hundredths), deposits aside;
   * null: no cap. Absent from an edit: unchanged.
   */
  plafond_depenses_jour: z
    .number({ error: SHOP_MESSAGES.expenseCapInvalid })
    .int(SHOP_MESSAGES.expenseCapInvalid)
    .min(0, SHOP_MESSAGES.expenseCapInvalid)
    .max(PAYMENT_AMOUNT_MAX, SHOP_MESSAGES.expenseCapInvalid)
    .nullable()
    .optional(),
  /**
   * The lines at the foot of the shop's tickets ('Merci de votre visite', the return policy); ''
   * for the default. Absent from an edit: unchanged.
   */
  pied_ticket: optionalText({ max: SHOP_TICKET_FOOTER_MAX, multiline: true }).optional(),
});
export type ShopInput = z.input<typeof shopInputSchema>;
export type ShopPayload = z.output<typeof shopInputSchema>;

export const shopSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  nom: z.string(),
  quartier: z.string(),
  /** The screens label the quartier as the shop's "ville". */
  ville: z.string(),
  is_active: z.boolean(),
  photo: z.object({ url: z.string(), alt: z.string() }).nullable(),
  adresse: z.string(),
  code_postal: z.string(),
  telephone: z.string(),
  email: z.string(),
  /** Hundredths; null: no daily cap on expenses. Optional: older servers do not send it. */
  plafond_depenses_jour: z.number().int().nullable().optional(),
  /** The tickets' footer ('' : the default). Optional: older servers do not send it. */
  pied_ticket: z.string().optional(),
});
export type Shop = z.infer<typeof shopSchema>;

export const uploadedPhotoSchema = z.object({ url: z.string(), alt: z.string() });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

/** The shops' paths (under /api). `/{id}` after update and delete; `/{name}` after photos. */
export const SHOP_PATHS = {
  list: '/Magasins/liste-magasins',
  create: '/Magasins/magasin-create',
  update: '/Magasins/magasin-update',
  remove: '/Magasins/magasin-delete',
  uploadPhoto: '/Magasins/upload-photo',
  photos: '/Magasins/photos',
} as const;

import * as z from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { paginationQuerySchema } from './common.ts';
import { normalizePhone } from './phone.ts';
import { optionalText, queryText, text } from './text.ts';

/**
 * Suppliers ('Fournisseurs'): the records a delivery names. Direction creates, edits and deletes
 * them; a gerant reads them (the delivery form's supplier picker). A delivery keeps its free-text
 * `fournisseur` beside the optional `fournisseur_id`. Money is in hundredths.
 */

export const SUPPLIER_PATHS = {
  /** GET a page of suppliers (`?search=&page=&page_size=&format=csv`); POST creates one (Idempotency-Key). */
  list: '/Fournisseurs/',
  /** `/{id}`: GET one, PUT its fields, DELETE it. */
  supplier: '/Fournisseurs',
} as const;

export const SUPPLIER_MESSAGES = {
  nomRequired: 'Le nom est requis',
  nomTooLong: 'Le nom ne peut pas dépasser 200 caractères',
  telephoneInvalid: 'Numéro de téléphone invalide',
  telephoneTooLong: 'Le téléphone ne peut pas dépasser 50 caractères',
  quartierTooLong: 'Le quartier ne peut pas dépasser 150 caractères',
  delaiInvalid: 'Le délai de livraison doit être un nombre entier de jours, de 0 à 365',
  minimumInvalid: 'Le minimum de commande doit être un montant positif ou nul',
  notesTooLong: 'Les notes ne peuvent pas dépasser 1000 caractères',
  searchTooLong: 'La recherche ne peut pas dépasser 200 caractères',
  invalidPageSize: 'La taille de page doit être un entier entre 1 et 200',
  nameTaken: 'Un fournisseur porte déjà ce nom',
  notFound: 'Fournisseur non trouvé',
  deleted: 'Fournisseur supprimé',
  empty: 'Aucun fournisseur',
  noResult: 'Aucun résultat',
} as const;

const M = SUPPLIER_MESSAGES;

export const SUPPLIER_NAME_MAX = 200;
export const SUPPLIER_DELAY_MAX = 365;
/** 1 000 milliards FCFA: far above any order, still an exact integer. */
export const SUPPLIER_MINIMUM_MAX = 100_000_000_000_000;

/** A whole number from 0 to `max`, or nothing (blank, null or missing → null). */
const optionalWhole = (max: number, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);

/**
 * The supplier form and the body of create and edit: values trimmed, an empty optional field
 * stored as null. The phone ('Téléphone (WhatsApp)') is any number a phone can dial (an Ivorian one
 * without its +225); the minimum order is in hundredths.
 */
export const supplierInputSchema = z.object(
  {
    nom: text({ required: M.nomRequired, max: SUPPLIER_NAME_MAX, tooLong: M.nomTooLong }),
    telephone: optionalText({ max: 50, tooLong: M.telephoneTooLong, empty: null }).refine(
      (phone) => phone === null || normalizePhone(phone) !== null,
      M.telephoneInvalid,
    ),
    quartier: optionalText({ max: 150, tooLong: M.quartierTooLong, empty: null }),
    delai_livraison: optionalWhole(SUPPLIER_DELAY_MAX, M.delaiInvalid),
    minimum_commande: optionalWhole(SUPPLIER_MINIMUM_MAX, M.minimumInvalid),
    notes: optionalText({ max: 1000, tooLong: M.notesTooLong, multiline: true, empty: null }),
  },
  { error: MESSAGES.validation },
);
export type SupplierInput = z.input<typeof supplierInputSchema>;
export type SupplierPayload = z.output<typeof supplierInputSchema>;

/** A supplier as the API answers it. */
export const supplierSchema = z.object({
  id: z.number().int().positive(),
  nom: z.string(),
  telephone: z.string().nullable(),
  quartier: z.string().nullable(),
  /** Days between the order and the delivery. */
  delai_livraison: z.number().int().nonnegative().nullable(),
  /** Hundredths. */
  minimum_commande: z.number().int().nonnegative().nullable(),
  notes: z.string().nullable(),
  date_creation: z.iso.datetime({ offset: true }),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** Pickers (the delivery form's supplier) may ask for more than a screen's page. */
export const SUPPLIER_PAGE_SIZE_MAX = 200;

/** `?search=&page=&page_size=` of the suppliers, by name: the search looks in the name, phone and quartier. */
export const supplierListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce
    .number({ error: M.invalidPageSize })
    .int(M.invalidPageSize)
    .min(1, M.invalidPageSize)
    .max(SUPPLIER_PAGE_SIZE_MAX, M.invalidPageSize)
    .default(PAGE_SIZE),
  search: queryText(200, M.searchTooLong).optional(),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

import * as z from 'zod';
import { MONEY_MESSAGES, parseMoney } from '../money.ts';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { entryDate, pickedId, price, quantity, requiredText } from './entry-fields.ts';
import { ENTRY_TYPES, type EntryType, ENTRY_MESSAGES as M } from './entry-messages.ts';
import { BAIN_MAX, BAIN_MESSAGES, bainRuleError } from './lots.ts';
import { text } from './text.ts';

/** The 'Nouvelle entrée de stock' form of the /entrees screens: its values, rules and payload. */

/** The form's payload as the web app sends it. */
export type EntryFormPayload = {
  produit_id: number;
  produit_type: string;
  magasin_id: number;
  quantite: number;
  prix_unitaire: number;
  prix_total: number;
  fournisseur: string;
  /** The supplier record picked, or null for a name typed in. */
  fournisseur_id: number | null;
  reference_commande: string;
  date_entree: string;
  commentaire: string;
  type_entree: EntryType;
  bain: string;
};

/** The form's values: ids and the price as the fields hold them (text), the quantity '' when emptied. */
export type EntryFormValues = {
  produit_type: string;
  produit_id: string;
  magasin_id: string;
  type_entree: EntryType;
  quantite: number | '';
  prix_unitaire: string;
  fournisseur: string;
  /** The supplier record picked ('' or left out when the name is typed in). */
  fournisseur_id?: string;
  reference_commande: string;
  date_entree: string;
  commentaire: string;
  /** The lot ('Bain'), asked for a wool only. */
  bain: string;
};

/**
 * The 'Nouvelle entrée de stock' form: the same messages as the
 * API, the price typed in FCFA (2 decimals), and `prix_total = quantite × prix_unitaire` sent.
 */
export const entryFormSchema = z
  .object({
    produit_type: z.string(),
    produit_id: pickedId(M.productRequired),
    magasin_id: pickedId(M.shopRequired),
    type_entree: z.enum(ENTRY_TYPES, { error: M.typeInvalid }),
    quantite: z.union([quantity, z.literal('')], { error: M.quantityAboveZero }).pipe(quantity),
    prix_unitaire: z
      .string({ error: M.priceAboveZero })
      .transform((text, ctx) => {
        const hundredths = text.trim() === '' ? 0 : parseMoney(text);
        if (hundredths === null) {
          ctx.issues.push({ code: 'custom', message: MONEY_MESSAGES.invalid, input: text });
          return z.NEVER;
        }
        return hundredths;
      })
      .pipe(price),
    fournisseur: requiredText(M.supplierRequired, 200, M.supplierTooLong),
    fournisseur_id: z
      .union([z.literal(''), pickedId(M.supplierNotFound)])
      .optional()
      .transform((id) => id || null),
    reference_commande: text({ max: 100, tooLong: M.referenceTooLong }),
    date_entree: entryDate,
    commentaire: text({ max: 1000, tooLong: M.commentTooLong, multiline: true }),
    bain: text({ max: BAIN_MAX, tooLong: BAIN_MESSAGES.tooLong }),
  })
  // A wool needs its lot; checked beside the other fields' messages (`when`), not after them.
  .refine(
    (values) =>
      !(CATALOGUE_TYPES as readonly string[]).includes(values.produit_type) ||
      bainRuleError(values.produit_type as (typeof CATALOGUE_TYPES)[number], values.bain) === null,
    {
      path: ['bain'],
      error: (issue) => {
        const values = issue.input as { produit_type: (typeof CATALOGUE_TYPES)[number]; bain: string };
        return bainRuleError(values.produit_type, values.bain) ?? BAIN_MESSAGES.required;
      },
      when: (payload) => {
        const values = payload.value as { produit_type?: unknown; bain?: unknown };
        return typeof values?.produit_type === 'string' && typeof values.bain === 'string';
      },
    },
  )
  .transform(
    (values): EntryFormPayload => ({
      ...values,
      prix_total: values.quantite * values.prix_unitaire,
    }),
  );

/** The read-only total of the form, in hundredths; null while the quantity or price is unusable. */
export function entryFormTotal(quantite: number | '', prixText: string): number | null {
  const hundredths = parseMoney(prixText);
  if (quantite === '' || !Number.isInteger(quantite) || hundredths === null) return null;
  return quantite * hundredths;
}

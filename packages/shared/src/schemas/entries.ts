import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { bodyId, optionalQuery, paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { dayRangeFilters, daysInOrder } from './day-range.ts';
import { entryDate, entryType, optionalText, price, productType, quantity } from './entry-fields.ts';
import { ENTRY_TYPES, ENTRY_MESSAGES as M, UNKNOWN_SUPPLIER } from './entry-messages.ts';
import { bainInput, sansBainField } from './lots.ts';
import { queryText as checkedQueryText } from './text.ts';

/**
 * Stock entries' payloads (docs/architecture.md, 'Rules the server enforces'): the two creation
 * payloads the server reads, and an entry and a page of them as it answers. The paths and messages
 * are in `entry-messages.ts`, the form in `entry-form.ts`. Money is in hundredths.
 */

const commonFields = {
  produit_id: bodyId(M.productRequired),
  produit_type: productType,
  magasin_id: bodyId(M.shopRequired),
  quantite: quantity,
  reference_commande: optionalText(100, M.referenceTooLong),
  commentaire: optionalText(1000, M.commentTooLong, true),
  type_entree: entryType,
  /** The lot delivered ('Bain' on the label): absent or empty for an article without lots; a wool without it goes to its 'Sans bain' lot. */
  bain: bainInput,
  /** The supplier record delivering: its name becomes the entry's `fournisseur`. */
  fournisseur_id: bodyId(M.supplierNotFound)
    .nullish()
    .transform((id) => id ?? null),
};

/** The form's supplier: its name, required unless a supplier record is named (`fournisseur_id`). */
const namedSupplier = {
  path: ['fournisseur'],
  error: M.supplierRequired,
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some(
      (issue) => issue.path?.[0] === 'fournisseur' || issue.path?.[0] === 'fournisseur_id',
    ),
};

/** `prix_total` as the specification sends it (quantity × unit price): ignored, the server computes it. */
const sentTotal = z.unknown().optional().meta({ type: 'number' });

/** The form's payload: every rule of the entry form applies; a sent `prix_total` is ignored. */
const formFields = z.object({
  forme: z.literal('formulaire'),
  ...commonFields,
  prix_unitaire: price,
  prix_total: sentTotal,
  fournisseur: optionalText(200, M.supplierTooLong),
  date_entree: entryDate,
});
const formShape = formFields.refine(
  (entry) => entry.fournisseur !== null || entry.fournisseur_id !== null,
  namedSupplier,
);

/** The alternative payload (`article, magasin, quantite, type, commentaire`), extras optional. */
const simpleShape = z.object({
  forme: z.literal('simple'),
  ...commonFields,
  prix_unitaire: price.nullish(),
  prix_total: sentTotal,
  fournisseur: optionalText(200, M.supplierTooLong),
  date_entree: entryDate.nullish(),
});

type Body = Record<string, unknown>;
/** Tells the two shapes apart and renames the alternative one's fields to the form's. */
function normalizeShape(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { forme: 'formulaire' };
  const fields = body as Body;
  const simple =
    !('produit_id' in fields) && !('magasin_id' in fields) && ('article' in fields || 'magasin' in fields);
  if (!simple) return { ...fields, forme: 'formulaire' };
  const { article, magasin, type, ...rest } = fields;
  return { ...rest, forme: 'simple', produit_id: article, magasin_id: magasin, type_entree: type };
}

/**
 * POST /Mouvements/entrees/create-entree/ (header `Idempotency-Key` recommended). Accepts both
 * payload shapes and gives one normalized entry:
 * - the form's `produit_id, produit_type, magasin_id, quantite, prix_unitaire, prix_total,
 *   fournisseur, reference_commande, date_entree, commentaire, type_entree`: price above 0,
 *   supplier and date required;
 * - the alternative `article, magasin, quantite, type, commentaire` (told apart by having
 *   `article` or `magasin` and neither `produit_id` nor `magasin_id`). **Decision:** it carries
 *   no price, supplier or date, so the entry takes the article's catalogue price
 *   (`prix_unitaire: null` here), the supplier 'Non renseigné' and the current date; any of
 *   `prix_unitaire, fournisseur, reference_commande, date_entree` sent along is used and checked.
 * `type`/`type_entree` default to 'livraison'. `prix_total` is always computed by the server.
 */
export const entryCreateSchema = z.preprocess(
  normalizeShape,
  z
    .discriminatedUnion('forme', [formShape, simpleShape])
    .transform(({ forme: _, prix_total: __, ...entry }) => ({
      ...entry,
      prix_unitaire: entry.prix_unitaire ?? null,
      fournisseur: entry.fournisseur ?? UNKNOWN_SUPPLIER,
      date_entree: entry.date_entree ?? null,
    })),
);
export type EntryCreate = z.output<typeof entryCreateSchema>;

/**
 * The two payloads as a client writes them, for the API's description only (the route validates
 * with entryCreateSchema, whose `forme` is its own).
 */
export const entryCreatePayloadsSchema = z.union([
  formFields.omit({ forme: true }),
  simpleShape.omit({ forme: true, produit_id: true, magasin_id: true, type_entree: true }).extend({
    article: commonFields.produit_id,
    magasin: commonFields.magasin_id,
    type: entryType,
  }),
]);

/** A stock entry as the API answers it. */
export const entrySchema = z.object({
  id: z.number().int(),
  /** The catalogue article; null once it has been deleted from the catalogue ('Produit non disponible'). */
  produit: z
    .object({
      id: z.number().int(),
      nom: z.string(),
      type: z.enum(CATALOGUE_TYPES),
      /** The catalogue's current price (hundredths). */
      prix_unitaire: z.number().int(),
    })
    .nullable(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  quantite: z.number().int(),
  /** The delivery's unit price (hundredths). */
  prix_unitaire: z.number().int(),
  prix_total: z.number().int(),
  fournisseur: z.string(),
  /** The supplier record, when the delivery names one (its `fournisseur` is then that supplier's name). */
  fournisseur_id: z.number().int().nullable(),
  reference_commande: z.string().nullable(),
  date_entree: z.iso.datetime({ offset: true }),
  commentaire: z.string().nullable(),
  type_entree: z.enum(ENTRY_TYPES),
  /** The lot delivered ('' for an article without lots, and for a wool's 'Sans bain' lot). */
  bain: z.string(),
  /** On the creation's answer: true when a wool came without its lot and went to its 'Sans bain' lot. */
  sans_bain: sansBainField,
  /** For display, kept even when the article has left the catalogue. */
  article_nom: z.string(),
  article_type: z.enum(CATALOGUE_TYPES),
  /** Who recorded it. */
  utilisateur: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type Entry = z.infer<typeof entrySchema>;
export const entryPageSchema = paginatedSchema(entrySchema);

const queryText = checkedQueryText(200);

/**
 * GET /Mouvements/entrees/list-entrees/, newest first, filtered and paged by the database:
 * `magasin` (a gerant always gets their own shop; another → 403), `produit_type` (one catalogue
 * type), `fournisseur` (contains, any case), `produit` (the article's name contains, any case),
 * `produit_id` (exact article), `type_entree`, and `date_debut`/`date_fin` (whole days in the
 * shops' time zone, UTC+0, both inclusive).
 */
export const entryListQuerySchema = daysInOrder(
  paginationQuerySchema.extend({
    magasin: optionalQuery(queryId),
    produit_type: optionalQuery(z.enum(CATALOGUE_TYPES, { error: M.productTypeInvalid })),
    fournisseur: optionalQuery(queryText),
    produit: optionalQuery(queryText),
    produit_id: optionalQuery(queryId),
    type_entree: optionalQuery(z.enum(ENTRY_TYPES, { error: M.typeInvalid })),
    ...dayRangeFilters(M.filterDateInvalid),
  }),
  M.dateRange,
);
export type EntryListQuery = z.output<typeof entryListQuerySchema>;
/** The search modal's filters as the URL and the API carry them ('' = not set). */
export const ENTRY_FILTER_KEYS = [
  'produit_type',
  'fournisseur',
  'date_debut',
  'date_fin',
  'produit',
] as const;
export type EntryFilterKey = (typeof ENTRY_FILTER_KEYS)[number];

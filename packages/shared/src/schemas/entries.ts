import * as z from 'zod';
import { ADD_STOCK_DEFAULT_QUANTITY, QUANTITY_MAX } from '../constants.ts';
import { todayIso } from '../dates.ts';
import { TEXT_MESSAGES } from '../messages.ts';
import { MONEY_MESSAGES, parseMoney } from '../money.ts';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { bodyId, optionalQuery, paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { dayRangeFilters, daysInOrder } from './day-range.ts';
import { BAIN_MAX, BAIN_MESSAGES, bainInput, bainRuleError, sansBainField } from './lots.ts';
import {
  optionalText as checkedOptionalText,
  queryText as checkedQueryText,
  text,
  quantity as wholeQuantity,
} from './text.ts';

/**
 * Stock entries: supplier deliveries that add stock (docs/architecture.md, 'Rules the server
 * enforces'). The API's shapes and the
 * form's rules, read by the server's routes and by the /entrees screens. Money is in hundredths.
 */

export const ENTRY_PATHS = {
  create: '/Mouvements/entrees/create-entree/',
  list: '/Mouvements/entrees/list-entrees/',
  /** `/{id}/` */
  detail: '/Mouvements/entrees/detail-entree',
} as const;

export const ENTRY_TYPES = ['livraison', 'autre_type'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = {
  livraison: 'Livraison',
  autre_type: 'Autre type',
};
export const DEFAULT_ENTRY_TYPE: EntryType = 'livraison';
export const DEFAULT_ENTRY_QUANTITY = ADD_STOCK_DEFAULT_QUANTITY;
/** The supplier recorded when the alternative payload (which has none) is used. */
export const UNKNOWN_SUPPLIER = 'Non renseigné';

export const ENTRY_QUANTITY_MAX = QUANTITY_MAX;
/** 90 million FCFA: quantity × price always stays an exact integer (below 2^53). */
export const ENTRY_PRICE_MAX = 9_000_000_000;
const FIRST_DAY = '2000-01-01';

export const ENTRY_MESSAGES = {
  productRequired: 'Veuillez sélectionner un produit',
  shopRequired: 'Veuillez sélectionner un magasin',
  quantityAboveZero: 'La quantité doit être supérieure à 0',
  quantityTooLarge: 'La quantité est trop grande (maximum 1 000 000)',
  priceAboveZero: 'Le prix unitaire doit être supérieur à 0',
  priceTooLarge: 'Le prix unitaire ne peut pas dépasser 90 000 000 FCFA',
  supplierRequired: 'Le fournisseur est requis',
  supplierTooLong: 'Le fournisseur ne peut pas dépasser 200 caractères',
  supplierNotFound: 'Fournisseur non trouvé',
  referenceTooLong: 'La référence de commande ne peut pas dépasser 100 caractères',
  commentTooLong: 'Le commentaire ne peut pas dépasser 1000 caractères',
  dateRequired: "La date d'entrée est requise",
  dateInvalid: "La date d'entrée est invalide",
  dateFuture: "La date d'entrée ne peut pas être dans le futur",
  typeInvalid: "Le type d'entrée doit être livraison ou autre_type",
  productTypeInvalid: 'Type de produit invalide',
  textInvalid: TEXT_MESSAGES.invalid,
  dateRange: 'La date de début doit précéder la date de fin',
  filterDateInvalid: 'Date invalide (AAAA-MM-JJ)',
  productNotFound: 'Produit non trouvé',
  shopNotFound: 'Magasin non trouvé',
  notFound: 'Entrée de stock non trouvée',
  selectShopFirst: 'Veuillez sélectionner un magasin avant de créer une entrée de stock.',
  empty: 'Aucune entrée de stock',
  noResult: 'Aucun résultat',
  unknownProduct: 'Produit inconnu',
  unknownShop: 'Magasin inconnu',
  productUnavailable: 'Produit non disponible',
  detailLoadError: 'Erreur lors du chargement des détails',
} as const;

const M = ENTRY_MESSAGES;

const quantity = wholeQuantity({ message: M.quantityAboveZero, tooLarge: M.quantityTooLarge });
/** Hundredths, above 0. */
const price = z
  .number({ error: M.priceAboveZero })
  .int(MONEY_MESSAGES.invalid)
  .min(1, M.priceAboveZero)
  .max(ENTRY_PRICE_MAX, M.priceTooLarge);

function requiredText(required: string, max: number, tooLong: string) {
  return text({ required, max, tooLong });
}

/** Blank, null or missing → null; `multiline` takes line breaks (a comment). */
function optionalText(max: number, tooLong: string, multiline = false) {
  return checkedOptionalText({ max, tooLong, multiline, notText: M.textInvalid, empty: null });
}

const isDay = (text: string) => z.iso.date().safeParse(text).success;
const isInstant = (text: string) => z.iso.datetime({ offset: true }).safeParse(text).success;
/** The shop day ('yyyy-mm-dd') of a day or an instant. */
const dayOf = (text: string) => (isDay(text) ? text : todayIso(undefined, new Date(text)));

/**
 * The entry date: a day ('2026-11-22') or an instant (ISO 8601 with its offset), from 2000 up to
 * today in the shops' time zone. The server stores a day as the current instant when it is today,
 * else as that day's midnight.
 */
const entryDate = z
  .string({ error: M.dateRequired })
  .trim()
  .min(1, { error: M.dateRequired, abort: true })
  .refine((text) => isDay(text) || isInstant(text), { error: M.dateInvalid, abort: true })
  .refine((text) => dayOf(text) >= FIRST_DAY, { error: M.dateInvalid, abort: true })
  .refine((text) => dayOf(text) <= todayIso(), M.dateFuture);

const entryType = z
  .enum(ENTRY_TYPES, { error: M.typeInvalid })
  .nullish()
  .transform((value) => value ?? DEFAULT_ENTRY_TYPE);

/** Informational: empty or 'Produit' accepts any article, else it must name the article's type. */
const productType = checkedOptionalText({
  max: 50,
  tooLong: M.productTypeInvalid,
  invalid: M.productTypeInvalid,
  notText: M.productTypeInvalid,
  empty: null,
});

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

const pickedId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(bodyId(message));

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

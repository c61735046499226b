import * as z from 'zod';
import { QUANTITY_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { PRODUCT_TYPES } from './articles-fields.ts';
import { bodyId } from './common.ts';
import { text } from './text.ts';

/**
 * Price lists ('Tarifs', docs/decisions/019-price-lists.md): a reseller's prices, quantity breaks,
 * a dated promotion. A list gives per article a unit price (with optional breaks: from N units,
 * price P) or per product type a percentage off the catalogue price; it applies to the clients who
 * carry it (`tarif` on the client), or to every client when `pour_tous` (with dates: a promotion);
 * in every shop, or only in `magasins`; from `du` (included) until `au` (excluded), instants in
 * the shops' time (Abidjan, UTC+0). A sale takes the lowest applicable price (`bestUnitPrice`).
 * Direction writes them, everyone signed in reads them. Money is in hundredths.
 */

export const PRICE_LIST_PATHS = {
  /** GET a page of lists (`?search=&page=&page_size=&format=csv`); POST creates one (Idempotency-Key). */
  list: '/Tarifs/',
  /** `/{id}`: GET one, PUT its fields, DELETE it. */
  priceList: '/Tarifs',
  /** GET `?magasin=`: the lists a sale in that shop may use, now or later (active, not ended). */
  applicable: '/Tarifs/applicables',
} as const;

export const PRICE_LIST_MESSAGES = {
  nomRequired: 'Le nom est requis',
  nomTooLong: 'Le nom ne peut pas dépasser 100 caractères',
  flagInvalid: 'Valeur invalide : oui ou non attendu',
  magasinInvalid: 'Magasin invalide',
  magasinTwice: 'Un magasin est choisi deux fois',
  magasinUnknown: 'Magasin non trouvé',
  dateInvalid: 'Date et heure invalides',
  datesOrder: 'La fin doit venir après le début',
  articleInvalid: 'Choisissez un article',
  articleTwice: 'Cet article est déjà dans le tarif',
  articleUnknown: 'Article non trouvé',
  tooManyArticles: 'Un tarif compte au plus 500 articles',
  prixInvalid: 'Le prix doit être un montant supérieur à 0',
  palierQuantiteInvalid: 'À partir de : un nombre entier d’unités, au moins 2',
  palierTwice: 'Deux paliers partent de la même quantité',
  tooManyPaliers: 'Un article compte au plus 10 paliers',
  typeInvalid: 'Type de produit invalide',
  typeTwice: 'Ce type de produit est déjà dans le tarif',
  pourcentageInvalid: 'Le pourcentage doit être compris entre 0,01 et 99,99 (2 décimales au plus)',
  nothingPriced: 'Donnez au moins un prix d’article ou un pourcentage par type',
  searchTooLong: 'La recherche ne peut pas dépasser 200 caractères',
  invalidPageSize: 'La taille de page doit être un entier entre 1 et 200',
  magasinRequired: 'Le magasin est requis',
  nameTaken: 'Un tarif porte déjà ce nom',
  notFound: 'Tarif non trouvé',
  deleted: 'Tarif supprimé',
  /** A client names an unknown or deleted list. */
  clientTarifUnknown: 'Tarif non trouvé',
  clientTarifDirectionOnly: 'Seule la direction attribue un tarif à un client',
  empty: 'Aucun tarif',
  noResult: 'Aucun résultat',
} as const;

const M = PRICE_LIST_MESSAGES;

/** 'Ce tarif est attribué à 3 clients : …': a list still carried by clients is not deleted. */
export const priceListInUseMessage = (clients: number) =>
  `Ce tarif est attribué à ${clients} client${clients > 1 ? 's' : ''} : retirez-le de leur fiche avant de le supprimer.`;

export const PRICE_LIST_NAME_MAX = 100;
export const PRICE_LIST_ARTICLES_MAX = 500;
export const PRICE_LIST_BREAKS_MAX = 10;
export const PRICE_LIST_SHOPS_MAX = 100;
/** 1 000 milliards FCFA: far above any price, still an exact integer. */
export const PRICE_LIST_PRICE_MAX = 100_000_000_000_000;

const price = z
  .number({ error: M.prixInvalid })
  .int(M.prixInvalid)
  .min(1, M.prixInvalid)
  .max(PRICE_LIST_PRICE_MAX, M.prixInvalid);

/** A quantity break: from `quantite` units of the article in the sale, `prix` per unit. */
export const priceBreakSchema = z.object(
  {
    quantite: z
      .number({ error: M.palierQuantiteInvalid })
      .int(M.palierQuantiteInvalid)
      .min(2, M.palierQuantiteInvalid)
      .max(QUANTITY_MAX, M.palierQuantiteInvalid),
    prix: price,
  },
  { error: M.palierQuantiteInvalid },
);
export type PriceBreak = z.infer<typeof priceBreakSchema>;

/** An article's line of a list: its unit price, and its quantity breaks (each quantity once). */
export const priceListArticleInputSchema = z.object(
  {
    article: bodyId(M.articleInvalid),
    prix: price,
    paliers: z
      .array(priceBreakSchema, { error: M.palierQuantiteInvalid })
      .max(PRICE_LIST_BREAKS_MAX, M.tooManyPaliers)
      .default([])
      .superRefine((breaks, ctx) => {
        const seen = new Set<number>();
        breaks.forEach((item, index) => {
          if (seen.has(item.quantite))
            ctx.addIssue({ code: 'custom', path: [index, 'quantite'], message: M.palierTwice });
          seen.add(item.quantite);
        });
      })
      // Kept in the order they apply: by quantity.
      .transform((breaks) => [...breaks].sort((a, b) => a.quantite - b.quantite)),
  },
  { error: M.articleInvalid },
);

/** A percentage with at most 2 decimals, above 0 and under 100. */
const percentage = z
  .number({ error: M.pourcentageInvalid })
  .min(0.01, M.pourcentageInvalid)
  .max(99.99, M.pourcentageInvalid)
  // 12.5 and 33.33 are taken as typed: 100 × 33.33 is 3332.9999999999995 in floating point.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.pourcentageInvalid);

/** A product type's line: a percentage off the catalogue price of every article of that type. */
export const priceListTypeSchema = z.object(
  {
    type: z.enum(PRODUCT_TYPES, { error: M.typeInvalid }),
    pourcentage: percentage,
  },
  { error: M.typeInvalid },
);
export type PriceListTypeLine = z.infer<typeof priceListTypeSchema>;

const flag = (fallback: boolean) => z.boolean({ error: M.flagInvalid }).default(fallback);

/** An optional instant: ISO with its offset, or nothing (blank, null or missing → null). */
const optionalInstant = z
  .union([z.iso.datetime({ offset: true, error: M.dateInvalid }), z.literal(''), z.null()], {
    error: M.dateInvalid,
  })
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null));

/** Each value once, else an issue at the second one's place (its `field` when given). */
function once<T>(
  values: readonly T[],
  keyOf: (value: T) => unknown,
  message: string,
  ctx: z.RefinementCtx,
  field?: string,
) {
  const seen = new Set<unknown>();
  values.forEach((value, index) => {
    const key = keyOf(value);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: field ? [index, field] : [index], message });
    seen.add(key);
  });
}

/**
 * The list form and the body of create and edit. The name is trimmed; `magasins` empty means every
 * shop; `du`/`au` are instants (the form turns the shops' clock time into one), `au` after `du`;
 * each article and each type once; at least one of them.
 */
export const priceListInputSchema = z
  .object(
    {
      nom: text({ required: M.nomRequired, max: PRICE_LIST_NAME_MAX, tooLong: M.nomTooLong }),
      active: flag(true),
      pour_tous: flag(false),
      magasins: z
        .array(bodyId(M.magasinInvalid), { error: M.magasinInvalid })
        .max(PRICE_LIST_SHOPS_MAX, M.magasinInvalid)
        .default([])
        .superRefine((shops, ctx) => once(shops, (id) => id, M.magasinTwice, ctx)),
      du: optionalInstant,
      au: optionalInstant,
      articles: z
        .array(priceListArticleInputSchema, { error: M.articleInvalid })
        .max(PRICE_LIST_ARTICLES_MAX, M.tooManyArticles)
        .default([])
        .superRefine((lines, ctx) => once(lines, (line) => line.article, M.articleTwice, ctx, 'article')),
      types: z
        .array(priceListTypeSchema, { error: M.typeInvalid })
        .max(PRODUCT_TYPES.length, M.typeTwice)
        .default([])
        .superRefine((lines, ctx) => once(lines, (line) => line.type, M.typeTwice, ctx, 'type')),
    },
    { error: MESSAGES.validation },
  )
  .superRefine((list, ctx) => {
    if (list.du && list.au && list.au <= list.du)
      ctx.addIssue({ code: 'custom', path: ['au'], message: M.datesOrder });
    if (list.articles.length === 0 && list.types.length === 0)
      ctx.addIssue({ code: 'custom', path: ['articles'], message: M.nothingPriced });
  });
export type PriceListInput = z.input<typeof priceListInputSchema>;
export type PriceListPayload = z.output<typeof priceListInputSchema>;

import * as z from 'zod';
import { QUANTITY_MAX } from '../constants.ts';
import { QUANTITY_MESSAGES } from '../messages.ts';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { bodyId, paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { bainInput } from './lots.ts';
import { STOCK_REASONS, stockReasonInput } from './stock-reasons.ts';
import { queryText } from './text.ts';

/**
 * Stock counts ('inventaires', docs/architecture.md, 'Stock counts'): a count of a whole shop or of
 * one type of articles. Lines are counted from one phone or several (a line per article and lot,
 * the last count sent wins); each line's expected quantity is the stock of its lot when it is
 * counted, so a sale made later during the count is never erased: validating (direction) writes,
 * per difference between counted and expected, one 'ajustement' movement with its reason.
 */

export const COUNT_PATHS = {
  /** GET a page of counts; POST opens one (header `Idempotency-Key` recommended). */
  list: '/Inventaires/',
  /**
   * `/{id}`: GET one; `/{id}/lignes`: PUT counted lines; `/{id}/articles`: GET what there is to
   * count; `/{id}/valider` and `/{id}/annuler`: POST.
   */
  count: '/Inventaires',
  /** GET `?magasin=&mois=AAAA-MM`: the month's losses of a shop, in FCFA. */
  losses: '/Stocks/pertes',
} as const;

export const COUNT_STATUSES = ['en_cours', 'valide', 'annule'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];
export const COUNT_STATUS_LABELS: Record<CountStatus, string> = {
  en_cours: 'En cours',
  valide: 'Validé',
  annule: 'Annulé',
};

export const COUNT_LINES_MAX = 500;

export const COUNT_MESSAGES = {
  notFound: 'Inventaire non trouvé',
  shopRequired: 'Le magasin est requis',
  shopNotFound: 'Magasin non trouvé',
  typeInvalid: "Type d'article inconnu",
  alreadyOpen: 'Un inventaire est déjà en cours dans ce magasin',
  closed: 'Cet inventaire est clôturé',
  cancelled: 'Cet inventaire est annulé',
  articleRequired: "L'article est requis",
  articleNotFound: 'Article non trouvé',
  notOfType: "Cet article n'est pas du type compté dans cet inventaire",
  countInvalid: 'La quantité comptée doit être un nombre entier positif ou nul',
  noLines: 'Envoyez au moins une ligne comptée',
  tooManyLines: `Envoyez au plus ${COUNT_LINES_MAX} lignes à la fois`,
  reasonsMissing: (n: number) => `Indiquez le motif de chaque écart (${n} ligne(s) sans motif)`,
  lineNotInCount: "Cette ligne n'appartient pas à l'inventaire",
  /** 409 at validation: sales made since the count took more than the line can lose. */
  insufficient: (article: string, detail: string) => `${article} : ${detail}`,
  monthInvalid: 'Mois invalide (AAAA-MM)',
  loadError: 'Erreur lors du chargement des inventaires',
} as const;

const M = COUNT_MESSAGES;

/** POST /Inventaires/: a count of the shop, or of one type of articles. Answers 201 with the count. */
export const countCreateSchema = z.object({
  magasin: bodyId(M.shopRequired),
  type_article: z
    .enum(CATALOGUE_TYPES, { error: M.typeInvalid })
    .nullish()
    .transform((value) => value ?? null),
});
export type CountCreateInput = z.input<typeof countCreateSchema>;

/** One counted line: an article, its lot for a wool, what is on the shelf. */
export const countLineInputSchema = z.object({
  article: bodyId(M.articleRequired),
  bain: bainInput,
  quantite_comptee: z
    .number({ error: M.countInvalid })
    .max(QUANTITY_MAX, { error: QUANTITY_MESSAGES.tooLarge, abort: true })
    .int(M.countInvalid)
    .min(0, M.countInvalid),
});
/** PUT /Inventaires/{id}/lignes: lines counted (each replaces the line's previous count). */
export const countLinesInputSchema = z
  .array(countLineInputSchema, { error: M.noLines })
  .min(1, M.noLines)
  .max(COUNT_LINES_MAX, M.tooManyLines);
export type CountLinesInput = z.input<typeof countLinesInputSchema>;

/** POST /Inventaires/{id}/valider: the reason of each line whose count differs, by line id. */
export const countValidateSchema = z.object({
  motifs: z
    .record(z.string().regex(/^[1-9][0-9]{0,9}$/, M.lineNotInCount), stockReasonInput, {
      error: M.reasonsMissing(0),
    })
    .default({}),
});
export type CountValidateInput = z.input<typeof countValidateSchema>;

const instant = z.iso.datetime({ offset: true });
const userRef = z.object({ id: z.number().int(), username: z.string() }).nullable();
const articleRef = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.enum(CATALOGUE_TYPES),
  code_barre: z.string().nullable(),
});

export const countLineSchema = z.object({
  id: z.number().int(),
  article: articleRef,
  bain: z.string(),
  quantite_comptee: z.number().int(),
  /** The lot's stock when the line was (last) counted. */
  quantite_attendue: z.number().int(),
  /** Counted − expected: the adjustment validation writes. */
  ecart: z.number().int(),
  /** What moved the lot since it was counted (sales, deliveries...): netted out, never erased. */
  mouvements_depuis: z.number().int(),
  compte_le: instant,
  compte_par: userRef,
  /** Once validated: the reason of the difference. */
  motif: z.enum(STOCK_REASONS).nullable(),
  prix_unitaire: z.number().int(),
});
export type CountLine = z.infer<typeof countLineSchema>;

const countHead = {
  id: z.number().int(),
  statut: z.enum(COUNT_STATUSES),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  type_article: z.enum(CATALOGUE_TYPES).nullable(),
  ouvert_le: instant,
  ouvert_par: userRef,
  valide_le: instant.nullable(),
  valide_par: userRef,
  annule_le: instant.nullable(),
  nb_lignes: z.number().int(),
  /** Lines whose count differs from what was expected. */
  nb_ecarts: z.number().int(),
};
export const countSchema = z.object({
  ...countHead,
  lignes: z.array(countLineSchema),
  /** Lots of the shop (of the type) holding stock and not counted yet. */
  restants: z.number().int(),
});
export type Count = z.infer<typeof countSchema>;
export const countListItemSchema = z.object(countHead);
export type CountListItem = z.infer<typeof countListItemSchema>;
export const countPageSchema = paginatedSchema(countListItemSchema);

export const countListQuerySchema = paginationQuerySchema.extend({
  magasin: queryId.optional(),
  statut: z.enum(COUNT_STATUSES, { error: 'Statut inconnu' }).optional(),
});

/** GET /Inventaires/{id}/articles: the lots to count (`reste=true`: not counted yet), searched by name or barcode. */
export const countArticlesQuerySchema = paginationQuerySchema.extend({
  q: queryText(100).optional(),
  reste: z.enum(['true', 'false'], { error: 'Valeur invalide : true ou false' }).optional(),
});
export const countArticleSchema = z.object({
  article: articleRef,
  bain: z.string(),
  /** Null while not counted. */
  quantite_comptee: z.number().int().nullable(),
});
export type CountArticle = z.infer<typeof countArticleSchema>;
export const countArticlesPageSchema = paginatedSchema(countArticleSchema);

/** The answer of PUT /Inventaires/{id}/lignes: the lines as now counted. */
export const countLinesAnswerSchema = z.object({
  lignes: z.array(countLineSchema),
  restants: z.number().int(),
});

// ---- The loss report ------------------------------------------------------------------------

export const LOSS_ORIGINS = ['inventaire', 'ajustement', 'retour_defectueux', 'transfert'] as const;
export type LossOrigin = (typeof LOSS_ORIGINS)[number];
export const LOSS_ORIGIN_LABELS: Record<LossOrigin, string> = {
  inventaire: 'Inventaire',
  ajustement: 'Ajustement',
  retour_defectueux: 'Retour défectueux',
  transfert: 'Manque de transfert',
};

/** GET /Stocks/pertes: `mois` defaults to the current month; a gerant's shop is imposed. */
export const lossReportQuerySchema = z.object({
  magasin: queryId.optional(),
  mois: z
    .string({ error: M.monthInvalid })
    .regex(/^(19|20)[0-9]{2}-(0[1-9]|1[0-2])$/, M.monthInvalid)
    .optional(),
});

const figure = z.object({ quantite: z.number().int(), valeur: z.number().int() });
export const LOSS_REPORT_LINES_MAX = 500;
export const lossReportSchema = z.object({
  mois: z.string(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }).nullable(),
  /** Units taken away and their value (positive numbers), units found and theirs. Value = units × the article's sale price. */
  pertes: figure,
  gains: figure,
  /** Gains − losses, in hundredths. */
  net: z.number().int(),
  par_origine: z.array(figure.extend({ origine: z.enum(LOSS_ORIGINS) })),
  par_motif: z.array(figure.extend({ motif: z.enum(STOCK_REASONS) })),
  /** Each loss or gain, newest first; at most LOSS_REPORT_LINES_MAX (`tronque` then). */
  lignes: z.array(
    z.object({
      date: instant,
      origine: z.enum(LOSS_ORIGINS),
      magasin: z.object({ id: z.number().int(), nom: z.string() }),
      article: z.object({ id: z.number().int(), nom: z.string() }),
      bain: z.string(),
      /** Signed: negative for a loss. */
      quantite: z.number().int(),
      valeur: z.number().int(),
      motif: z.enum(STOCK_REASONS),
      libelle: z.string(),
      reference: z.string().nullable(),
    }),
  ),
  tronque: z.boolean(),
});
export type LossReport = z.infer<typeof lossReportSchema>;

import * as z from 'zod';
import { formatMoney, moneySchema } from '../money.ts';
import {
  bodyId,
  MAX_ID,
  optionalQuery,
  paginatedSchema,
  paginationQuerySchema,
  queryIdOf,
} from './common.ts';
import { dayRangeFilters, daysInOrder } from './day-range.ts';
import {
  PAYMENT_AMOUNT_MAX,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './payment-methods.ts';
import { text } from './text.ts';
import { RECEIPT_MESSAGES, receiptKeySchema } from './till-receipts.ts';

/**
 * The till ('Caisse'): one session per shop at a time, from its opening float to its close (the Z).
 * Paths, inputs and answers shared by the server's routes and the /caisse screen. Money is in
 * hundredths. Expected cash = float + cash takings (received − change) + cash in − cash out − cash
 * refunds of credit notes;
 * expected per mobile-money method = its takings. A closed session never changes (409 on any write).
 */

export const TILL_PATHS = {
  /** POST {magasin, fond_de_caisse} → 201 the session. */
  open: '/Caisses/ouvrir',
  /** GET `?magasin=` → `{ session, fond_propose }`. */
  current: '/Caisses/courante',
  /** GET: a page of sessions (head office; a gerant: their own shop's). */
  list: '/Caisses/',
  /**
   * `/{id}`: GET the session with its movements and report; `/{id}/mouvements` (POST),
   * `/{id}/rapport-x` (GET), `/{id}/cloturer` (POST), `/{id}/rapport-z/pdf` (GET).
   */
  session: '/Caisses',
  /** POST (multipart field `photo`): a receipt photo, kept by its content → `{ justificatif }`. */
  receipts: '/Caisses/justificatifs',
  /** `/{id}/justificatif`: GET the photo of a cash-out's receipt. */
  movement: '/Caisses/mouvements',
  /** GET `?date=`: direction's view of every shop's day ('Journée'). */
  day: '/Caisses/journee',
} as const;

/** The methods a till counts: those a sale is paid with, in the order every screen lists them. */
export const TILL_METHODS = PAYMENT_METHODS;
export type TillMethod = PaymentMethod;
export const TILL_METHOD_LABELS: Record<TillMethod, string> = PAYMENT_METHOD_LABELS;

export const TILL_MOVEMENT_DIRECTIONS = ['entree', 'sortie'] as const;
export type TillMovementDirection = (typeof TILL_MOVEMENT_DIRECTIONS)[number];
export const TILL_MOVEMENT_DIRECTION_LABELS: Record<TillMovementDirection, string> = {
  entree: 'Entrée',
  sortie: 'Sortie',
};

/**
 * What a cash-out was for. Deposits (`depot_banque`, `depot_siege`) are cash taken to the bank or to
 * head office: not expenses, so outside the shop's daily cap. With `autre`, the motif says what.
 */
export const EXPENSE_CATEGORIES = [
  'transport',
  'electricite_credit',
  'repas',
  'fournitures',
  'main_oeuvre',
  'loyer',
  'depot_banque',
  'depot_siege',
  'autre',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
/** The category the server gives the cash refund of a sale cancelled after its session's close. */
export const SALE_REFUND_CATEGORY = 'remboursement_vente';
/** Every category a cash-out may carry: those typed in, and the server's own for refunds. */
export type TillOutCategory = ExpenseCategory | typeof SALE_REFUND_CATEGORY;
export const DEPOSIT_CATEGORIES: readonly ExpenseCategory[] = ['depot_banque', 'depot_siege'];
/** A cash-out without a category (made before categories, or through the API without one). */
export const UNCLASSIFIED = 'non_classee';
export const TILL_OUT_CATEGORY_LABELS: Record<TillOutCategory | typeof UNCLASSIFIED, string> = {
  transport: 'Transport',
  electricite_credit: 'Électricité / crédit',
  repas: 'Repas',
  fournitures: 'Fournitures',
  main_oeuvre: 'Main-d’œuvre',
  loyer: 'Loyer',
  depot_banque: 'Dépôt en banque',
  depot_siege: 'Dépôt au siège',
  autre: 'Autre',
  remboursement_vente: 'Remboursement de vente',
  non_classee: 'Non classée',
};

/** A cash-out's category as the screens and the Z say it ('Non classée' for none). */
export function tillOutCategoryLabel(category: string | null): string {
  return TILL_OUT_CATEGORY_LABELS[(category ?? UNCLASSIFIED) as TillOutCategory] ?? category ?? '';
}

/** What a movement was for: a cash-out's category then its motif ('Transport : taxi'), cash put in's motif. */
export function tillMovementWhat(movement: {
  sens: TillMovementDirection;
  categorie: string | null;
  motif: string;
}): string {
  if (movement.sens === 'entree') return movement.motif;
  const category = tillOutCategoryLabel(movement.categorie);
  return movement.motif ? `${category} : ${movement.motif}` : category;
}

export const TILL_MOTIF_MAX = 200;
export const TILL_COMMENT_MAX = 500;

export const TILL_MESSAGES = {
  alreadyOpen: 'Une caisse est déjà ouverte dans ce magasin',
  closed: 'Cette caisse est clôturée',
  notFound: 'Caisse non trouvée',
  shopRequired: 'Aucun magasin sélectionné',
  shopNotFound: 'Magasin non trouvé',
  floatInvalid: 'Le fond de caisse doit être un montant positif ou nul',
  directionInvalid: 'Le sens doit être « entree » ou « sortie »',
  amountAboveZero: 'Le montant doit être supérieur à 0',
  motifRequired: 'Le motif est obligatoire',
  categoryInvalid: 'Catégorie de dépense inconnue',
  categoryOnlyOut: 'Seule une sortie de caisse a une catégorie',
  dailyCap: (cap: number, left: number) =>
    `Plafond de dépenses du jour dépassé : ${formatMoney(cap)} par jour, il reste ${formatMoney(left)}`,
  insufficientCash: 'Espèces insuffisantes dans la caisse',
  methodInvalid: 'Mode de paiement inconnu',
  countInvalid: 'Le montant compté doit être un montant positif ou nul',
  cashCountRequired: 'Le comptage des espèces est obligatoire',
  commentRequired: 'Un commentaire est obligatoire pour chaque écart',
  userInvalid: 'Utilisateur invalide',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  dateRange: 'La date de début doit précéder la date de fin',
  noSession: 'Aucune caisse ouverte',
  notClosed: "Cette caisse n'est pas encore clôturée : son rapport Z n'existe pas",
  autoOpened: 'Ouverte par une vente',
  pdfFailed: 'Erreur lors du téléchargement du rapport Z',
} as const;

/** The motif of the cash-out that refunds a sale cancelled after its session's close. */
export const refundMotif = (numeroFacture: string) => `Remboursement de la facture ${numeroFacture}`;

const M = TILL_MESSAGES;
// Each amount at most PAYMENT_AMOUNT_MAX (1 000 milliards FCFA), as a payment: a session's reports
// add them up, and a sum of amounts up to MAX_SAFE_INTEGER would no longer be exact (the X report
// answered 500 after two cash movements of that size).
const positiveMoney = z
  .number({ error: M.amountAboveZero })
  .int(M.amountAboveZero)
  .min(1, M.amountAboveZero)
  .max(PAYMENT_AMOUNT_MAX, M.amountAboveZero);
const method = z.enum(TILL_METHODS, { error: M.methodInvalid });

/** An amount per method, `{ especes: 1500000, wave: 250000 }`. */
export const amountsByMethodSchema = z.record(z.string(), z.number().int());
export type AmountsByMethod = Record<string, number>;

/** POST /Caisses/ouvrir (header `Idempotency-Key` recommended). */
export const tillOpenSchema = z.object({
  magasin: bodyId(M.shopRequired),
  fond_de_caisse: z
    .number({ error: M.floatInvalid })
    .int(M.floatInvalid)
    .min(0, M.floatInvalid)
    .max(PAYMENT_AMOUNT_MAX, M.floatInvalid),
});
export type TillOpenInput = z.infer<typeof tillOpenSchema>;

/**
 * POST /Caisses/{id}/mouvements (header `Idempotency-Key` recommended): cash put in or taken out.
 * A cash-out may name its `categorie` (an expense or a deposit); the motif is then optional, except
 * for `autre`. Without a category (as before categories) the motif is required and the cash-out
 * reads 'Non classée'. A gerant's expenses of the day may not pass the shop's daily cap (403).
 * A cash-out may name the photo of its receipt (`justificatif`, as POST /Caisses/justificatifs
 * answered it).
 */
export const tillMovementCreateSchema = z
  .object({
    sens: z.enum(TILL_MOVEMENT_DIRECTIONS, { error: M.directionInvalid }),
    montant: positiveMoney,
    categorie: z.enum(EXPENSE_CATEGORIES, { error: M.categoryInvalid }).nullish(),
    motif: text({ max: TILL_MOTIF_MAX }).optional().default(''),
    justificatif: receiptKeySchema.nullish(),
  })
  .superRefine((movement, context) => {
    const category = movement.categorie ?? null;
    if (category !== null && movement.sens !== 'sortie')
      context.addIssue({ code: 'custom', path: ['categorie'], message: M.categoryOnlyOut });
    if (movement.justificatif && movement.sens !== 'sortie')
      context.addIssue({ code: 'custom', path: ['justificatif'], message: RECEIPT_MESSAGES.onlyOut });
    if (movement.motif === '' && (category === null || category === 'autre'))
      context.addIssue({ code: 'custom', path: ['motif'], message: M.motifRequired });
  });
export type TillMovementCreateInput = z.infer<typeof tillMovementCreateSchema>;

/**
 * POST /Caisses/{id}/cloturer (header `Idempotency-Key` recommended): what was counted per method
 * (cash required; a method left out counts 0) and a comment for each method whose count differs
 * from what was expected (400 `commentRequired` otherwise).
 */
export const tillCloseSchema = z.object({
  comptes: z
    .partialRecord(
      method,
      z
        .number({ error: M.countInvalid })
        .int(M.countInvalid)
        .min(0, M.countInvalid)
        .max(PAYMENT_AMOUNT_MAX, M.countInvalid),
      { error: (issue) => (issue.code === 'invalid_type' ? M.cashCountRequired : M.methodInvalid) },
    )
    .refine((counts) => counts.especes !== undefined, M.cashCountRequired),
  commentaires: z
    .partialRecord(method, text({ max: TILL_COMMENT_MAX, multiline: true }))
    .nullish()
    .transform((comments) => comments ?? {}),
});
export type TillCloseInput = z.input<typeof tillCloseSchema>;

/** Who did something at the till (null: the server itself). */
export const tillPersonSchema = z
  .object({ id: z.number().int(), username: z.string(), nom: z.string() })
  .nullable();
const person = tillPersonSchema;

/** A till session as every answer gives it. The Z fields are null while it is open. */
export const tillSessionSchema = z.object({
  id: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  statut: z.enum(['ouverte', 'cloturee']),
  ouverte_at: z.iso.datetime({ offset: true }),
  /** Null when opened by the server itself. */
  ouverte_par: person,
  /** Opened by a sale when none was open: its float is then the last closing count. */
  ouverture_auto: z.boolean(),
  fond_de_caisse: moneySchema,
  /** The last close's cash count (null for a shop's first session). */
  fond_propose: moneySchema.nullable(),
  /** fond_de_caisse − fond_propose (null for a first session). */
  ecart_fond: z.number().int().nullable(),
  cloturee_at: z.iso.datetime({ offset: true }).nullable(),
  cloturee_par: person,
  numero_z: z.string().nullable(),
  attendus: amountsByMethodSchema.nullable(),
  comptes: amountsByMethodSchema.nullable(),
  /** compté − attendu per method. */
  ecarts: amountsByMethodSchema.nullable(),
  commentaires: z.record(z.string(), z.string()).nullable(),
});
export type TillSession = z.infer<typeof tillSessionSchema>;

/** GET /Caisses/courante?magasin=: the open session (or null) and the float to propose. */
export const tillCurrentQuerySchema = z.object({
  magasin: z.coerce
    .number({ error: M.shopRequired })
    .int(M.shopRequired)
    .min(1, M.shopRequired)
    .max(MAX_ID, M.shopRequired),
});
export const tillCurrentSchema = z.object({
  session: tillSessionSchema.nullable(),
  fond_propose: moneySchema.nullable(),
});
export type TillCurrent = z.infer<typeof tillCurrentSchema>;

export const tillMovementSchema = z.object({
  id: z.number().int(),
  session: z.number().int(),
  sens: z.enum(TILL_MOVEMENT_DIRECTIONS),
  montant: moneySchema,
  /** A cash-out's category (null: 'Non classée', and always for cash put in). */
  categorie: z.enum([...EXPENSE_CATEGORIES, SALE_REFUND_CATEGORY]).nullable(),
  motif: z.string(),
  utilisateur: person,
  created_at: z.iso.datetime({ offset: true }),
  /** The address of its receipt's photo (GET, signed in), null when none was taken. */
  justificatif_url: z.string().nullable(),
});
export type TillMovement = z.infer<typeof tillMovementSchema>;

/**
 * GET /Caisses/{id}/rapport-x: the session's figures at this moment (for a closed session, those
 * of its Z). Takings are the payments of the session's validated sales (a sale cancelled after the
 * close stays in its Z: its refund is a cash-out of a later session).
 */
export const tillReportSchema = z.object({
  session: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  genere_at: z.iso.datetime({ offset: true }),
  fond_de_caisse: moneySchema,
  nombre_ventes: z.number().int().nonnegative(),
  /** Takings per method (cash: received − change). */
  encaissements: amountsByMethodSchema,
  /** The change given back in cash. */
  monnaie_rendue: moneySchema,
  entrees: moneySchema,
  sorties: moneySchema,
  /** The cash-outs per category ('non_classee' for those without one), in the categories' order. */
  sorties_par_categorie: amountsByMethodSchema.optional(),
  /** Cash handed back for returns ('Remboursements'), credit notes refunded in cash from this session. */
  remboursements: moneySchema,
  /** Instalments of client accounts taken into this till ('Versements clients'), per method. */
  versements_clients: amountsByMethodSchema.optional(),
  /**
   * Layaways' deposits taken into this till ('Acomptes reçus'), per method: money owed to the
   * clients until their pickup, apart from the sales (not turnover).
   */
  acomptes_recus: amountsByMethodSchema.optional(),
  /** Layaways' deposits refunded in cash from this till ('Acomptes remboursés'). */
  acomptes_rembourses: moneySchema.optional(),
  /**
   * 'Remises accordées': Σ (catalogue price × quantity − net) of the session's sales, price-list
   * prices and discounts together (what the customers did not pay of the catalogue's prices).
   */
  remises_accordees: moneySchema.optional(),
  /** Offline sales made before the shop's previous close and received in this session ('Reçues après clôture'). */
  recues_apres_cloture: z
    .array(
      z.object({
        id: z.number().int(),
        numero_facture: z.string(),
        date_appareil: z.iso.datetime({ offset: true }).nullable(),
        total: moneySchema,
      }),
    )
    .optional(),
  /**
   * Expected per method: cash = float + cash takings + in − out − refunds + cash instalments + cash
   * deposits − deposits refunded; mobile money = its takings, instalments and deposits.
   */
  attendus: amountsByMethodSchema,
});
export type TillReport = z.infer<typeof tillReportSchema>;

/** GET /Caisses/{id}: the session, its cash movements (oldest first) and its report. */
export const tillSessionDetailSchema = tillSessionSchema.extend({
  mouvements: z.array(tillMovementSchema),
  rapport: tillReportSchema,
});
export type TillSessionDetail = z.infer<typeof tillSessionDetailSchema>;

/**
 * GET /Caisses/: sessions newest first, `magasin`, `utilisateur` (who opened or closed it),
 * `date_debut`/`date_fin` (the opening day, both inclusive). A gerant gets their own shop's only.
 */
export const tillListQuerySchema = daysInOrder(
  paginationQuerySchema.extend({
    magasin: optionalQuery(queryIdOf(M.shopNotFound)),
    utilisateur: optionalQuery(queryIdOf(M.userInvalid)),
    ...dayRangeFilters(M.dateInvalid),
  }),
  M.dateRange,
);
export type TillListQuery = z.output<typeof tillListQuerySchema>;
export const tillSessionPageSchema = paginatedSchema(tillSessionSchema);

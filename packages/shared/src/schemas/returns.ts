import * as z from 'zod';
import { formatMoney } from '../money.ts';
import { bodyId, optionalQuery, paginatedSchema, paginationQuerySchema, queryIdOf } from './common.ts';
import { dayRangeFilters, daysInOrder } from './day-range.ts';
import {
  isMobileMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
} from './payment-methods.ts';
import { soldArticleSchema } from './sales.ts';
import { quantity, queryText, text } from './text.ts';

/**
 * Returns and credit notes ('avoirs', docs/architecture.md, 'Returns and credit notes'): from a
 * sale, some of its lines and quantities come back — never more than sold minus already returned.
 * Each line is 'revendable' (back to stock) or 'defectueux' (back, then written off). The credit
 * note has its own gapless series per shop and year, `AV-{année}-{code magasin}-{000001}`, cites
 * the invoice, and is refunded in cash (out of the till), by mobile money (with the operator's
 * reference), or as the client's credit balance ('Avoir client'), which later pays a sale in any
 * shop. Money in hundredths.
 */

export const RETURN_PATHS = {
  /** `/{saleId}/retours/`: POST (header `Idempotency-Key` recommended). */
  create: '/Mouvements/ventes',
  /** GET: a page of credit notes. */
  list: '/Mouvements/avoirs/',
  /** `/{id}/`: GET one credit note; `/{id}/pdf/`: its PDF. */
  creditNote: '/Mouvements/avoirs',
} as const;

export const RETURN_STATES = ['revendable', 'defectueux'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  revendable: 'Revendable',
  defectueux: 'Défectueux',
};

/** How a credit note is refunded: the money methods of a sale, or the client's credit balance. */
export const REFUND_METHODS = [...PAYMENT_METHODS, 'avoir_client'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = PAYMENT_METHOD_LABELS;

export const RETURN_MOTIF_MAX = 200;
export const RETURN_LINES_MAX = 200;

export const RETURN_MESSAGES = {
  notFound: 'Avoir non trouvé',
  saleNotFound: 'Vente non trouvée',
  cancelledSale: "Une vente annulée ne peut pas faire l'objet d'un retour",
  /** A sale that has returns cannot be cancelled any more: its remaining lines are returned instead. */
  cancelAfterReturn:
    "Cette vente a déjà fait l'objet d'un retour : elle ne peut plus être annulée (retournez les lignes restantes)",
  freeSaleNoCredit: 'Une vente libre ne peut pas être remboursée en avoir client',
  lineNotInSale: "Cette ligne n'appartient pas à la vente",
  lineTwice: 'Une même ligne ne peut être retournée qu’une fois par avoir',
  lineRequired: 'La ligne de vente est requise',
  noLines: 'Au moins une ligne doit être retournée',
  tooManyLines: `Un avoir ne peut pas dépasser ${RETURN_LINES_MAX} lignes`,
  quantityAboveZero: 'La quantité retournée doit être supérieure à 0',
  zeroAmount: "Le montant de l'avoir doit être supérieur à 0 : ces articles ont été vendus gratuitement",
  pdfFailed: "Erreur lors du téléchargement de l'avoir",
  stateInvalid: 'L’état doit être « Revendable » ou « Défectueux »',
  motifRequired: 'Le motif du retour est obligatoire',
  refundRequired: 'Le mode de remboursement est requis',
  refundMethodInvalid: 'Mode de remboursement invalide',
  referenceRequired: 'La référence de la transaction est obligatoire',
  referenceMobileOnly: 'La référence ne concerne que le mobile money',
  /** 409: over-return, also when two returns race for the last units of a line. */
  overReturn: (reste: number) => `Quantité retournée supérieure à la quantité vendue (reste : ${reste})`,
  /** 409: a mobile-money refund reference already used by another credit note. */
  referenceUsed: (numeroAvoir: string) => `Référence déjà utilisée pour l'avoir ${numeroAvoir}`,
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  dateRange: 'La date de début doit précéder la date de fin',
  shopInvalid: 'Magasin non trouvé',
} as const;

const M = RETURN_MESSAGES;

/** One returned line: the sale line's id, how many units, their state and why. */
export const returnLineInputSchema = z.object({
  ligne: bodyId(M.lineRequired),
  quantite: quantity({ message: M.quantityAboveZero }),
  etat: z.enum(RETURN_STATES, { error: M.stateInvalid }),
  motif: text({ max: RETURN_MOTIF_MAX, required: M.motifRequired }),
});
export type ReturnLineInput = z.input<typeof returnLineInputSchema>;

/** The refund: a method, and the operator's reference for mobile money (none otherwise). */
export const refundInputSchema = z
  .object(
    {
      methode: z.enum(REFUND_METHODS, { error: M.refundMethodInvalid }),
      reference: text({ max: PAYMENT_REFERENCE_MAX })
        .nullish()
        .transform((value) => value || null),
    },
    { error: M.refundRequired },
  )
  .superRefine((refund, ctx) => {
    if (isMobileMoney(refund.methode)) {
      if (refund.reference === null)
        ctx.addIssue({ code: 'custom', message: M.referenceRequired, path: ['reference'] });
    } else if (refund.reference !== null) {
      ctx.addIssue({ code: 'custom', message: M.referenceMobileOnly, path: ['reference'] });
    }
  });

/**
 * POST /Mouvements/ventes/{id}/retours/ (header `Idempotency-Key` recommended): the lines returned
 * (each sale line at most once) and the refund. Answers 201 with the credit note.
 */
export const returnCreateSchema = z.object({
  lignes: z
    .array(returnLineInputSchema, { error: M.noLines })
    .min(1, M.noLines)
    .max(RETURN_LINES_MAX, M.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      for (const line of lines) {
        if (seen.has(line.ligne)) ctx.addIssue({ code: 'custom', message: M.lineTwice });
        seen.add(line.ligne);
      }
    }),
  remboursement: refundInputSchema,
});
export type ReturnCreateInput = z.input<typeof returnCreateSchema>;

/** A credit note as a sale's detail lists it. */
export const creditNoteSummarySchema = z.object({
  id: z.number().int().positive(),
  numero_avoir: z.string(),
  date: z.iso.datetime({ offset: true }),
  /** Hundredths: the returned lines at the price sold. */
  montant: z.number().int().positive(),
  methode_remboursement: z.enum(REFUND_METHODS),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** One row of the credit-note list. */
export const creditNoteListItemSchema = creditNoteSummarySchema.extend({
  reference_remboursement: z.string().nullable(),
  vente: z.object({ id: z.number().int().positive(), numero_facture: z.string() }),
  magasin: z.object({ id: z.number().int().positive(), nom: z.string() }),
  /** Null for a 'vente libre'. */
  client: z.object({ id: z.number().int().positive(), nom: z.string(), prenom: z.string() }).nullable(),
});
export type CreditNoteListItem = z.infer<typeof creditNoteListItemSchema>;
export const creditNotePageSchema = paginatedSchema(creditNoteListItemSchema);

/** One returned line as the credit note prints it. */
export const creditNoteLineSchema = z.object({
  id: z.number().int().positive(),
  /** The sale line it comes from. */
  vente_ligne: z.number().int().positive(),
  article: soldArticleSchema,
  /** The lot the units came from and went back to ('' for an article without lots). */
  bain: z.string(),
  quantite: z.number().int().positive(),
  prix_unitaire: z.number().int().nonnegative(),
  prix_total: z.number().int().nonnegative(),
  etat: z.enum(RETURN_STATES),
  motif: z.string(),
});
export type CreditNoteLine = z.infer<typeof creditNoteLineSchema>;

/** A credit note in full: POST's answer, GET /Mouvements/avoirs/{id}/, and its PDF. */
export const creditNoteSchema = creditNoteListItemSchema.extend({
  vente: z.object({
    id: z.number().int().positive(),
    numero_facture: z.string(),
    date_vente: z.iso.datetime({ offset: true }),
  }),
  magasin: z.object({ id: z.number().int().positive(), nom: z.string(), quartier: z.string() }),
  /** Who recorded it. */
  utilisateur: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** Cash refunds: the till session the cash left; null otherwise. */
  session_caisse: z.number().int().positive().nullable(),
  lignes: z.array(creditNoteLineSchema),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/**
 * GET /Mouvements/avoirs/: newest first; `magasin` (direction; a gerant always gets their own
 * shop), `date_debut`/`date_fin` (the credit note's day, both inclusive), `numero` (a piece of the
 * credit note's or of the invoice's number, case-insensitive).
 */
export const creditNoteListQuerySchema = daysInOrder(
  paginationQuerySchema.extend({
    magasin: optionalQuery(queryIdOf(M.shopInvalid)),
    ...dayRangeFilters(M.dateInvalid),
    numero: optionalQuery(queryText(50)),
  }),
  M.dateRange,
);
export type CreditNoteListQuery = z.output<typeof creditNoteListQuerySchema>;

/** The credit note's file name: `avoir_{numero}.pdf`. */
export const creditNoteFileName = (numeroAvoir: string) => `avoir_${numeroAvoir}.pdf`;

/** The client's account ('Compte client'): its balances, and the messages of its ledger. */
export const CLIENT_ACCOUNT_MESSAGES = {
  creditLabel: 'Avoir client',
  /** 409: a credit balance spent beyond what the client has. */
  insufficientCredit: (disponible: number) =>
    `Avoir client insuffisant (disponible : ${formatMoney(disponible)})`,
  /** 409: a correction or payment taking more than the client owes. */
  aboveDebt: (du: number) => `Le montant dépasse ce que doit le client (dû : ${formatMoney(du)})`,
  /** 409: a credit sale beyond the client's credit limit. */
  aboveLimit: (disponible: number) => `Plafond de crédit dépassé (disponible : ${formatMoney(disponible)})`,
  creditNeedsClient: "L'avoir client ne peut payer que la vente d'un client enregistré",
  /** 400: a vente libre sold on credit. */
  debtNeedsClient: 'Seul un client enregistré peut acheter à crédit',
  /** 400: a due date before the sale. */
  dueDateBeforeSale: "L'échéance ne peut pas précéder la date de la vente",
  /** 400: a credit sale returned for money: it is given back to the client's account. */
  creditSaleRefund: 'Une vente à crédit se rembourse sur le compte client (mode Avoir client)',
} as const;

/** Days a credit sale has to be paid when no due date is given. */
export const CREDIT_DEFAULT_DAYS = 30;

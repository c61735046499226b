import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { bodyId, optionalQuery, paginatedSchema, paginationQuerySchema, queryIdOf } from './common.ts';
import { bainInput } from './lots.ts';
import { optionalText, quantity, text } from './text.ts';

/**
 * Purchase orders ('Bons de commande', docs/architecture.md, 'Purchase orders'): direction orders
 * articles from a supplier for one shop. A draft ('Brouillon') is edited, then sent ('Envoyé': a PDF
 * and a WhatsApp text for the supplier); each delivery of it is received by the shop ('Partiellement
 * reçu') as stock entries linked to its lines, until every line has come ('Soldé') or direction
 * closes what will never come ('Solder le reliquat'). An order is cancelled ('Annulé') only before
 * anything was received. Money in hundredths.
 */

export const PURCHASE_ORDER_PATHS = {
  /** GET a page (`?statut=&fournisseur=&magasin=&format=csv`); POST a draft (Idempotency-Key). */
  list: '/BonsDeCommande/',
  /**
   * `/{id}`: GET one, PUT a draft's fields; `/{id}/envoyer`, `/{id}/annuler`, `/{id}/solder`,
   * `/{id}/receptions`: POST a step; `/{id}/pdf`: GET the PDF.
   */
  order: '/BonsDeCommande',
} as const;

export const purchaseOrderPdfPath = (id: number) => `${PURCHASE_ORDER_PATHS.order}/${id}/pdf`;
export const purchaseOrderFileName = (numero: string) => `bon-de-commande-${numero}.pdf`;

export const PURCHASE_ORDER_STATUSES = [
  'brouillon',
  'envoye',
  'partiellement_recu',
  'solde',
  'annule',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  brouillon: 'Brouillon',
  envoye: 'Envoyé',
  partiellement_recu: 'Partiellement reçu',
  solde: 'Soldé',
  annule: 'Annulé',
};
/** The states whose remainders are still expected (the reorder counts them as on order). */
export const OPEN_PURCHASE_ORDER_STATUSES = ['brouillon', 'envoye', 'partiellement_recu'] as const;
/** The states a delivery may be received in. */
export const RECEIVABLE_PURCHASE_ORDER_STATUSES = ['envoye', 'partiellement_recu'] as const;

/** 90 million FCFA, as a delivery's price: quantity × price stays an exact integer. */
export const PURCHASE_PRICE_MAX = 9_000_000_000;

export const PURCHASE_ORDER_LINES_MAX = 200;
export const PURCHASE_ORDER_NOTE_MAX = 1000;
export const PURCHASE_ORDER_REASON_MAX = 500;

export const PURCHASE_ORDER_MESSAGES = {
  notFound: 'Bon de commande non trouvé',
  supplierRequired: 'Le fournisseur est requis',
  supplierNotFound: 'Fournisseur non trouvé',
  shopRequired: 'Le magasin de livraison est requis',
  shopNotFound: 'Magasin non trouvé',
  articleRequired: "L'article est requis",
  articleNotFound: 'Article non trouvé',
  articleTwice: 'Un même article ne peut figurer qu’une fois dans le bon de commande',
  quantityAboveZero: 'La quantité doit être supérieure à 0',
  priceInvalid: 'Le prix unitaire doit être un montant positif ou nul',
  priceTooLarge: 'Le prix unitaire ne peut pas dépasser 90 000 000 FCFA',
  noLines: 'Ajoutez au moins un article au bon de commande',
  tooManyLines: `Un bon de commande ne peut pas dépasser ${PURCHASE_ORDER_LINES_MAX} lignes`,
  noteTooLong: `La note ne peut pas dépasser ${PURCHASE_ORDER_NOTE_MAX} caractères`,
  lineRequired: 'La ligne du bon de commande est requise',
  lineNotInOrder: "Cette ligne n'appartient pas au bon de commande",
  noReceiptLines: 'Indiquez au moins un article reçu',
  reasonRequired: 'Le motif est requis',
  reasonTooLong: `Le motif ne peut pas dépasser ${PURCHASE_ORDER_REASON_MAX} caractères`,
  overReceiptReason: 'Quantité reçue supérieure à la quantité commandée : indiquez le motif',
  /** 409: the step cannot be taken in the order's state. */
  notDraft: 'Seul un bon de commande en brouillon peut être modifié ou envoyé',
  notSent: "Ce bon de commande n'a pas été envoyé : il ne peut pas encore être réceptionné",
  closed: 'Ce bon de commande est soldé',
  cancelled: 'Ce bon de commande est annulé',
  cancelAfterReceipt:
    'Ce bon de commande a déjà reçu une livraison : il ne peut plus être annulé. Soldez le reliquat.',
  nothingToClose: 'Rien à solder : ce bon de commande n’a pas été envoyé',
  empty: 'Aucun bon de commande',
  noResult: 'Aucun bon de commande ne correspond à ces filtres',
  loadError: 'Erreur lors du chargement des bons de commande',
  statusInvalid: 'Statut inconnu',
} as const;

const M = PURCHASE_ORDER_MESSAGES;

/** A purchase price in hundredths, 0 (not known yet) up to PURCHASE_PRICE_MAX. */
export const purchasePrice = z
  .number({ error: M.priceInvalid })
  .int(M.priceInvalid)
  .min(0, M.priceInvalid)
  .max(PURCHASE_PRICE_MAX, M.priceTooLarge);

/** One line of a draft; without a price, the article's last delivery price is proposed (0 if none). */
export const purchaseOrderLineInputSchema = z.object({
  article: bodyId(M.articleRequired),
  quantite: quantity({ message: M.quantityAboveZero }),
  prix_unitaire: purchasePrice.nullish().transform((price) => price ?? null),
});
export type PurchaseOrderLineInput = z.input<typeof purchaseOrderLineInputSchema>;

/** POST /BonsDeCommande/ and PUT /BonsDeCommande/{id}: one supplier, one receiving shop, its lines. */
export const purchaseOrderInputSchema = z.object({
  fournisseur: bodyId(M.supplierRequired),
  magasin: bodyId(M.shopRequired),
  lignes: z
    .array(purchaseOrderLineInputSchema, { error: M.noLines })
    .min(1, M.noLines)
    .max(PURCHASE_ORDER_LINES_MAX, M.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      for (const [index, line] of lines.entries()) {
        if (seen.has(line.article))
          ctx.addIssue({ code: 'custom', message: M.articleTwice, path: [index, 'article'] });
        seen.add(line.article);
      }
    }),
  note: optionalText({ max: PURCHASE_ORDER_NOTE_MAX, tooLong: M.noteTooLong, multiline: true }),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;
export type PurchaseOrderPayload = z.output<typeof purchaseOrderInputSchema>;

const reason = text({ required: M.reasonRequired, max: PURCHASE_ORDER_REASON_MAX, tooLong: M.reasonTooLong });

/** One delivered line: the order's line, how many came, in which lot (a wool), at which price. */
export const purchaseReceiptLineSchema = z.object({
  ligne: bodyId(M.lineRequired),
  quantite: quantity({ message: M.quantityAboveZero }),
  bain: bainInput,
  /** The price invoiced, when it differs from the order's (hundredths). */
  prix: purchasePrice.nullish().transform((price) => price ?? null),
});

/**
 * POST /BonsDeCommande/{id}/receptions (Idempotency-Key): what arrived. A line may come twice in
 * two lots. More than ordered needs `motif`.
 */
export const purchaseReceiptSchema = z.object({
  lignes: z
    .array(purchaseReceiptLineSchema, { error: M.noReceiptLines })
    .min(1, M.noReceiptLines)
    .max(PURCHASE_ORDER_LINES_MAX * 10, M.tooManyLines),
  motif: optionalText({ max: PURCHASE_ORDER_REASON_MAX, tooLong: M.reasonTooLong, empty: null }),
});
export type PurchaseReceiptInput = z.input<typeof purchaseReceiptSchema>;
export type PurchaseReceiptPayload = z.output<typeof purchaseReceiptSchema>;

/** POST /BonsDeCommande/{id}/solder: why the rest will never come. */
export const purchaseOrderCloseSchema = z.object({ motif: reason });
export type PurchaseOrderCloseInput = z.input<typeof purchaseOrderCloseSchema>;

const ref = z.object({ id: z.number().int(), nom: z.string() });
const userRef = z.object({ id: z.number().int(), username: z.string() }).nullable();
const instant = z.iso.datetime({ offset: true });

export const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  article: z.object({
    id: z.number().int(),
    nom: z.string(),
    type: z.enum(CATALOGUE_TYPES),
    code_barre: z.string(),
  }),
  quantite: z.number().int(),
  prix_unitaire: z.number().int(),
  montant: z.number().int(),
  quantite_recue: z.number().int(),
  /** Still expected: 0 once the order is closed or cancelled. */
  reste: z.number().int(),
  /** What closing the order gave up on this line. */
  soldee: z.number().int(),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

/** One delivery of the order: the stock entries it recorded, one per line and lot. */
export const purchaseReceiptAnswerSchema = z.object({
  id: z.number().int(),
  recu_le: instant,
  recu_par: userRef,
  motif: z.string().nullable(),
  entrees: z.array(
    z.object({
      id: z.number().int(),
      ligne: z.number().int(),
      article_nom: z.string(),
      bain: z.string(),
      quantite: z.number().int(),
      prix_unitaire: z.number().int(),
    }),
  ),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptAnswerSchema>;

const orderHead = {
  id: z.number().int(),
  /** 'BC-2026-000012'. */
  numero: z.string(),
  statut: z.enum(PURCHASE_ORDER_STATUSES),
  fournisseur: ref,
  magasin: ref,
  note: z.string(),
  cree_le: instant,
  cree_par: userRef,
  envoye_le: instant.nullable(),
  /** The sending day plus the supplier's lead time (DEFAULT_LEAD_DAYS of reorder-formula.ts when it has none). */
  livraison_prevue: instant.nullable(),
  /** Sent, not all received, and past its expected delivery. */
  en_retard: z.boolean(),
  solde_le: instant.nullable(),
  motif_solde: z.string().nullable(),
  annule_le: instant.nullable(),
  /** Units ordered, received, still expected; the amount ordered. */
  quantite: z.number().int(),
  quantite_recue: z.number().int(),
  reste: z.number().int(),
  montant: z.number().int(),
};

/** The supplier's prefilled WhatsApp message; `url` is null when its phone is missing or not dialable. */
export const orderMessageSchema = z.object({ texte: z.string(), url: z.string().nullable() });
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const purchaseOrderSchema = z.object({
  ...orderHead,
  fournisseur: ref.extend({ telephone: z.string().nullable(), delai_livraison: z.number().int().nullable() }),
  magasin: ref.extend({ quartier: z.string() }),
  lignes: z.array(purchaseOrderLineSchema),
  receptions: z.array(purchaseReceiptAnswerSchema),
  whatsapp: orderMessageSchema,
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderListItemSchema = z.object({ ...orderHead, nb_lignes: z.number().int() });
export type PurchaseOrderListItem = z.infer<typeof purchaseOrderListItemSchema>;
export const purchaseOrderPageSchema = paginatedSchema(purchaseOrderListItemSchema);
export type PurchaseOrderPage = z.infer<typeof purchaseOrderPageSchema>;

/** GET /BonsDeCommande/: newest first; a gerant sees their own shop's orders only. */
export const purchaseOrderListQuerySchema = paginationQuerySchema.extend({
  statut: optionalQuery(z.enum(PURCHASE_ORDER_STATUSES, { error: M.statusInvalid })),
  fournisseur: optionalQuery(queryIdOf(M.supplierNotFound)),
  magasin: optionalQuery(queryIdOf(M.shopNotFound)),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;
export type PurchaseOrderListFilters = z.output<typeof purchaseOrderListQuerySchema>;

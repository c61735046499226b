import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { paginatedSchema, paginationQuerySchema } from './common.ts';
import { bainInput, lotsSchema } from './lots.ts';
import { PAYMENT_MESSAGES, paymentSchema, paymentsInputSchema, SALE_PAYMENT_METHODS } from './payments.ts';
import { creditNoteSummarySchema } from './returns.ts';
import { SALE_STATUSES, saleSchema } from './sales.ts';
import { offlineSaleFields, offlineSaleRule, saleOfflineDetailFields } from './sales-offline.ts';
import { quantity, queryText } from './text.ts';

/**
 * The sales API (docs/architecture.md, 'A sale is one transaction' and 'Sales search'): paths,
 * inputs and answers
 * shared by the server's routes and the /ventes screens. Money is in hundredths.
 */

export const SALE_PATHS = {
  create: '/Mouvements/ventes/creer/',
  listAll: '/Mouvements/ventes-all/',
  /** `/{shopId}/` */
  listByShop: '/Mouvements/ventes/magasin',
  /** `/{invoiceNumber}/` */
  byNumber: '/Mouvements/ventes/numero',
  /** `/{id}/` */
  detail: '/Mouvements/vente-detail',
  /** The history modal's and the dashboard's list of recent sales. */
  movements: '/Mouvements/ventes/mouvements/',
  /** `/{id}/pdf/` */
  pdf: '/Mouvements/facture',
  /** `/{id}/facture/` */
  invoice: '/Mouvements/ventes',
  /** `/{id}`: GET, PUT (client only), DELETE (cancel; direction only). */
  sale: '/Ventes',
  /** `/{shopId}/`: products in stock in a shop, for the sale form. */
  storeProducts: '/Mouvements/ventes/produits-magasin',
} as const;

export const SALE_MESSAGES = {
  clientRequired: 'Le client est requis',
  shopRequired: 'Aucun magasin sélectionné',
  noItems: 'Au moins un article doit être ajouté à la vente',
  articleRequired: "L'article est requis",
  quantityAboveZero: 'La quantité doit être supérieure à 0',
  tooManyLines: 'Une vente ne peut pas dépasser 200 lignes',
  notFound: 'Vente non trouvée',
  clientNotFound: 'Client non trouvé',
  shopNotFound: 'Magasin non trouvé',
  productNotFound: 'Produit non trouvé',
  alreadyCancelled: 'Cette vente est déjà annulée',
  cancelledNotEditable: 'Une vente annulée ne peut pas être modifiée',
  created: 'Vente créée avec succès !',
  createFailedPrefix: 'Erreur lors de la création de la vente',
  pdfFailed: 'Erreur lors du téléchargement du PDF',
  selectShopFirst: "Veuillez sélectionner un magasin avant d'ajouter une vente.",
  loading: 'Chargement des ventes...',
  empty: 'Aucune vente',
  noResult: 'Aucun résultat',
  movementsLoading: 'Chargement...',
  movementsEmpty: 'Aucun mouvement trouvé.',
  freeSale: 'Vente libre',
  anonymousClient: 'Client anonyme',
  registeredClient: 'Client enregistré',
} as const;

export const SALE_LINES_MAX = 200;
const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/**
 * POST /Mouvements/ventes/creer/ (header `Idempotency-Key` recommended). `client` must be given:
 * a client id, or null for a 'vente libre' (a sale without a client). Prices come from the
 * catalogue, never from the request. `paiements` (payments.ts) must add up to the total exactly;
 * without them the sale is paid in cash for its total. A sale made offline adds `hors_ligne`,
 * `date_appareil` and `ticket_provisoire` (sales-offline.ts). Answers 201 with the sale detail.
 */
export const saleCreateSchema = z
  .object({
    client: id(SALE_MESSAGES.clientRequired).nullable(),
    magasin: id(SALE_MESSAGES.shopRequired),
    articles: z
      .array(
        z.object({
          article: id(SALE_MESSAGES.articleRequired),
          quantite: quantity({ message: SALE_MESSAGES.quantityAboveZero }),
          /**
           * The lot ('Bain') of a wool, optional: without it the server takes the lot with most stock,
           * and splits the line across lots (most stock first, then by name) when that one cannot
           * cover it. Absent or empty for any other article.
           */
          bain: bainInput,
        }),
        { error: SALE_MESSAGES.noItems },
      )
      .min(1, SALE_MESSAGES.noItems)
      .max(SALE_LINES_MAX, SALE_MESSAGES.tooManyLines),
    paiements: paymentsInputSchema.optional(),
    ...offlineSaleFields,
  })
  .superRefine(offlineSaleRule);
export type SaleCreateInput = z.input<typeof saleCreateSchema>;

/** PUT /Ventes/{id}: only the client may change, never the lines; null makes it a vente libre. */
export const saleUpdateSchema = z.object({
  client: id(SALE_MESSAGES.clientRequired).nullable(),
});

export const SALE_ORDERINGS = [
  'date_vente',
  '-date_vente',
  'total',
  '-total',
  'numero_facture',
  '-numero_facture',
] as const;

const amount = z.coerce
  .number({ error: 'Le montant doit être un nombre positif' })
  .int('Le montant doit être un nombre entier de centimes')
  .min(0, 'Le montant doit être un nombre positif')
  .max(Number.MAX_SAFE_INTEGER);
const isoDate = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ)' });

/**
 * The sale search filter as query parameters of the sale lists: client id exact,
 * invoice number case-insensitive substring, inclusive date range (whole days in the shops' time
 * zone), min/max on the total in hundredths with a zero bound ignored, sales with at least one
 * payment of `mode_paiement`. Direction narrows to one
 * shop with `magasin`; a gerant always gets their own shop.
 */
export const saleSearchQuerySchema = paginationQuerySchema.extend({
  client: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  magasin: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  numero_facture: queryText(50).optional(),
  date_debut: isoDate.optional(),
  date_fin: isoDate.optional(),
  montant_min: amount.optional(),
  montant_max: amount.optional(),
  statut: z.enum(SALE_STATUSES).optional(),
  mode_paiement: z.enum(SALE_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }).optional(),
  ordering: z.enum(SALE_ORDERINGS).default('-date_vente'),
});
export type SaleSearchQuery = z.input<typeof saleSearchQuerySchema>;

export const salePageSchema = paginatedSchema(saleSchema);

/** One sale in full, for the detail/invoice modal and the PDF. */
export const saleDetailSchema = saleSchema.extend({
  magasin: z.object({ id: z.number().int(), nom: z.string(), quartier: z.string() }),
  client: z
    .object({
      id: z.number().int(),
      nom: z.string(),
      prenom: z.string(),
      email: z.string().nullable(),
      contact: z.string().nullable(),
      adresse: z.string().nullable(),
    })
    .nullable(),
  /** Who recorded it. */
  vendeur: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  annulee_at: z.iso.datetime({ offset: true }).nullable(),
  /** Its payments in the order given; empty for a sale recorded before payments ('Non renseigné'). */
  paiements: z.array(paymentSchema),
  /** Hundredths: the change given back, all cash payments together. */
  monnaie_rendue: z.number().int().nonnegative(),
  /** The till session the sale went into; null for a sale recorded before tills. */
  session_caisse: z.number().int().positive().nullable(),
  /** Its credit notes, oldest first (each line's `quantite_retournee` says what came back). */
  retours: z.array(creditNoteSummarySchema),
  ...saleOfflineDetailFields,
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

/** A product the shop has in stock, for the sale form. */
export const storeProductSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.enum(CATALOGUE_TYPES),
  /** Hundredths: the catalogue's current unit price. */
  prix: z.number().int(),
  quantite_stock: z.number().int(),
  /** Its lots holding stock, most first then by name (the first is the sale form's default). */
  bains: lotsSchema,
});
export type StoreProduct = z.infer<typeof storeProductSchema>;
export const storeProductsSchema = z.array(storeProductSchema);

/** The invoice's file name: `facture_{numero}.pdf`. */
export const invoiceFileName = (numeroFacture: string) => `facture_${numeroFacture}.pdf`;

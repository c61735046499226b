import * as z from 'zod';
import { paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { PAYMENT_MESSAGES, SALE_PAYMENT_METHODS } from './payment-methods.ts';
import { SALE_STATUSES, saleSchema } from './sales.ts';
import { queryText } from './text.ts';

/**
 * The sales API (docs/architecture.md, 'A sale is one transaction' and 'Sales search'): paths,
 * messages, the search and the list shared by the server's routes and the /ventes screens. A sale
 * in full is sale-detail.ts; a new sale, sale-create.ts. Money is in hundredths.
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
  client: queryId.optional(),
  magasin: queryId.optional(),
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

/** The invoice's file name: `facture_{numero}.pdf`. */
export const invoiceFileName = (numeroFacture: string) => `facture_${numeroFacture}.pdf`;

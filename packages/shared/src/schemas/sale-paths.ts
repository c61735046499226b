/**
 * The sales API's paths, messages and orderings: no schema, so that a screen that only names a
 * path or shows a message does not build the sale schemas (sales-api.ts) as it loads.
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

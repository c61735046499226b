import { ADD_STOCK_DEFAULT_QUANTITY, QUANTITY_MAX } from '../constants.ts';
import { TEXT_MESSAGES } from '../messages.ts';

/**
 * Stock entries: supplier deliveries that add stock (docs/architecture.md, 'Rules the server
 * enforces'). Their paths, types, limits and French messages; the payloads are in `entries.ts`,
 * the form in `entry-form.ts`. Money is in hundredths.
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
/** The earliest entry date accepted. */
export const FIRST_ENTRY_DAY = '2000-01-01';

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

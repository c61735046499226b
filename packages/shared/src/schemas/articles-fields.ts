import { QUANTITY_MAX } from '../constants.ts';
import { QUANTITY_MESSAGES } from '../messages.ts';

/** The catalogue's vocabularies, defaults and French texts. */

/** The six product types, in the order of the menu. */
export const PRODUCT_TYPES = ['laine', 'accessoire', 'habit', 'trousse', 'kit', 'machine'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** The product types plus pouch components: every kind of row of the catalogue. */
export const CATALOGUE_TYPES = [...PRODUCT_TYPES, 'composant'] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/** How a type is named on screen: Laine, Accessoire, Habit, Kit, Trousse, Machine. */
export const ARTICLE_TYPE_LABELS: Record<CatalogueType, string> = {
  laine: 'Laine',
  accessoire: 'Accessoire',
  habit: 'Habit',
  trousse: 'Trousse',
  kit: 'Kit',
  machine: 'Machine',
  composant: 'Composant',
};

export const WOOL_FAMILIES = ['avec_marque', 'sans_marque'] as const;
export const WOOL_COLOR_TYPES = ['unique', 'multi'] as const;
export const ACCESSORY_TYPES = [
  'Aiguilles',
  'Crochets',
  'Boutons',
  'Fermetures',
  'Marqueurs',
  'Compteurs',
  'Ciseaux',
  'Autres',
] as const;
export const ACCESSORY_SIZES = ['petit', 'moyen', 'grand'] as const;
export const GARMENT_TYPES = [
  'Pull',
  'Gilet',
  'Cardigan',
  'Écharpe',
  'Bonnet',
  'Chaussettes',
  'Mitaines',
  'Châle',
  'Poncho',
  'Autre',
] as const;
export const GARMENT_SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] as const;
export const GARMENT_SEXES = ['Homme', 'Femme', 'Enfant', 'Mixte'] as const;
export type GarmentSex = (typeof GARMENT_SEXES)[number];
/**
 * A garment's `sexe` as the short `genre` code that clients of the specification's shape read:
 * H, F or ENF. That shape has no Mixte, so Mixte answers F there; Pelote itself keeps Mixte as its
 * own `sexe` (a decision: Mixte is not turned into Femme).
 */
export const GARMENT_GENRES = ['H', 'F', 'ENF'] as const;
export type GarmentGenre = (typeof GARMENT_GENRES)[number];
export const GARMENT_GENRE_OF_SEX: Record<GarmentSex, GarmentGenre> = {
  Homme: 'H',
  Femme: 'F',
  Enfant: 'ENF',
  Mixte: 'F',
};
/** The `genre` a caller may send in place of `sexe`: H, F, ENF, and MIXTE for Mixte. */
export const GARMENT_SEX_OF_GENRE: Readonly<Record<string, GarmentSex>> = {
  H: 'Homme',
  F: 'Femme',
  ENF: 'Enfant',
  MIXTE: 'Mixte',
};

export const WOOL_FAMILY_LABELS: Record<(typeof WOOL_FAMILIES)[number], string> = {
  avec_marque: 'Avec marque',
  sans_marque: 'Sans marque',
};
export const WOOL_COLOR_TYPE_LABELS: Record<(typeof WOOL_COLOR_TYPES)[number], string> = {
  unique: 'Unique',
  multi: 'Multicolore',
};
export const ACCESSORY_SIZE_LABELS: Record<(typeof ACCESSORY_SIZES)[number], string> = {
  petit: 'Petit',
  moyen: 'Moyen',
  grand: 'Grand',
};

/** The defaults a saved article gets when a field is left out. */
export const ARTICLE_DEFAULTS = {
  famille: 'sans_marque',
  grammage: 50,
  typeCouleur: 'unique',
  couleur: 'Non spécifié',
  tailleAccessoire: 'moyen',
  quantiteComposant: 1,
} as const;

/** The unit each type is saved with ('unité' where the type has no unit of its own). */
export const ARTICLE_UNITS: Record<CatalogueType, string> = {
  laine: 'pelote',
  accessoire: 'unité',
  habit: 'unité',
  trousse: 'pièce',
  kit: 'kit',
  machine: 'unité',
  composant: 'unité',
};

export const ARTICLE_NAME_MAX = 200;
export const ARTICLE_DESCRIPTION_MAX = 2000;
export const ARTICLE_TEXT_MAX = 200;
export const WOOL_GRAMMAGE_MAX = 100_000;
export const ARTICLE_QUANTITY_MAX = QUANTITY_MAX;

/** Validation texts of the product forms, given by the screens and the API alike. */
export const ARTICLE_MESSAGES = {
  invalidBody: 'Données invalides',
  nameRequired: 'Le nom est requis',
  nameTooLong: `Le nom ne peut pas dépasser ${ARTICLE_NAME_MAX} caractères`,
  descriptionRequired: 'La description est requise',
  descriptionTooLong: `La description ne peut pas dépasser ${ARTICLE_DESCRIPTION_MAX} caractères`,
  textTooLong: `Ce texte ne peut pas dépasser ${ARTICLE_TEXT_MAX} caractères`,
  priceRequired: 'Le prix unitaire est requis',
  pricePositive: 'Le prix doit être supérieur à 0',
  priceNegative: 'Le prix ne peut pas être négatif',
  priceInvalid: 'Le prix doit être un nombre avec au plus 2 décimales',
  priceHundredths: 'Le prix unitaire doit être un nombre entier de centièmes de FCFA',
  familleRequired: 'La famille est requise',
  familleInvalid: 'La famille doit être « avec_marque » ou « sans_marque »',
  typeCouleurRequired: 'Le type de couleur est requis',
  typeCouleurInvalid: 'Le type de couleur doit être « unique » ou « multi »',
  grammageRequired: 'Le grammage est requis',
  grammageInvalid: 'Le grammage doit être un nombre entier de grammes',
  grammageMin: 'Le grammage doit être d’au moins 1 g',
  grammageTooLarge: `Le grammage ne peut pas dépasser ${WOOL_GRAMMAGE_MAX} g`,
  accessoryTypeRequired: 'Le type est requis',
  accessoryTypeInvalid: `Le type doit être l’un de : ${ACCESSORY_TYPES.join(', ')}`,
  accessorySizeInvalid: 'La taille doit être petit, moyen ou grand',
  garmentTypeRequired: "Le type d'habit est requis",
  garmentTypeInvalid: `Le type d'habit doit être l’un de : ${GARMENT_TYPES.join(', ')}`,
  garmentSizeRequired: 'La taille est requise',
  garmentSizeInvalid: `La taille doit être l’une de : ${GARMENT_SIZES.join(', ')}`,
  garmentSexRequired: 'Le sexe est requis',
  garmentSexInvalid: 'Le sexe doit être Homme, Femme, Enfant ou Mixte',
  brandRequired: 'La marque est requise',
  componentsInvalid: 'La liste des composants est invalide',
  componentNameRequired: 'Le nom du composant est requis',
  componentQuantityRequired: 'La quantité du composant est requise',
  componentQuantityInvalid: 'La quantité doit être un nombre entier',
  componentQuantityMin: 'La quantité doit être au moins 1',
  /** Pouch component form. */
  nameAndTypeRequired: 'Nom et type obligatoires',
  quantityRequired: 'La quantité est requise',
  quantityInvalid: 'La quantité doit être un nombre entier',
  quantityMin: 'La quantité doit être au moins 1',
  quantityTooLarge: QUANTITY_MESSAGES.tooLarge,
  barcodeInvalid:
    'Le code-barres doit contenir de 1 à 48 caractères visibles, sans espace (chiffres EAN/UPC ou Code 128)',
  barcodeCheckDigit: 'Code-barres invalide : clé de contrôle incorrecte',
  barcodeTaken: 'Ce code-barres est déjà celui d’un autre article',
  /** Generic submit failure. */
  saveFailed: "Une erreur s'est produite lors de la sauvegarde",
} as const;

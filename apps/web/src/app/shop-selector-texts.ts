export const SHOP_SELECTOR_TEXTS = {
  allShops: 'Tous les magasins',
  assigned: 'Magasin assigné',
  label: 'Magasin',
  listLabel: 'Choisir un magasin',
  loading: 'Chargement...',
  inactive: 'Inactif',
  loadError: 'Erreur magasins',
} as const;

/** The list's key of 'Tous les magasins'. */
export const ALL_SHOPS_KEY = 'all';

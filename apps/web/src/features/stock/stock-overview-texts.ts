import type { StockAdded } from '@/components/stock-dialog';

/** The French texts of /stock's overview. */
export const STOCK_OVERVIEW_TEXTS = {
  title: 'Aperçu des stocks',
  shop: 'Magasin',
  type: "Type d'article",
  allTypes: 'Tous les types',
  totals: 'Totaux du magasin',
  articles: 'Articles',
  types: "Types d'articles",
  quantity: 'Quantité totale',
  /** Shipped by a transfer and not yet received: towards the shop, and from it. */
  inTransit: (coming: number, gone: number) =>
    `En transit : ${coming} en route vers ce magasin · ${gone} parti(s) de ce magasin`,
  loading: 'Chargement des stocks...',
  loadingShops: 'Chargement des magasins...',
  noShop: 'Aucun magasin trouvé',
  shopsError: 'Erreur magasins',
  noMatch: 'Aucun résultat trouvé',
  noMatchText: "Aucun article de ce type n'est en stock dans ce magasin.",
  clear: 'Effacer le filtre',
  add: 'Ajouter du stock',
  added: ({ quantite, product, shop }: StockAdded) =>
    `${quantite} × ${product.nom} ajouté au stock de ${shop.nom}.`,
  pager: 'Pagination des stocks',
} as const;

import { BAIN_MESSAGES, lotName } from '@pelote/shared';

/** What the sale's article lines say. */
export const SALE_LINES_TEXTS = {
  articles: 'Articles',
  product: 'Produit',
  quantity: 'Quantité',
  available: (n: number) => `Stock disponible : ${n}`,
  availableInLot: (n: number, bain: string) => `Stock disponible (bain ${lotName(bain)}) : ${n}`,
  lot: BAIN_MESSAGES.label,
  lotOption: (bain: string, n: number) => `${lotName(bain)} — ${n} en stock`,
  mixedLots: BAIN_MESSAGES.mixed,
  mixedLotsOf: (nom: string, bains: string[]) => `${nom} : ${bains.map(lotName).join(', ')}`,
  lineTotal: 'Total de la ligne',
  /** A price list's or a promotion's unit price, below the catalogue's. */
  listPrice: (nom: string, prix: string, catalogue: string) =>
    `${nom} : ${prix} l'unité (au lieu de ${catalogue})`,
  addLine: 'Ajouter un article',
  removeLine: (n: number) => `Retirer l'article ${n}`,
  loadingProducts: 'Chargement des produits...',
  noProducts: 'Aucun produit en stock dans ce magasin.',
  productsError: 'Erreur lors du chargement des produits',
} as const;

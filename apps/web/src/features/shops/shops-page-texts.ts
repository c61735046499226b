import type { StockAdded } from '@/components/stock-dialog';

export const SHOPS_PAGE_TEXTS = {
  title: 'Magasins',
  add: 'Ajouter un magasin',
  loading: 'Chargement des magasins...',
  loadError: 'Erreur lors du chargement des magasins',
  empty: 'Aucun magasin trouvé',
  createFirst: 'Créer un magasin',
  label: 'Liste des magasins',
  count: (count: number) => `${count} magasin${count > 1 ? 's' : ''}`,
  deleteTitle: 'Supprimer le magasin',
  deleteQuestion: 'Êtes-vous sûr de vouloir supprimer ce magasin ? Cette action est irréversible.',
  deleteFailed: 'Erreur lors de la suppression du magasin',
  fallback: "Erreur lors de l'opération",
  stockAdded: ({ quantite, product, shop }: StockAdded) =>
    `${quantite} × ${product.nom} ajouté au stock de ${shop.nom}.`,
} as const;

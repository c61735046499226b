import {
  type PurchaseOrder,
  type PurchaseOrderLine,
  purchaseOrderSchema,
  type ReorderLine,
  reorderLineSchema,
} from '@pelote/shared';
import { checked } from '@/test/utils';

/** Sample answers of the purchase orders' and the reorder's API for the web tests, checked against their schemas. */

export function orderLine(overrides: Partial<PurchaseOrderLine> = {}): PurchaseOrderLine {
  return {
    id: 101,
    article: { id: 7, nom: 'Laine mohair rose', type: 'laine', code_barre: '3017620422003' },
    quantite: 20,
    prix_unitaire: 90_000,
    montant: 1_800_000,
    quantite_recue: 0,
    reste: 20,
    soldee: 0,
    ...overrides,
  };
}

export const HOOKS = orderLine({
  id: 102,
  article: { id: 8, nom: 'Crochet 4 mm', type: 'accessoire', code_barre: '2000000000084' },
  quantite: 5,
  prix_unitaire: 0,
  montant: 0,
  reste: 5,
});

export function order(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return checked(purchaseOrderSchema, {
    id: 12,
    numero: 'BC-2026-000012',
    statut: 'envoye',
    fournisseur: { id: 3, nom: 'Filature Kossou', telephone: '07 08 09 10 11', delai_livraison: 7 },
    magasin: { id: 1, nom: 'Boutique Cocody', quartier: 'Cocody' },
    note: '',
    cree_le: '2026-11-20T09:00:00.000Z',
    cree_par: { id: 1, username: 'admin' },
    envoye_le: '2026-11-20T10:00:00.000Z',
    livraison_prevue: '2026-11-27T10:00:00.000Z',
    en_retard: false,
    solde_le: null,
    motif_solde: null,
    annule_le: null,
    quantite: 25,
    quantite_recue: 0,
    reste: 25,
    montant: 1_800_000,
    lignes: [orderLine(), HOOKS],
    receptions: [],
    whatsapp: {
      texte: 'Bonjour Filature Kossou, voici notre bon de commande BC-2026-000012 :',
      url: 'https://wa.me/2250708091011?text=Bonjour',
    },
    ...overrides,
  });
}

export function reorderLine(overrides: Partial<ReorderLine> = {}): ReorderLine {
  return checked(reorderLineSchema, {
    magasin: { id: 1, nom: 'Boutique Cocody' },
    article: { id: 7, nom: 'Laine mohair rose', type: 'laine', code_barre: '3017620422003' },
    fournisseur: { id: 3, nom: 'Filature Kossou' },
    suggestion: 18,
    methode: 'min_max',
    cible: 20,
    stock: 2,
    en_commande: 0,
    en_transit: 0,
    ventes: 0,
    jours: 28,
    jours_en_stock: 28,
    par_jour: 0,
    delai: 7,
    delai_par_defaut: false,
    couverture: 14,
    stock_securite: 0,
    minimum: 5,
    maximum: 20,
    colisage: null,
    prix_unitaire: 90_000,
    pourquoi: [
      'Min/max fixé à la main pour ce magasin : 5 / 20.',
      'Stock 2 + en commande 0 + en transit 0 = 2, au minimum ou en dessous : commander jusqu’au maximum, 20 − 2 = 18.',
    ],
    ...overrides,
  });
}

import {
  csvAmount,
  csvDateTime,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderListItem,
} from '@pelote/shared';
import { bonsCommande } from '../../db/schema/purchase-orders.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listRowsById, newestFirst } from '../../lib/list-export.ts';
import { listItemsOf, type OrderFilters, orderConditions } from './purchase-orders.repository.ts';

/** The purchase orders list (its filters), newest first, as the list shows it. */

const KEYSET = newestFirst(bonsCommande.createdAt, bonsCommande.id);

export function purchaseOrdersCsv(primary: DbOrTx, filters: OrderFilters): CsvExport<PurchaseOrderListItem> {
  const db = exportReader(primary);
  return {
    name: 'bons-de-commande',
    columns: [
      { header: 'Numéro', value: (order) => order.numero },
      { header: 'Statut', value: (order) => PURCHASE_ORDER_STATUS_LABELS[order.statut] },
      { header: 'Fournisseur', value: (order) => order.fournisseur.nom },
      { header: 'Magasin', value: (order) => order.magasin.nom },
      { header: 'Créé le', value: (order) => csvDateTime(order.cree_le) },
      { header: 'Envoyé le', value: (order) => order.envoye_le && csvDateTime(order.envoye_le) },
      {
        header: 'Livraison prévue',
        value: (order) => order.livraison_prevue && csvDateTime(order.livraison_prevue),
      },
      { header: 'En retard', value: (order) => (order.en_retard ? 'oui' : 'non') },
      { header: 'Lignes', value: (order) => order.nb_lignes },
      { header: 'Quantité commandée', value: (order) => order.quantite },
      { header: 'Quantité reçue', value: (order) => order.quantite_recue },
      { header: 'Reste attendu', value: (order) => order.reste },
      { header: 'Montant (FCFA)', value: (order) => csvAmount(order.montant) },
      { header: 'Motif du solde', value: (order) => order.motif_solde },
    ],
    batches: listRowsById(
      KEYSET,
      orderConditions(filters),
      () => db.select({ id: bonsCommande.id, cursor: keysetCursor(KEYSET) }).from(bonsCommande),
      (ids) => listItemsOf(db, ids),
    ),
  };
}

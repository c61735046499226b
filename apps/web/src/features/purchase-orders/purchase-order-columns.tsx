import { formatDate, type PurchaseOrderListItem } from '@pelote/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { Money } from '@/components/money';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge';

export const ORDER_COLUMN_TEXTS = {
  number: 'Bon de commande',
  supplier: 'Fournisseur',
  shop: 'Magasin',
  date: 'Créé le',
  status: 'Statut',
  received: 'Reçu',
  amount: 'Montant',
  actions: 'Actions',
  see: 'Voir',
  view: (numero: string) => `Voir le bon de commande ${numero}`,
  units: (received: number, ordered: number) => `${received} / ${ordered}`,
} as const;

const T = ORDER_COLUMN_TEXTS;

export const orderPath = (id: number) => `/bons-de-commande/${id}`;

/** The columns of the purchase orders list; a row opens its order's page. */
export function orderColumns(): DataTableColumn<PurchaseOrderListItem>[] {
  return [
    {
      id: 'numero',
      header: T.number,
      isRowHeader: true,
      card: 'title',
      cell: (row) => <span className="font-medium text-stone-900">{row.numero}</span>,
    },
    { id: 'fournisseur', header: T.supplier, cell: (row) => row.fournisseur.nom },
    { id: 'magasin', header: T.shop, cell: (row) => row.magasin.nom },
    { id: 'date', header: T.date, cell: (row) => formatDate(row.cree_le) },
    {
      id: 'statut',
      header: T.status,
      cell: (row) => <PurchaseOrderStatusBadge statut={row.statut} late={row.en_retard} />,
    },
    {
      id: 'recu',
      header: T.received,
      align: 'end',
      cell: (row) => T.units(row.quantite_recue, row.quantite),
    },
    {
      id: 'montant',
      header: T.amount,
      align: 'end',
      card: 'aside',
      cell: (row) => <Money value={row.montant} />,
    },
    actionsColumn(T.actions, (row) => (
      <Link
        to={orderPath(row.id)}
        aria-label={T.view(row.numero)}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <Eye aria-hidden="true" className="size-4" />
        {T.see}
      </Link>
    )),
  ];
}

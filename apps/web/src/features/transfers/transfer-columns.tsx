import { formatDate, type TransferListItem } from '@pelote/shared';
import { Eye } from 'lucide-react';
import { Button } from '@/components/button';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { TransferStatusBadge } from './transfer-status-badge';

export const TRANSFER_COLUMN_TEXTS = {
  number: 'Transfert',
  route: 'De → vers',
  date: 'Créé le',
  status: 'Statut',
  quantity: 'Quantité',
  actions: 'Actions',
  view: (id: number) => `Voir le transfert n° ${id}`,
  received: (received: number, shipped: number) => `${received} / ${shipped} reçu(s)`,
} as const;

const T = TRANSFER_COLUMN_TEXTS;

export function transferColumns(
  onView: (row: TransferListItem) => void,
): DataTableColumn<TransferListItem>[] {
  return [
    {
      id: 'numero',
      header: T.number,
      isRowHeader: true,
      cell: (row) => <span className="font-medium text-stone-900">n° {row.id}</span>,
    },
    {
      id: 'trajet',
      header: T.route,
      cell: (row) => (
        <span>
          {row.source.nom} → {row.destination.nom}
        </span>
      ),
    },
    { id: 'date', header: T.date, cell: (row) => formatDate(row.cree_le) },
    { id: 'statut', header: T.status, cell: (row) => <TransferStatusBadge statut={row.statut} /> },
    {
      id: 'quantite',
      card: 'aside',
      header: T.quantity,
      align: 'end',
      cell: (row) =>
        row.quantite_recue === null ? row.quantite : T.received(row.quantite_recue, row.quantite),
    },
    actionsColumn(T.actions, (row) => (
      <Button
        variant="secondary"
        size="sm"
        aria-label={T.view(row.id)}
        icon={<Eye aria-hidden="true" className="size-4" />}
        onPress={() => onView(row)}
      >
        Voir
      </Button>
    )),
  ];
}

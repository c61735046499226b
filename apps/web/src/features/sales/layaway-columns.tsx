import { clientName, formatDate, type LayawayListItem } from '@pelote/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { Money } from '@/components/money';
import { LayawayStatusBadge } from './layaway-status-badge';

export const LAYAWAY_COLUMN_TEXTS = {
  client: 'Client',
  shop: 'Magasin',
  date: 'Mise de côté le',
  due: 'Échéance',
  units: 'Réservés',
  deposit: 'Acompte',
  left: 'Reste estimé',
  status: 'Statut',
  actions: 'Actions',
  see: 'Voir',
  view: (client: string) => `Voir la mise de côté de ${client}`,
  reserved: (held: number, total: number) => `${held} / ${total}`,
} as const;

const T = LAYAWAY_COLUMN_TEXTS;

export const layawayPath = (id: number) => `/ventes/mises-de-cote/${id}`;

/** The columns of the layaways list; a row opens its layaway's page. */
export function layawayColumns(): DataTableColumn<LayawayListItem>[] {
  return [
    {
      id: 'client',
      header: T.client,
      isRowHeader: true,
      card: 'title',
      cell: (row) => <span className="font-medium text-stone-900">{clientName(row.client)}</span>,
    },
    { id: 'magasin', header: T.shop, cell: (row) => row.magasin.nom },
    { id: 'date', header: T.date, cell: (row) => formatDate(row.cree_le) },
    { id: 'echeance', header: T.due, cell: (row) => formatDate(row.echeance) },
    { id: 'statut', header: T.status, cell: (row) => <LayawayStatusBadge statut={row.statut} /> },
    {
      id: 'reserve',
      header: T.units,
      align: 'end',
      cell: (row) => T.reserved(row.quantite_reservee, row.quantite),
    },
    {
      id: 'acompte',
      header: T.deposit,
      align: 'end',
      card: 'aside',
      cell: (row) => <Money value={row.acompte} />,
    },
    { id: 'reste', header: T.left, align: 'end', cell: (row) => <Money value={row.reste_estime} /> },
    actionsColumn(T.actions, (row) => (
      <Link
        to={layawayPath(row.id)}
        aria-label={T.view(clientName(row.client))}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <Eye aria-hidden="true" className="size-4" />
        {T.see}
      </Link>
    )),
  ];
}

import type { Client } from '@pelote/shared';
import { Eye, Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import type { DataTableColumn } from '@/components/data-table';
import { PlainIconButton } from '@/components/icon-button';
import { Money } from '@/components/money';
import { ageInYears, clientFullName, formatAge } from './client-display';
import { ClientStatusBadge } from './client-status-badge';

export const CLIENT_COLUMN_TEXTS = {
  client: 'Client',
  contact: 'Contact',
  information: 'Informations',
  turnover: "Chiffre d'affaires",
  owed: 'Reste dû',
  status: 'Statut',
  actions: 'Actions',
  view: (name: string) => `Voir le profil de ${name}`,
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
} as const;

const T = CLIENT_COLUMN_TEXTS;

type ClientColumnsOptions = {
  canDelete: boolean;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
};

function ClientActions({ client, canDelete, onEdit, onDelete }: ClientColumnsOptions & { client: Client }) {
  const name = clientFullName(client);
  return (
    <div className="flex items-center justify-end gap-1">
      <Link
        to={`/clients/${client.id}`}
        aria-label={T.view(name)}
        title={T.view(name)}
        className={buttonStyles({ variant: 'ghost', size: 'icon' })}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      <PlainIconButton label={T.edit(name)} icon={Pencil} onPress={() => onEdit(client)} />
      {canDelete ? (
        <PlainIconButton
          label={T.delete(name)}
          icon={Trash2}
          onPress={() => onDelete(client)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        />
      ) : null}
    </div>
  );
}

/** The columns of the clients table. */
export function clientColumns(options: ClientColumnsOptions): DataTableColumn<Client>[] {
  return [
    {
      id: 'client',
      header: T.client,
      isRowHeader: true,
      cell: (client) => {
        const age = ageInYears(client.date_naissance);
        return (
          <div className="min-w-0">
            <p className="font-medium text-stone-900">{clientFullName(client)}</p>
            {age !== null ? <p className="text-xs text-stone-500">{formatAge(age)}</p> : null}
          </div>
        );
      },
    },
    {
      id: 'contact',
      header: T.contact,
      cell: (client) => (
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="flex items-center gap-1.5 whitespace-nowrap">
            <Phone aria-hidden="true" className="size-3.5 shrink-0 text-stone-500" />
            {client.contact}
          </span>
          {client.email ? (
            <span className="flex items-center gap-1.5 text-xs text-stone-500">
              <Mail aria-hidden="true" className="size-3.5 shrink-0 text-stone-500" />
              <span className="break-all">{client.email}</span>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'information',
      header: T.information,
      cell: (client) => {
        if (!client.profession && !client.nationalite_label && !client.adresse) return '—';
        return (
          <div className="flex max-w-56 min-w-0 flex-col gap-0.5 text-xs text-stone-600">
            {client.profession ? <span className="text-sm text-stone-800">{client.profession}</span> : null}
            {client.nationalite_label ? <span>{client.nationalite_label}</span> : null}
            {client.adresse ? (
              <span className="truncate" title={client.adresse}>
                {client.adresse}
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'chiffre_affaire',
      header: T.turnover,
      align: 'end',
      cell: (client) => <Money value={client.chiffre_affaire} />,
    },
    {
      id: 'solde_du',
      card: 'aside',
      header: T.owed,
      align: 'end',
      cell: (client) =>
        client.solde_du > 0 ? (
          <span className="font-semibold text-rose-800">
            <Money value={client.solde_du} />
          </span>
        ) : (
          <span className="text-stone-500">—</span>
        ),
    },
    { id: 'statut', header: T.status, cell: (client) => <ClientStatusBadge client={client} /> },
    {
      id: 'actions',
      header: T.actions,
      align: 'end',
      cell: (client) => <ClientActions client={client} {...options} />,
    },
  ];
}

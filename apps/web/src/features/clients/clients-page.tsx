import { type Client, can } from '@pelote/shared';
import { BellRing, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { ExportCsvButton } from '@/components/export-csv-button';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import { ListPage } from '@/components/list-page';
import { CreateButton } from '@/components/list-page-actions';
import { PENDING_DESCRIPTION } from '@/components/page';
import { PlainButton } from '@/components/plain-button';
import { SearchField } from '@/components/search-field';
import { useListScreen } from '@/components/use-list-screen';
import { DIALOG_LINKS, useDialogLink } from '@/lib/dialog-link';
import { useSession } from '@/lib/session';
import { CLIENT_COLUMN_TEXTS, clientColumns } from './client-columns';
import { clientFullName } from './client-display';
import { CLIENT_LIST_PATH, clientsQueryOptions } from './clients-api';

// The form (react-hook-form, its zod rules, its fields) and the confirmation are not needed to
// draw the list: fetched on idle once it has drawn, or on first press.
const ClientFormDialog = lazyOnUse(async () => (await import('./client-form-dialog')).ClientFormDialog);
const ClientDeleteDialog = lazyOnUse(async () => (await import('./client-delete-dialog')).ClientDeleteDialog);

export const CLIENTS_PAGE_TEXTS = {
  title: 'Clients',
  add: 'Ajouter un client',
  tableLabel: 'Liste des clients',
  search: 'Rechercher un client',
  searchPlaceholder: 'Nom, contact ou email...',
  debtors: 'Débiteurs',
  reminders: 'Relances',
  empty: 'Aucun client',
  emptyText: 'Ajoutez votre premier client pour commencer.',
  noMatch: 'Aucun résultat trouvé',
  noMatchText: 'Aucun client ne correspond à cette recherche.',
  clearSearch: 'Effacer la recherche',
  loading: 'Chargement des clients...',
  loadError: 'Erreur lors du chargement des clients',
  count: (count: number) => `${count} client${count > 1 ? 's' : ''}`,
} as const;

const T = CLIENTS_PAGE_TEXTS;

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; client: Client }
  | { kind: 'delete'; client: Client }
  | null;

/**
 * /clients: the table 5 per page, searched by the server, page and search
 * in the URL; one dialog host for create, edit and delete (delete for direction only).
 */
export function ClientsPage() {
  const { user } = useSession();
  const canDelete = can(user?.role, 'clients:delete');
  const [dialog, setDialog] = useState<DialogState>(null);
  const addButton = <CreateButton onPress={() => setDialog({ kind: 'create' })}>{T.add}</CreateButton>;
  const list = useListScreen({
    filterKeys: ['search', 'debiteurs'],
    query: ({ page, filters }) =>
      clientsQueryOptions({ page, search: filters.search, debiteurs: filters.debiteurs === '1' }),
    empty: { icon: Users, title: T.empty, text: T.emptyText, action: addButton },
    noResult: {
      title: T.noMatch,
      text: T.noMatchText,
      action: (clearFilters) => (
        <PlainButton variant="secondary" onPress={clearFilters}>
          {T.clearSearch}
        </PlainButton>
      ),
    },
  });
  const debtorsOnly = list.filters.debiteurs === '1';
  const data = list.data;
  usePrefetchOnIdle(ClientFormDialog.prefetch, ClientDeleteDialog.prefetch);
  // '/clients?nouveau=1' (the dashboard's 'Nouveau client') opens the new-client dialog.
  useDialogLink(DIALOG_LINKS.newClient, () => setDialog({ kind: 'create' }));

  // Made once per right: the rows re-render only when their client changes.
  const columns = useMemo(
    () =>
      clientColumns({
        canDelete,
        onEdit: (client) => setDialog({ kind: 'edit', client }),
        onDelete: (client) => setDialog({ kind: 'delete', client }),
      }),
    [canDelete],
  );

  return (
    <ListPage
      title={T.title}
      description={data ? T.count(data.count) : PENDING_DESCRIPTION}
      actions={
        <>
          {addButton}
          <Link to="/clients/relances" className={buttonStyles({ variant: 'secondary' })}>
            <BellRing aria-hidden="true" className="size-4" />
            {T.reminders}
          </Link>
          <ExportCsvButton
            path={CLIENT_LIST_PATH}
            params={{ search: list.filters.search || undefined, debiteurs: debtorsOnly ? 1 : undefined }}
            name="clients"
          />
        </>
      }
      toolbar={
        <div className="flex flex-wrap items-center gap-2">
          <SearchField
            label={T.search}
            hideLabel
            value={list.filters.search}
            onChange={(search) => list.setFilters({ search })}
            placeholder={T.searchPlaceholder}
            className="sm:max-w-sm"
          />
          <PlainButton
            variant="secondary"
            aria-pressed={debtorsOnly}
            onPress={() => list.setFilters({ debiteurs: debtorsOnly ? '' : '1' })}
            className="aria-pressed:border-rose-700 aria-pressed:bg-rose-50 aria-pressed:text-rose-800"
          >
            {T.debtors}
          </PlainButton>
        </div>
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns,
        getId: (client) => client.id,
        cardAction: {
          label: (client) => CLIENT_COLUMN_TEXTS.view(clientFullName(client)),
          href: (client) => `/clients/${client.id}`,
        },
        dependencies: [canDelete],
        minWidthClass: 'min-w-[56rem]',
      })}
    >
      {dialog?.kind === 'create' ? <ClientFormDialog client={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <ClientFormDialog key={dialog.client.id} client={dialog.client} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ClientDeleteDialog client={dialog.client} onClose={() => setDialog(null)} />
      ) : null}
    </ListPage>
  );
}

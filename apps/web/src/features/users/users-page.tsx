import { can, ROLE_LABELS, type User } from '@pelote/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { closeWhenIdle } from '@/components/close-when-idle';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DataTableColumn } from '@/components/data-table';
import { PlainIconButton } from '@/components/icon-button';
import { ListPage } from '@/components/list-page';
import { CreateButton } from '@/components/list-page-actions';
import { Page } from '@/components/page';
import { useListScreen } from '@/components/use-list-screen';
import { useSession } from '@/lib/session';
import { useShops } from '@/lib/shops-query';
import { UserFormDialog } from './user-form-dialog';
import { useCountries, useDeleteUser, usersListOptions } from './users-api';

export const USERS_PAGE_TEXTS = {
  title: 'Gestion des utilisateurs',
  add: 'Nouvel utilisateur',
  tableLabel: 'Utilisateurs',
  loading: 'Chargement des utilisateurs...',
  empty: 'Aucun utilisateur',
  user: 'Utilisateur',
  email: 'Email',
  role: 'Rôle',
  status: 'Statut',
  contact: 'Contact',
  shop: 'Magasin',
  actions: 'Actions',
  active: 'Actif',
  inactive: 'Inactif',
  none: '-',
  shopLabel: (id: number) => `Magasin ${id}`,
  edit: (username: string) => `Modifier ${username}`,
  delete: (username: string) => `Supprimer ${username}`,
  deleteTitle: "Supprimer l'utilisateur",
  deleteQuestion: (username: string) =>
    `Êtes-vous sûr de vouloir supprimer l'utilisateur ${username} ? Cette action est irréversible.`,
  loadFailed: 'Erreur lors du chargement des utilisateurs',
  deleteFailed: "Erreur lors de la suppression de l'utilisateur",
  noPermissionTitle: 'Accès non autorisé',
  noPermission: "Vous n'avez pas les permissions nécessaires pour gérer les utilisateurs",
} as const;

const T = USERS_PAGE_TEXTS;

type DialogState = { kind: 'create' } | { kind: 'edit'; user: User } | { kind: 'delete'; user: User } | null;

/** The delete confirmation: on success or failure it closes; a failure shows in the page banner. */
function DeleteUserDialog({
  user,
  onClose,
  onFailure,
}: {
  user: User;
  onClose: () => void;
  onFailure: (message: string) => void;
}) {
  const remove = useDeleteUser();
  async function confirm() {
    try {
      await remove.mutateAsync(user.id);
    } catch (error) {
      onFailure(error instanceof Error ? error.message : '');
    }
    onClose();
  }
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={closeWhenIdle(onClose, remove.isPending)}
      title={T.deleteTitle}
      message={T.deleteQuestion(user.username)}
      onConfirm={confirm}
      isPending={remove.isPending}
    />
  );
}

/**
 * /admin/utilisateurs: every user in one table with their role and status badges,
 * contact and shop; create, edit and delete through one dialog host; a failed load says so with
 * 'Réessayer', a failed deletion in a red banner. Direction only: without the permission nothing is loaded.
 */
export function UsersPage() {
  const { user: me } = useSession();
  const allowed = can(me?.role, 'users:manage');
  const countries = useCountries({ enabled: allowed });
  const shops = useShops({ enabled: allowed });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const addButton = <CreateButton onPress={() => setDialog({ kind: 'create' })}>{T.add}</CreateButton>;
  const list = useListScreen({
    filterKeys: [],
    query: () => usersListOptions({ enabled: allowed }),
    empty: { title: T.empty, action: addButton },
  });

  if (!allowed) {
    return (
      <Page title={T.title}>
        <Alert tone="error" title={T.noPermissionTitle}>
          {T.noPermission}
        </Alert>
      </Page>
    );
  }

  const countryNames = new Map((countries.data ?? []).map((country) => [country.code, country.name]));
  const shopNames = new Map((shops.data ?? []).map((shop) => [shop.id, shop.nom]));

  const columns: DataTableColumn<User>[] = [
    {
      id: 'user',
      header: T.user,
      isRowHeader: true,
      cell: (user) => (
        <div className="flex min-w-0 flex-col">
          <span className="font-medium text-stone-900">
            {user.first_name} {user.last_name}
          </span>
          <span className="text-stone-500">@{user.username}</span>
        </div>
      ),
    },
    { id: 'email', header: T.email, cell: (user) => <span className="break-all">{user.email}</span> },
    {
      id: 'role',
      header: T.role,
      cell: (user) => (
        <Badge tone={user.role === 'direction' ? 'red' : 'amber'}>{ROLE_LABELS[user.role]}</Badge>
      ),
    },
    {
      id: 'status',
      header: T.status,
      cell: (user) =>
        user.is_active ? <Badge tone="green">{T.active}</Badge> : <Badge tone="grey">{T.inactive}</Badge>,
    },
    {
      id: 'contact',
      header: T.contact,
      cell: (user) => (
        <div className="flex flex-col">
          <span>{user.telephone || T.none}</span>
          <span className="text-stone-500">{countryNames.get(user.nationalite) ?? user.nationalite}</span>
        </div>
      ),
    },
    {
      id: 'shop',
      header: T.shop,
      cell: (user) =>
        user.magasin === null ? (
          T.none
        ) : (
          <span title={shopNames.get(user.magasin)}>{T.shopLabel(user.magasin)}</span>
        ),
    },
    {
      id: 'actions',
      header: T.actions,
      align: 'end',
      cell: (user) => (
        <div className="flex items-center justify-end gap-1">
          <PlainIconButton
            label={T.edit(user.username)}
            icon={Pencil}
            onPress={() => setDialog({ kind: 'edit', user })}
          />
          <PlainIconButton
            label={T.delete(user.username)}
            icon={Trash2}
            isDisabled={user.id === me?.id}
            onPress={() => {
              setDeleteFailure(null);
              setDialog({ kind: 'delete', user });
            }}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          />
        </div>
      ),
    },
  ];

  return (
    <ListPage
      title={T.title}
      actions={addButton}
      toolbar={
        deleteFailure !== null ? (
          <Alert tone="error" title={T.deleteFailed}>
            {deleteFailure || undefined}
          </Alert>
        ) : null
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadFailed}
      table={list.table({
        'aria-label': T.tableLabel,
        columns,
        getId: (user) => user.id,
        dependencies: [countries.data, shops.data, me?.id],
        minWidthClass: 'min-w-[56rem]',
      })}
    >
      {dialog?.kind === 'create' ? <UserFormDialog user={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <UserFormDialog key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteUserDialog
          key={dialog.user.id}
          user={dialog.user}
          onClose={() => setDialog(null)}
          onFailure={setDeleteFailure}
        />
      ) : null}
    </ListPage>
  );
}

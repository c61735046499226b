import { can, SUPPLIER_MESSAGES, type Supplier } from '@pelote/shared';
import { Truck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import { ListPage } from '@/components/list-page';
import { CreateButton } from '@/components/list-page-actions';
import { PENDING_DESCRIPTION } from '@/components/page';
import { PlainButton } from '@/components/plain-button';
import { SearchField } from '@/components/search-field';
import { useListScreen } from '@/components/use-list-screen';
import { useSession } from '@/lib/session';
import { SUPPLIER_COLUMN_TEXTS, supplierColumns } from './supplier-columns';
import { SUPPLIER_LIST_PATH, suppliersQueryOptions } from './suppliers-api';

// The form and the confirmation are not needed to draw the list: fetched on idle, or on first press.
const SupplierFormDialog = lazyOnUse(async () => (await import('./supplier-form-dialog')).SupplierFormDialog);
const SupplierDeleteDialog = lazyOnUse(
  async () => (await import('./supplier-delete-dialog')).SupplierDeleteDialog,
);

export const SUPPLIERS_PAGE_TEXTS = {
  title: 'Fournisseurs',
  add: 'Ajouter un fournisseur',
  tableLabel: 'Liste des fournisseurs',
  search: 'Rechercher un fournisseur',
  searchPlaceholder: 'Nom, téléphone ou quartier...',
  empty: SUPPLIER_MESSAGES.empty,
  emptyText: 'Les fournisseurs enregistrés ici se choisissent dans les entrées de stock.',
  noMatch: 'Aucun résultat trouvé',
  noMatchText: 'Aucun fournisseur ne correspond à cette recherche.',
  clearSearch: 'Effacer la recherche',
  loading: 'Chargement des fournisseurs...',
  loadError: 'Erreur lors du chargement des fournisseurs',
  count: (count: number) => `${count} fournisseur${count > 1 ? 's' : ''}`,
} as const;

const T = SUPPLIERS_PAGE_TEXTS;

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; supplier: Supplier }
  | { kind: 'delete'; supplier: Supplier }
  | null;

/**
 * /fournisseurs: the suppliers 5 per page by name, searched by the server, page and search in the
 * URL; direction adds, edits and deletes them (one dialog host), a gerant reads them.
 */
export function SuppliersPage() {
  const { user } = useSession();
  const canManage = can(user?.role, 'suppliers:manage');
  const [dialog, setDialog] = useState<DialogState>(null);
  const addButton = canManage ? (
    <CreateButton onPress={() => setDialog({ kind: 'create' })}>{T.add}</CreateButton>
  ) : undefined;
  const list = useListScreen({
    filterKeys: ['search'],
    query: ({ page, filters }) => suppliersQueryOptions({ page, search: filters.search }),
    empty: { icon: Truck, title: T.empty, text: T.emptyText, ...(addButton ? { action: addButton } : {}) },
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
  const data = list.data;
  usePrefetchOnIdle(SupplierFormDialog.prefetch, SupplierDeleteDialog.prefetch);

  const columns = useMemo(
    () =>
      supplierColumns({
        canManage,
        onEdit: (supplier) => setDialog({ kind: 'edit', supplier }),
        onDelete: (supplier) => setDialog({ kind: 'delete', supplier }),
      }),
    [canManage],
  );

  return (
    <ListPage
      title={T.title}
      description={data ? T.count(data.count) : PENDING_DESCRIPTION}
      actions={
        <>
          {addButton}
          <ExportCsvButton
            path={SUPPLIER_LIST_PATH}
            params={{ search: list.filters.search || undefined }}
            name="fournisseurs"
          />
        </>
      }
      toolbar={
        <SearchField
          label={T.search}
          hideLabel
          value={list.filters.search}
          onChange={(search) => list.setFilters({ search })}
          placeholder={T.searchPlaceholder}
          className="sm:max-w-sm"
        />
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns,
        getId: (supplier) => supplier.id,
        ...(canManage
          ? {
              cardAction: {
                label: (supplier: Supplier) => SUPPLIER_COLUMN_TEXTS.edit(supplier.nom),
                onPress: (supplier: Supplier) => setDialog({ kind: 'edit', supplier }),
              },
            }
          : {}),
        dependencies: [canManage],
        minWidthClass: 'min-w-[48rem]',
      })}
    >
      {dialog?.kind === 'create' ? (
        <SupplierFormDialog supplier={null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <SupplierFormDialog
          key={dialog.supplier.id}
          supplier={dialog.supplier}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <SupplierDeleteDialog supplier={dialog.supplier} onClose={() => setDialog(null)} />
      ) : null}
    </ListPage>
  );
}

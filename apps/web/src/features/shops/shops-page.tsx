import { can, PAGE_SIZE } from '@pelote/shared';
import { Plus, Store } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, LoadingState, QueryErrorState } from '@/components/status';
import type { StockAdded } from '@/components/stock-dialog';
import { useListParams } from '@/components/use-list-params';
import { useSession } from '@/lib/session';
import { ShopCard } from './shop-card';
import { useShops } from './shops-api';
import { type ShopsDialog as DialogState, ShopsDialogs } from './shops-dialogs';
import { SHOPS_PAGE_TEXTS } from './shops-page-texts';

export { SHOPS_PAGE_TEXTS };

const T = SHOPS_PAGE_TEXTS;
const NO_FILTERS = [] as const;

/**
 * /magasins: the shops as cards, 5 per page (page in the URL), with the create,
 * edit and delete dialogs for direction. A gerant sees their own shop only, without those buttons.
 */
export function ShopsPage() {
  const { user } = useSession();
  const canManage = can(user?.role, 'shops:manage');
  const canAddStock = can(user?.role, 'stock:write');
  const query = useShops();
  const { page, setPage } = useListParams(NO_FILTERS);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [stockAdded, setStockAdded] = useState<StockAdded | null>(null);

  const shops = query.data ?? [];
  const totalPages = Math.max(1, Math.ceil(shops.length / PAGE_SIZE));
  const currentPage = Math.min(page, totalPages);
  const visible = shops.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  // After a delete empties the last page, show the page before it.
  useEffect(() => {
    if (query.data && page > totalPages) setPage(totalPages);
  }, [query.data, page, totalPages, setPage]);

  function open(next: DialogState) {
    setDeleteFailure(null);
    setStockAdded(null);
    setDialog(next);
  }

  /** Adding stock reloads the list. */
  function onStockAdded(added: StockAdded) {
    setStockAdded(added);
    void query.refetch();
  }

  const createLabel = (label: string) =>
    canManage ? (
      <Button icon={<Plus aria-hidden="true" className="size-4" />} onPress={() => open({ kind: 'create' })}>
        {label}
      </Button>
    ) : null;

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (query.isError) body = <QueryErrorState title={T.loadError} query={query} />;
  else if (shops.length === 0)
    body = <EmptyState icon={Store} title={T.empty} action={createLabel(T.createFirst)} />;
  else
    body = (
      <>
        <ul aria-label={T.label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((shop) => (
            <li key={shop.id} className="flex">
              <ShopCard
                shop={shop}
                canManage={canManage}
                canAddStock={canAddStock}
                onAddStock={(row) => open({ kind: 'stock', shop: row })}
                onEdit={(row) => open({ kind: 'edit', shop: row })}
                onDelete={(row) => open({ kind: 'delete', shop: row })}
              />
            </li>
          ))}
        </ul>
        <Pagination page={currentPage} totalPages={totalPages} onPageChange={setPage} />
      </>
    );

  return (
    <Page
      title={T.title}
      description={query.data ? T.count(shops.length) : undefined}
      actions={createLabel(T.add)}
    >
      {deleteFailure ? <Alert tone="error">{deleteFailure}</Alert> : null}
      {stockAdded ? <Alert tone="success">{T.stockAdded(stockAdded)}</Alert> : null}
      {body}
      <ShopsDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onStockAdded={onStockAdded}
        onDeleteFailed={setDeleteFailure}
      />
    </Page>
  );
}

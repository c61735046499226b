import { ARTICLE_EXPORT_NAMES, ARTICLE_PAGE_SIZE_MAX, can, PAGE_SIZE } from '@pelote/shared';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/button';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { useListParams } from '@/components/use-list-params';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { ArticleDeleteDialog } from './article-delete-dialog';
import { ARTICLE_FILTER_KEYS, ArticleFilterBar, articleFilterParams } from './article-filters';
import { ArticleFormDialog } from './article-form-dialog';
import type { ArticleItem, ArticleScreen } from './article-screen';
import { ArticleShopStockSection } from './article-stock-slots';
import { ArticleTable } from './article-table';
import { useArticlePage } from './articles-api';

export const ARTICLE_PAGE_TEXTS = {
  count: (count: number) => `${count} article${count > 1 ? 's' : ''}`,
  truncated: (shown: number, count: number) =>
    `${shown} affichés sur ${count} : affinez la recherche pour voir les autres.`,
} as const;

const T = ARTICLE_PAGE_TEXTS;

type DialogState<Item> =
  | { kind: 'create' }
  | { kind: 'edit'; item: Item }
  | { kind: 'delete'; item: Item }
  | null;

/**
 * One catalogue screen: the filters and the page in the URL,
 * the table 5 per page with its pager (garments on one page), and the create / edit / delete
 * dialogs (one host, one state). The stock issue fills the shop stock section.
 */
export function ArticlePage<Item extends ArticleItem, Input extends FieldValues, Payload>({
  screen,
}: {
  screen: ArticleScreen<Item, Input, Payload>;
}) {
  const { kind, paginated = true, showStatus = true } = screen;
  const { user } = useSession();
  const canWrite = can(user?.role, 'catalogue:write');
  const { shop, shopId } = useSelectedShop();
  const list = useListParams(ARTICLE_FILTER_KEYS);
  const [dialog, setDialog] = useState<DialogState<Item>>(null);

  const query = useArticlePage(kind, screen.pageSchema, {
    page: paginated ? list.page : 1,
    page_size: paginated ? PAGE_SIZE : ARTICLE_PAGE_SIZE_MAX,
    ...articleFilterParams(list.filters, shopId),
  });
  const data = query.data;

  // After a delete empties the last page, show the page before it.
  const { setPage } = list;
  useEffect(() => {
    if (paginated && data && data.total_pages > 0 && list.page > data.total_pages) setPage(data.total_pages);
  }, [paginated, data, list.page, setPage]);

  const createButton = canWrite ? (
    <Button
      icon={<Plus aria-hidden="true" className="size-4" />}
      onPress={() => setDialog({ kind: 'create' })}
    >
      {kind.texts.add}
    </Button>
  ) : null;

  return (
    <Page
      title={kind.texts.title}
      description={data ? T.count(data.count) : undefined}
      actions={
        <>
          {createButton}
          <ExportCsvButton
            path={kind.api.list}
            params={articleFilterParams(list.filters, shopId)}
            name={ARTICLE_EXPORT_NAMES[kind.type]}
          />
        </>
      }
    >
      <ArticleFilterBar
        filters={list.filters}
        onChange={list.setFilters}
        onClear={list.clearFilters}
        activeFilters={list.activeFilters}
        shopName={shop?.nom ?? null}
        typeFilter={screen.typeFilter}
      />
      <section className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ArticleTable
          kind={kind}
          columns={screen.columns}
          showStatus={showStatus}
          canWrite={canWrite}
          items={data?.results}
          isPending={query.isPending}
          isBusy={query.isPlaceholderData}
          loadError={query.isError ? query.error.message : null}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
          hasFilters={list.activeFilters > 0}
          onClearFilters={list.clearFilters}
          createButton={createButton}
          onEdit={(item) => setDialog({ kind: 'edit', item })}
          onDelete={(item) => setDialog({ kind: 'delete', item })}
        />
      </section>
      {!paginated && data && data.count > data.results.length ? (
        <p className="text-sm text-stone-600">{T.truncated(data.results.length, data.count)}</p>
      ) : null}
      {paginated && data ? (
        <Pagination
          page={Math.min(list.page, Math.max(1, data.total_pages))}
          totalPages={data.total_pages}
          onPageChange={list.setPage}
        />
      ) : null}

      <ArticleShopStockSection kind={kind} />

      {dialog?.kind === 'create' ? (
        <ArticleFormDialog screen={screen} item={null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ArticleFormDialog
          key={dialog.item.id}
          screen={screen}
          item={dialog.item}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ArticleDeleteDialog kind={kind} item={dialog.item} onClose={() => setDialog(null)} />
      ) : null}
    </Page>
  );
}

import type { ArticleKind } from '@pelote/shared';
import { COST_TEXTS, formatCost } from '@pelote/shared';
import { FilterX, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import { useSession } from '@/lib/session';
import { ArticleRowActions } from './article-row-actions';
import type { ArticleItem } from './article-screen';
import { HAS_ROW_STOCK_ACTION } from './article-stock-slots';

export const ARTICLE_TABLE_TEXTS = {
  status: 'Statut',
  active: 'Actif',
  actions: 'Actions',
  noMatch: 'Aucun résultat trouvé',
  noMatchText: 'Aucun article ne correspond à ces filtres.',
  clear: 'Effacer les filtres',
} as const;

const T = ARTICLE_TABLE_TEXTS;

type ArticleTableProps<Item extends ArticleItem> = {
  kind: ArticleKind;
  /** The type's data columns; 'Statut' and 'Actions' are added here. */
  columns: readonly DataTableColumn<Item>[];
  showStatus: boolean;
  canWrite: boolean;
  /** The list query's state. */
  items: readonly Item[] | undefined;
  isPending: boolean;
  isBusy: boolean;
  loadError: string | null;
  isRetrying: boolean;
  onRetry: () => void;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** The header's create button (direction only), repeated in the empty state. */
  createButton: ReactNode;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
};

/**
 * The table of a catalogue screen and its states: loading, load error with the
 * server's message and 'Réessayer', empty ('Aucune machine enregistrée'), nothing matching the
 * filters ('Aucun résultat trouvé'), and the rows with 'Actif' and their actions.
 */
export function ArticleTable<Item extends ArticleItem>(props: ArticleTableProps<Item>) {
  const { kind, items, loadError } = props;
  // Direction sees each article's weighted average cost (CMP); a gerant's answers carry none.
  const showCost = useSession().user?.role === 'direction' && kind.type !== 'composant';
  if (props.isPending) return <LoadingState label={kind.texts.loading} />;
  const error =
    loadError !== null ? (
      <ErrorState
        title={kind.texts.loadError}
        error={loadError}
        onRetry={props.onRetry}
        isRetrying={props.isRetrying}
      />
    ) : null;
  if (!items) return error;

  const columns: DataTableColumn<Item>[] = [
    ...props.columns,
    ...(showCost
      ? [
          {
            id: 'cout_moyen',
            header: COST_TEXTS.averageCost,
            align: 'end' as const,
            cell: (item: Item) => (
              <span className="whitespace-nowrap tabular-nums">{formatCost(item.cout_moyen)}</span>
            ),
          },
        ]
      : []),
    ...(props.showStatus
      ? [{ id: 'statut', header: T.status, cell: () => <Badge tone="green">{T.active}</Badge> }]
      : []),
    ...(props.canWrite || HAS_ROW_STOCK_ACTION
      ? [
          {
            id: 'actions',
            header: T.actions,
            align: 'end' as const,
            isSticky: true,
            cell: (item: Item) => (
              <ArticleRowActions
                kind={kind}
                item={item}
                canWrite={props.canWrite}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
              />
            ),
          },
        ]
      : []),
  ];

  const emptyState = props.hasFilters ? (
    <EmptyState
      icon={SearchX}
      title={T.noMatch}
      text={T.noMatchText}
      action={
        <Button
          variant="secondary"
          icon={<FilterX aria-hidden="true" className="size-4" />}
          onPress={props.onClearFilters}
        >
          {T.clear}
        </Button>
      }
    />
  ) : (
    <EmptyState title={kind.texts.empty} action={props.createButton} />
  );

  return (
    <>
      <DataTable
        aria-label={kind.texts.label}
        columns={columns}
        items={items}
        getId={(item) => item.id}
        emptyState={emptyState}
        isBusy={props.isBusy}
        dependencies={[props.canWrite]}
      />
      {error ? <div className="border-t border-stone-200">{error}</div> : null}
    </>
  );
}

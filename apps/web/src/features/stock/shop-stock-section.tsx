import {
  ARTICLE_TYPE_LABELS,
  type ArticleKind,
  type ComponentStockRow,
  LAYAWAY_MESSAGES,
  PAGE_SIZE,
  type Paginated,
  STOCK_MESSAGES,
  STOCK_PATHS,
  type StockLine,
} from '@pelote/shared';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/badge';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DisclosureButton } from '@/components/disclosure-button';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Money } from '@/components/money';
import { Pagination } from '@/components/pagination';
import { EmptyState, LoadingState, QueryErrorState } from '@/components/status';
import { type SelectableShop, useSelectedShop } from '@/lib/selected-shop';
import { LotQuantities } from './lot-quantities';
import { useComponentStock, useStockLines } from './stock-api';

export const SHOP_STOCK_TEXTS = {
  title: (shop: string) => `Stock - ${shop}`,
  show: 'Afficher le stock',
  hide: 'Masquer le stock',
  loading: 'Chargement du stock...',
  inStock: 'En stock',
  name: 'Nom',
  type: 'Type',
  marque: 'Marque',
  price: 'Prix',
  unitPrice: 'Prix unitaire',
  stock: 'Stock',
  lots: 'Bains',
  status: 'Statut',
  emptyMachines: 'Aucune machine en stock',
  emptyComponents: 'Aucun composant en stock dans ce magasin.',
  pager: 'Pagination du stock',
} as const;

const T = SHOP_STOCK_TEXTS;

type Row = { id: number; nom: string; prix_unitaire: number; quantite_stock: number };

const statusColumn: DataTableColumn<Row> = {
  id: 'statut',
  header: T.status,
  cell: () => <Badge tone="green">{T.inStock}</Badge>,
};
const nameColumn: DataTableColumn<Row> = {
  id: 'nom',
  header: T.name,
  isRowHeader: true,
  cell: (row) => <span className="font-medium text-stone-900">{row.nom}</span>,
};
const stockColumn: DataTableColumn<Row> = {
  id: 'stock',
  card: 'aside',
  header: T.stock,
  align: 'end',
  cell: (row) => <span className="tabular-nums">{row.quantite_stock}</span>,
};
/** A stock line's: '12 · 4 réservés' where layaways hold some. */
const lineStockColumn: DataTableColumn<StockLine> = {
  id: 'stock',
  card: 'aside',
  header: T.stock,
  align: 'end',
  cell: (line) => (
    <span className="tabular-nums">
      {line.quantite_stock}
      {line.reserve ? ` · ${LAYAWAY_MESSAGES.reservedLabel(line.reserve)}` : ''}
    </span>
  ),
};
const priceColumn = (header: string): DataTableColumn<Row> => ({
  id: 'prix',
  header,
  align: 'end',
  cell: (row) => <Money value={row.prix_unitaire} />,
});

/** Machines: Nom, Type, Marque, Prix, Stock, Statut. */
const machineColumns: DataTableColumn<StockLine>[] = [
  nameColumn,
  { id: 'type', header: T.type, cell: (line) => ARTICLE_TYPE_LABELS[line.article_type] },
  { id: 'marque', header: T.marque, cell: (line) => line.marque || '—' },
  priceColumn(T.price),
  stockColumn,
  statusColumn,
];
const lineColumns: DataTableColumn<StockLine>[] = [
  nameColumn,
  priceColumn(T.price),
  lineStockColumn,
  statusColumn,
];
/** Wool: the quantities per lot ('Bains') beside the total. */
const woolColumns: DataTableColumn<StockLine>[] = [
  nameColumn,
  priceColumn(T.price),
  lineStockColumn,
  { id: 'bains', header: T.lots, cell: (line) => <LotQuantities lots={line.bains} /> },
  statusColumn,
];
const componentColumns: DataTableColumn<ComponentStockRow>[] = [
  nameColumn,
  { id: 'type', header: T.type, cell: (row) => row.type || '—' },
  priceColumn(T.unitPrice),
  stockColumn,
  statusColumn,
];

type StockQuery<Item> = {
  data: Paginated<Item> | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** One page of stock rows with its loading, error (with 'Réessayer') and empty states. */
function StockRows<Item extends Row>(props: {
  label: string;
  query: StockQuery<Item>;
  columns: DataTableColumn<Item>[];
  empty: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { query } = props;
  if (query.isPending) return <LoadingState label={T.loading} />;
  if (query.isError || !query.data)
    return <QueryErrorState title={STOCK_MESSAGES.stockLoadError} query={query} />;
  const data = query.data;
  return (
    <>
      <DataTable
        aria-label={props.label}
        columns={props.columns}
        items={data.results}
        getId={(row) => row.id}
        emptyState={<EmptyState title={props.empty} />}
        isBusy={query.isPlaceholderData}
        minWidthClass="min-w-[32rem]"
      />
      {data.total_pages > 1 ? (
        <div className="border-t border-stone-200 px-4 py-3">
          <Pagination
            page={Math.min(props.page, data.total_pages)}
            totalPages={data.total_pages}
            onPageChange={props.onPageChange}
            label={T.pager}
          />
        </div>
      ) : null}
    </>
  );
}

function LinesPanel({ kind, shop }: { kind: ArticleKind; shop: SelectableShop }) {
  const [page, setPage] = useState(1);
  const query = useStockLines(shop.id, { page, page_size: PAGE_SIZE, type: kind.type });
  const isMachine = kind.type === 'machine';
  return (
    <StockRows
      label={T.title(shop.nom)}
      query={query}
      columns={isMachine ? machineColumns : kind.type === 'laine' ? woolColumns : lineColumns}
      empty={isMachine ? T.emptyMachines : STOCK_MESSAGES.emptyShop}
      page={page}
      onPageChange={setPage}
    />
  );
}

function ComponentsPanel({ shop }: { shop: SelectableShop }) {
  const [page, setPage] = useState(1);
  const query = useComponentStock(shop.id, page);
  return (
    <StockRows
      label={T.title(shop.nom)}
      query={query}
      columns={componentColumns}
      empty={T.emptyComponents}
      page={page}
      onPageChange={setPage}
    />
  );
}

/**
 * The product pages' shop-stock section: shown only when a shop is selected, closed at
 * first ('Afficher le stock' / 'Masquer le stock'), loaded only when open, 5 rows per page showing
 * 'En stock'. Pouch components read their own list. Adding stock anywhere reloads it.
 */
export function ShopStockSection({ kind }: { kind: ArticleKind }) {
  const { shop } = useSelectedShop();
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  if (!shop) return null;

  let panel: ReactNode = null;
  if (isOpen)
    panel =
      kind.type === 'composant' ? (
        <ComponentsPanel key={shop.id} shop={shop} />
      ) : (
        <LinesPanel key={shop.id} kind={kind} shop={shop} />
      );

  return (
    <section
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-stone-900">
          {T.title(shop.nom)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {kind.type === 'composant' ? null : (
            <ExportCsvButton
              path={`${STOCK_PATHS.shopLines}/${shop.id}`}
              params={{ type: kind.type }}
              name="stock-magasin"
              size="sm"
            />
          )}
          <DisclosureButton isOpen={isOpen} panelId={panelId} onToggle={() => setOpen((open) => !open)}>
            {isOpen ? T.hide : T.show}
          </DisclosureButton>
        </div>
      </div>
      {isOpen ? (
        <div id={panelId} className="border-t border-stone-200">
          {panel}
        </div>
      ) : null}
    </section>
  );
}

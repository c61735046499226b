import { ARTICLE_TYPE_LABELS, type LowStockItem } from '@pelote/shared';
import { Badge } from '@/components/badge';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { ALERT_STATUS_TONES } from './alert-status-tones';

export const ALERTS_TABLE_TEXTS = {
  label: 'Alertes de stock',
  product: 'Produit',
  type: 'Type',
  shop: 'Magasin',
  current: 'Stock actuel',
  threshold: 'Seuil',
  status: 'Statut',
} as const;

const T = ALERTS_TABLE_TEXTS;

/** 'Critique' in red, 'Attention' in amber (docs/architecture.md, 'Stock alert levels'). */

const columns: DataTableColumn<LowStockItem>[] = [
  {
    id: 'produit',
    header: T.product,
    isRowHeader: true,
    cell: (item) => <span className="font-medium text-stone-900">{item.nom}</span>,
  },
  { id: 'type', header: T.type, cell: (item) => ARTICLE_TYPE_LABELS[item.type] },
  { id: 'magasin', header: T.shop, cell: (item) => item.magasin.nom },
  {
    id: 'actuel',
    card: 'aside',
    header: T.current,
    align: 'end',
    cell: (item) => <span className="tabular-nums">{item.quantite_actuelle}</span>,
  },
  {
    id: 'seuil',
    header: T.threshold,
    align: 'end',
    cell: (item) => <span className="tabular-nums">{item.quantite_seuil}</span>,
  },
  {
    id: 'statut',
    header: T.status,
    cell: (item) => <Badge tone={ALERT_STATUS_TONES[item.statut]}>{item.statut}</Badge>,
  },
];

/** The alerts' table: Produit, Type, Magasin, Stock actuel, Seuil, Statut. */
export function StockAlertsTable({ items, isBusy }: { items: readonly LowStockItem[]; isBusy: boolean }) {
  return (
    <DataTable
      aria-label={T.label}
      columns={columns}
      items={items}
      getId={(item) => item.id}
      isBusy={isBusy}
      minWidthClass="min-w-[36rem]"
    />
  );
}

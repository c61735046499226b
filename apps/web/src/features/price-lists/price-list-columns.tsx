import { ARTICLE_TYPE_LABELS, formatDateTime, type PriceListSummary } from '@pelote/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/badge';
import { actionsColumn, type DataTableColumn } from '@/components/data-table-parts';
import { PlainIconButton } from '@/components/icon-button';

export const PRICE_LIST_COLUMN_TEXTS = {
  nom: 'Tarif',
  pourQui: 'Pour',
  magasins: 'Magasins',
  periode: 'Période',
  prix: 'Prix',
  clients: 'Clients',
  actions: 'Actions',
  promotion: 'Tous les clients (promotion)',
  assigned: 'Clients attribués',
  inactive: 'Inactif',
  allShops: 'Tous',
  always: 'Toujours',
  from: (date: string) => `À partir du ${date}`,
  until: (date: string) => `Jusqu’au ${date}`,
  between: (from: string, until: string) => `Du ${from} au ${until}`,
  articles: (n: number) => `${n} article${n > 1 ? 's' : ''}`,
  clientCount: (n: number) => `${n} client${n > 1 ? 's' : ''}`,
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
} as const;

const T = PRICE_LIST_COLUMN_TEXTS;

/** 'Du 24/12/2026 08:00 au 24/12/2026 18:00', in the shops' time. */
export function periodText(list: Pick<PriceListSummary, 'du' | 'au'>): string {
  if (list.du && list.au) return T.between(formatDateTime(list.du), formatDateTime(list.au));
  if (list.du) return T.from(formatDateTime(list.du));
  if (list.au) return T.until(formatDateTime(list.au));
  return T.always;
}

/** '3 articles, Laine −10 %, Kit −5 %'. */
function pricesText(list: PriceListSummary): string {
  const types = list.types.map(
    (line) => `${ARTICLE_TYPE_LABELS[line.type]} −${String(line.pourcentage).replace('.', ',')} %`,
  );
  return [...(list.nb_articles > 0 ? [T.articles(list.nb_articles)] : []), ...types].join(', ');
}

type PriceListColumnsOptions = {
  canManage: boolean;
  /** The shops' names by id (a shop since deleted is left out). */
  shopName: (id: number) => string | undefined;
  onEdit: (list: PriceListSummary) => void;
  onDelete: (list: PriceListSummary) => void;
};

/** The columns of the price lists table; edit and delete for direction only. */
export function priceListColumns({
  canManage,
  shopName,
  onEdit,
  onDelete,
}: PriceListColumnsOptions): DataTableColumn<PriceListSummary>[] {
  const columns: DataTableColumn<PriceListSummary>[] = [
    {
      id: 'nom',
      header: T.nom,
      isRowHeader: true,
      card: 'title',
      cell: (list) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-stone-900">{list.nom}</span>
          {list.active ? null : <Badge tone="grey">{T.inactive}</Badge>}
        </span>
      ),
    },
    { id: 'pour', header: T.pourQui, cell: (list) => (list.pour_tous ? T.promotion : T.assigned) },
    {
      id: 'magasins',
      header: T.magasins,
      cell: (list) =>
        list.magasins.length === 0
          ? T.allShops
          : list.magasins.flatMap((id) => shopName(id) ?? []).join(', '),
    },
    { id: 'periode', header: T.periode, cell: (list) => periodText(list) },
    { id: 'prix', header: T.prix, cell: (list) => pricesText(list) },
    {
      id: 'clients',
      header: T.clients,
      align: 'end',
      card: 'aside',
      cell: (list) => (list.pour_tous ? '—' : T.clientCount(list.clients)),
    },
  ];
  if (!canManage) return columns;
  return [
    ...columns,
    actionsColumn(T.actions, (list) => (
      <div className="flex items-center justify-end gap-1">
        <PlainIconButton label={T.edit(list.nom)} icon={Pencil} onPress={() => onEdit(list)} />
        <PlainIconButton
          label={T.delete(list.nom)}
          icon={Trash2}
          onPress={() => onDelete(list)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        />
      </div>
    )),
  ];
}

import { ENTRY_MESSAGES, type Entry, formatDate } from '@pelote/shared';
import { Eye } from 'lucide-react';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { IconButton } from '@/components/icon-button';
import { Money } from '@/components/money';
import { ProductTypeBadge } from './entry-type-badge';

export const ENTRY_COLUMN_TEXTS = {
  product: 'Produit',
  shop: 'Magasin',
  date: "Date d'entrée",
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire',
  total: 'Total',
  supplier: 'Fournisseur',
  actions: 'Actions',
  view: (name: string) => `Voir les détails de l'entrée ${name}`,
} as const;

const T = ENTRY_COLUMN_TEXTS;

/** The name to show for the entry's product: the article's name, else 'Produit inconnu'. */
export const entryProductName = (entry: Entry) =>
  entry.article_nom.trim() || entry.produit?.nom.trim() || ENTRY_MESSAGES.unknownProduct;
export const entryShopName = (entry: Entry) => entry.magasin.nom.trim() || ENTRY_MESSAGES.unknownShop;

/** The columns of the entries table. */
export function entryColumns(onView: (entry: Entry) => void): DataTableColumn<Entry>[] {
  return [
    {
      id: 'produit',
      header: T.product,
      isRowHeader: true,
      cell: (entry) => (
        <div className="flex min-w-0 flex-col items-start gap-1">
          <span className="font-medium text-stone-900">{entryProductName(entry)}</span>
          <ProductTypeBadge type={entry.produit?.type ?? entry.article_type} />
        </div>
      ),
    },
    { id: 'magasin', header: T.shop, cell: entryShopName },
    {
      id: 'date_entree',
      header: T.date,
      cell: (entry) => <span className="whitespace-nowrap">{formatDate(entry.date_entree)}</span>,
    },
    { id: 'quantite', header: T.quantity, align: 'end', cell: (entry) => entry.quantite },
    {
      id: 'prix_unitaire',
      header: T.unitPrice,
      align: 'end',
      cell: (entry) => <Money value={entry.prix_unitaire} />,
    },
    {
      id: 'prix_total',
      card: 'aside',
      header: T.total,
      align: 'end',
      cell: (entry) => <Money value={entry.prix_total} />,
    },
    { id: 'fournisseur', header: T.supplier, cell: (entry) => entry.fournisseur },
    actionsColumn(T.actions, (entry) => (
      <IconButton label={T.view(entryProductName(entry))} icon={Eye} onPress={() => onView(entry)} />
    )),
  ];
}

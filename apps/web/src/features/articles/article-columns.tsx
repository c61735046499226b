import type { DataTableColumn } from '@/components/data-table';
import { Money } from '@/components/money';

/** Columns most catalogue tables share. */

export const COLUMN_TEXTS = { name: 'Nom', price: 'Prix', unitPrice: 'Prix unitaire' } as const;

/** The name, with the description under it when there is one. */
export function nameColumn<Item extends { nom: string; description?: string }>(): DataTableColumn<Item> {
  return {
    id: 'nom',
    header: COLUMN_TEXTS.name,
    isRowHeader: true,
    cell: (item) => (
      <div className="min-w-0 max-w-xs">
        <p className="font-medium text-stone-900">{item.nom}</p>
        {item.description ? <p className="truncate text-xs text-stone-500">{item.description}</p> : null}
      </div>
    ),
  };
}

export function priceColumn<Item extends { prix_unitaire: number }>(
  header: string = COLUMN_TEXTS.price,
): DataTableColumn<Item> {
  return {
    id: 'prix',
    card: 'aside',
    header,
    align: 'end',
    cell: (item) => <Money value={item.prix_unitaire} />,
  };
}

export function textColumn<Item>(
  id: string,
  header: string,
  text: (item: Item) => string,
): DataTableColumn<Item> {
  return { id, header, cell: (item) => text(item) || '—' };
}

import type { Supplier } from '@pelote/shared';
import { FilterSelectField } from '@/components/filter-select-field';

export const REORDER_TOOLBAR_TEXTS = {
  supplier: 'Fournisseur',
  allSuppliers: 'Tous les fournisseurs',
  days: 'Ventes observées',
  cover: 'Couverture',
  daysOption: (n: number) => `${n} derniers jours`,
  coverOption: (n: number) => `${n} jours`,
  show: 'Articles',
  onlyToOrder: 'À commander seulement',
  all: 'Tous les articles',
} as const;

const T = REORDER_TOOLBAR_TEXTS;
const DAY_CHOICES = [14, 28, 56, 90];
const COVER_CHOICES = [7, 14, 21, 30];

export type ReorderFilters = { fournisseur: number | null; jours: number; couverture: number; tous: boolean };

type Props = {
  filters: ReorderFilters;
  suppliers: readonly Supplier[];
  onChange: (filters: ReorderFilters) => void;
};

/** The reorder's filters: a supplier, the days of sales observed, the days to cover, which articles. */
export function ReorderToolbar({ filters, suppliers, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
      <FilterSelectField
        label={T.supplier}
        options={[
          { id: 'tous', label: T.allSuppliers },
          ...suppliers.map((supplier) => ({ id: String(supplier.id), label: supplier.nom })),
        ]}
        value={filters.fournisseur === null ? 'tous' : String(filters.fournisseur)}
        onChange={(value) => onChange({ ...filters, fournisseur: value === 'tous' ? null : Number(value) })}
        className="w-full sm:w-64"
      />
      <FilterSelectField
        label={T.days}
        options={DAY_CHOICES.map((n) => ({ id: String(n), label: T.daysOption(n) }))}
        value={String(filters.jours)}
        onChange={(value) => onChange({ ...filters, jours: Number(value) })}
        className="w-full sm:w-48"
      />
      <FilterSelectField
        label={T.cover}
        options={COVER_CHOICES.map((n) => ({ id: String(n), label: T.coverOption(n) }))}
        value={String(filters.couverture)}
        onChange={(value) => onChange({ ...filters, couverture: Number(value) })}
        className="w-full sm:w-40"
      />
      <FilterSelectField
        label={T.show}
        options={[
          { id: 'commande', label: T.onlyToOrder },
          { id: 'tous', label: T.all },
        ]}
        value={filters.tous ? 'tous' : 'commande'}
        onChange={(value) => onChange({ ...filters, tous: value === 'tous' })}
        className="w-full sm:w-52"
      />
    </div>
  );
}

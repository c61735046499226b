import {
  ARTICLE_TYPE_LABELS,
  CATALOGUE_TYPES,
  ENTRY_FILTER_KEYS,
  ENTRY_MESSAGES,
  type EntryFilterKey,
} from '@pelote/shared';
import { useState } from 'react';
import { InputField } from '@/components/input-field';
import { DateRangeFields, isBackwards, SearchDialog } from '@/components/search-dialog';
import { SelectField } from '@/components/select-field';

export type EntryFilters = Record<EntryFilterKey, string>;

export const ENTRY_SEARCH_TEXTS = {
  description: 'Filtrez les entrées de stock du magasin sélectionné.',
  productType: 'Type de produit',
  allTypes: 'Tous les types',
  supplier: 'Fournisseur',
  supplierPlaceholder: 'Nom contient...',
  product: 'Produit',
  productPlaceholder: 'Nom du produit contient...',
} as const;

const T = ENTRY_SEARCH_TEXTS;
const ALL = 'tous';
const typeOptions = [
  { id: ALL, label: T.allTypes },
  ...CATALOGUE_TYPES.map((type) => ({ id: type, label: ARTICLE_TYPE_LABELS[type] })),
];

export const noEntryFilters = (): EntryFilters =>
  Object.fromEntries(ENTRY_FILTER_KEYS.map((key) => [key, ''])) as EntryFilters;

type EntrySearchDialogProps = {
  /** The filters applied now (from the URL). */
  filters: EntryFilters;
  onApply: (filters: EntryFilters) => void;
  onClose: () => void;
};

/**
 * The entries' advanced search: product type, supplier, date range and product name.
 */
export function EntrySearchDialog({ filters, onApply, onClose }: EntrySearchDialogProps) {
  const [draft, setDraft] = useState<EntryFilters>(filters);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const set = (key: EntryFilterKey) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'date_debut' || key === 'date_fin') setRangeError(undefined);
  };

  function search() {
    if (isBackwards(draft.date_debut, draft.date_fin)) {
      setRangeError(ENTRY_MESSAGES.dateRange);
      return;
    }
    onApply({ ...draft, fournisseur: draft.fournisseur.trim(), produit: draft.produit.trim() });
  }

  return (
    <SearchDialog
      description={T.description}
      onSearch={search}
      onReset={() => onApply(noEntryFilters())}
      onClose={onClose}
    >
      <SelectField
        label={T.productType}
        options={typeOptions}
        value={draft.produit_type || ALL}
        onChange={(value) => set('produit_type')(value === ALL ? '' : value)}
      />
      <InputField
        label={T.supplier}
        value={draft.fournisseur}
        onChange={(event) => set('fournisseur')(event.target.value)}
        placeholder={T.supplierPlaceholder}
        maxLength={200}
      />
      <InputField
        label={T.product}
        value={draft.produit}
        onChange={(event) => set('produit')(event.target.value)}
        placeholder={T.productPlaceholder}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateRangeFields
          from={draft.date_debut}
          to={draft.date_fin}
          onFromChange={set('date_debut')}
          onToChange={set('date_fin')}
          error={rangeError}
        />
      </div>
    </SearchDialog>
  );
}

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

  /** A piece of text the entries' field must contain (up to 200 characters). */
  const textField = (key: 'fournisseur' | 'produit', label: string, placeholder: string) => (
    <InputField
      label={label}
      value={draft[key]}
      onChange={(event) => set(key)(event.target.value)}
      placeholder={placeholder}
      maxLength={200}
    />
  );

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
      {textField('fournisseur', T.supplier, T.supplierPlaceholder)}
      {textField('produit', T.product, T.productPlaceholder)}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateRangeFields range={draft} set={set} error={rangeError} />
      </div>
    </SearchDialog>
  );
}

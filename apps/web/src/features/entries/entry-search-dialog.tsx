import {
  ARTICLE_TYPE_LABELS,
  CATALOGUE_TYPES,
  ENTRY_FILTER_KEYS,
  ENTRY_MESSAGES,
  type EntryFilterKey,
  todayIso,
} from '@pelote/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { SelectField } from '@/components/select-field';

export type EntryFilters = Record<EntryFilterKey, string>;

export const ENTRY_SEARCH_TEXTS = {
  title: 'Recherche avancée',
  description: 'Filtrez les entrées de stock du magasin sélectionné.',
  productType: 'Type de produit',
  allTypes: 'Tous les types',
  supplier: 'Fournisseur',
  supplierPlaceholder: 'Nom contient...',
  product: 'Produit',
  productPlaceholder: 'Nom du produit contient...',
  dateFrom: 'Date de début',
  dateTo: 'Date de fin',
  reset: 'Réinitialiser',
  cancel: 'Annuler',
  search: 'Rechercher',
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
 * The entries' advanced search: product type,
 * supplier, date range and product name. 'Rechercher' applies and closes; 'Réinitialiser' clears
 * every filter and closes; 'Annuler' leaves the filters as they were.
 */
export function EntrySearchDialog({ filters, onApply, onClose }: EntrySearchDialogProps) {
  const [draft, setDraft] = useState<EntryFilters>(filters);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const set = (key: EntryFilterKey) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'date_debut' || key === 'date_fin') setRangeError(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.date_debut && draft.date_fin && draft.date_debut > draft.date_fin) {
      setRangeError(ENTRY_MESSAGES.dateRange);
      return;
    }
    onApply({ ...draft, fournisseur: draft.fournisseur.trim(), produit: draft.produit.trim() });
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={T.title}
      description={T.description}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
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
            <InputField
              label={T.dateFrom}
              type="date"
              value={draft.date_debut}
              max={todayIso()}
              onChange={(event) => set('date_debut')(event.target.value)}
            />
            <InputField
              label={T.dateTo}
              type="date"
              value={draft.date_fin}
              max={todayIso()}
              onChange={(event) => set('date_fin')(event.target.value)}
              error={rangeError}
            />
          </div>
        </ModalBody>
        <ModalFooter>
          <Button variant="ghost" onPress={() => onApply(noEntryFilters())} className="sm:mr-auto">
            {T.reset}
          </Button>
          <Button variant="secondary" slot="close">
            {T.cancel}
          </Button>
          <Button type="submit">{T.search}</Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

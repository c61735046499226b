import type { EntryFormValues, Supplier } from '@pelote/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ComboBox } from 'react-aria-components';
import { SEARCH_DELAY_MS } from '@/components/async-picker';
import { FieldHelp, FieldLabel, fieldClass } from '@/components/form-field-parts';
import { PickerInput } from '@/components/picker-input';
import { PickerList } from '@/components/picker-list';
import { useFormField } from '@/components/use-form-field';
import { useSettledOptions } from '@/components/use-settled-options';
import { queryKeys } from '@/lib/query-keys';
import { getEntrySuppliers } from './entries-api';

export const ENTRY_SUPPLIER_TEXTS = {
  label: 'Fournisseur',
  placeholder: 'Rechercher ou taper un nom...',
  showOptions: 'Afficher les fournisseurs',
  loading: 'Chargement des fournisseurs...',
  empty: 'Aucun fournisseur enregistré de ce nom',
  help: 'Choisissez un fournisseur enregistré, ou tapez le nom d’un autre.',
  typed: 'Fournisseur non enregistré : son nom est gardé tel quel sur l’entrée.',
  loadError: 'Erreur lors du chargement des fournisseurs',
} as const;

const T = ENTRY_SUPPLIER_TEXTS;

/**
 * The delivery's supplier: a search over the supplier records (name, phone, quartier) that also
 * takes a name typed in. Choosing a record sets `fournisseur_id` and its name; typing keeps the
 * name as free text (the server links it to a record of that name, if there is one) and clears
 * the id. Nothing is created from here: suppliers are direction's records.
 */
export function EntrySupplierPicker() {
  const name = useFormField<EntryFormValues>('fournisseur');
  const chosen = useFormField<EntryFormValues>('fournisseur_id');
  const text = typeof name.field.value === 'string' ? name.field.value : '';
  const chosenId = typeof chosen.field.value === 'string' ? chosen.field.value : '';
  const [search, setSearch] = useState('');

  useEffect(() => {
    const next = chosenId ? search : text.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, chosenId, search]);

  const found = useQuery({
    queryKey: queryKeys.suppliers.choices(search),
    queryFn: ({ signal }) => getEntrySuppliers(search, signal),
    placeholderData: keepPreviousData,
  });
  const options = found.data ?? [];
  const keys = useMemo(() => options.map((supplier) => supplier.id), [options]);
  const settled = useSettledOptions(keys);

  function pick(supplier: Supplier) {
    name.change(supplier.nom);
    chosen.change(String(supplier.id));
  }

  return (
    <ComboBox
      className={fieldClass}
      items={options}
      selectedKey={chosenId ? Number(chosenId) : null}
      disabledKeys={settled.disabledKeys}
      onSelectionChange={(key) => {
        if (!settled.isSettled || key === null) return;
        const supplier = options.find((item) => item.id === Number(key));
        if (supplier) pick(supplier);
      }}
      inputValue={text}
      onInputChange={(next) => {
        name.change(next);
        if (chosenId) chosen.change('');
      }}
      onBlur={name.field.onBlur}
      allowsCustomValue
      menuTrigger="input"
      isRequired
      isInvalid={Boolean(name.error)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired>{T.label}</FieldLabel>
      <PickerInput
        placeholder={T.placeholder}
        showOptions={T.showOptions}
        isInvalid={Boolean(name.error)}
        isLoading={found.isFetching}
        inputRef={name.field.ref}
        opensOnPress={false}
      />
      <FieldHelp
        description={text.trim() && !chosenId ? T.typed : T.help}
        error={name.error ?? (found.isError ? T.loadError : undefined)}
      />
      <PickerList<Supplier>
        itemId={(supplier) => supplier.id}
        itemText={(supplier) => supplier.nom}
        emptyText={found.isFetching ? T.loading : T.empty}
      >
        {(supplier) => (
          <>
            <span className="font-medium">{supplier.nom}</span>
            {supplier.quartier ? <span className="text-xs text-stone-500">{supplier.quartier}</span> : null}
          </>
        )}
      </PickerList>
    </ComboBox>
  );
}

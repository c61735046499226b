import type { Client } from '@pelote/shared';
import { useEffect, useMemo, useState } from 'react';
import { ComboBox } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldClass } from '@/components/form-field-parts';
import { PickerInput } from '@/components/picker-input';
import { PickerList } from '@/components/picker-list';
import { useSettledOptions } from '@/components/use-settled-options';
import type { OfflineClient } from '@/lib/offline-sale-slots';
import { matchesSearch } from '@/lib/search-text';
import { useClientChoices } from './sale-form-api';

export const CLIENT_PICKER_TEXTS = {
  placeholder: 'Rechercher un client...',
  showOptions: 'Afficher les clients',
  loading: 'Chargement des clients...',
  empty: 'Aucun client trouvé',
} as const;

const T = CLIENT_PICKER_TEXTS;
const SEARCH_DELAY_MS = 250;
/** The choice that stands for a 'vente libre' (no client). */
export const FREE_SALE = 'libre';

/** A client as an option: the name, then what tells two namesakes apart (phone, address). */
type Option = { id: string; label: string; contact: string; adresse: string };

type ClientFacts = Pick<Client, 'id' | 'nom' | 'prenom' | 'contact'> & { adresse?: string | null };

const clientLabel = (client: Pick<Client, 'nom' | 'prenom'>) => `${client.prenom} ${client.nom}`.trim();

const toOption = (client: ClientFacts): Option => ({
  id: String(client.id),
  label: clientLabel(client),
  contact: client.contact,
  adresse: client.adresse ?? '',
});

const OFFLINE_CHOICES = 50;

/** The device's clients whose name, contact or address holds the search (the first 50, as online). */
function offlineMatches(clients: readonly OfflineClient[], search: string): Option[] {
  return clients
    .filter((client) => matchesSearch([client.prenom, client.nom, client.contact, client.adresse], search))
    .slice(0, OFFLINE_CHOICES)
    .map(toOption);
}

type SaleClientPickerProps = {
  label: string;
  /** The chosen client's id as text, or '' for none. */
  value: string;
  /** The chosen client's name, to show it before the list has loaded it. */
  valueLabel?: string;
  onChange: (value: string, label: string) => void;
  error?: string;
  isRequired?: boolean;
  /** Without a network: the clients kept on the device, searched here instead of on the server. */
  offlineClients?: readonly OfflineClient[];
};

/**
 * A searchable client choice, asked of the server as the user types, so it works with any number of
 * clients; each option is the name with the phone and the address under it, so two namesakes are
 * told apart. A list that has just changed cannot be chosen from for 300 ms (useSettledOptions).
 */
export function SaleClientPicker({
  label,
  value,
  valueLabel = '',
  onChange,
  error,
  isRequired,
  offlineClients,
}: SaleClientPickerProps) {
  const [text, setText] = useState(valueLabel);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = value && text === valueLabel ? '' : text.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, valueLabel, search]);

  const query = useClientChoices(search);
  const isFetching = offlineClients ? false : query.isFetching;
  const options = useMemo(() => {
    const found = offlineClients ? offlineMatches(offlineClients, search) : (query.data ?? []).map(toOption);
    const chosen =
      value && !found.some((option) => option.id === value)
        ? [{ id: value, label: valueLabel, contact: '', adresse: '' }]
        : [];
    return [...chosen, ...found];
  }, [query.data, value, valueLabel, offlineClients, search]);
  const keys = useMemo(() => options.map((option) => option.id), [options]);
  const settled = useSettledOptions(keys);

  return (
    <ComboBox
      className={fieldClass}
      items={options}
      selectedKey={value || null}
      disabledKeys={settled.disabledKeys}
      onSelectionChange={(key) => {
        if (!settled.isSettled) return;
        const option = options.find((item) => item.id === String(key));
        onChange(option?.id ?? '', option?.label ?? '');
        setText(option?.label ?? '');
      }}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== valueLabel) onChange('', '');
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <PickerInput
        placeholder={T.placeholder}
        showOptions={T.showOptions}
        isInvalid={Boolean(error)}
        isLoading={isFetching}
      />
      <FieldHelp error={error} />
      <PickerList<Option>
        itemId={(option) => option.id}
        itemText={(option) => option.label}
        emptyText={isFetching ? T.loading : T.empty}
      >
        {(option) => (
          <>
            <span className="break-words">{option.label}</span>
            {option.contact || option.adresse ? (
              <span className="text-xs text-stone-500">
                {[option.contact, option.adresse].filter(Boolean).join(' · ')}
              </span>
            ) : null}
          </>
        )}
      </PickerList>
    </ComboBox>
  );
}

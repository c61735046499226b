import { type Client, formatMoney, SALE_MESSAGES } from '@pelote/shared';
import { ChevronDown, LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem } from 'react-aria-components';
import { FieldPopover } from '@/components/field-popover';
import { FieldHelp, FieldLabel, fieldClass, fieldInputClass } from '@/components/form-field-parts';
import type { OfflineClient } from '@/lib/offline-sale-slots';
import { useClientChoices } from './sale-form-api';

export const CLIENT_PICKER_TEXTS = {
  placeholder: 'Rechercher un client...',
  showOptions: 'Afficher les clients',
  loading: 'Chargement des clients...',
  empty: 'Aucun client trouvé',
  turnover: (amount: number) => `Chiffre d'affaires : ${formatMoney(amount)}`,
} as const;

const T = CLIENT_PICKER_TEXTS;
const SEARCH_DELAY_MS = 250;
/** The choice that stands for a 'vente libre' (no client). */
export const FREE_SALE = 'libre';

type Option = { id: string; label: string; description: string };

const clientLabel = (client: Pick<Client, 'nom' | 'prenom'>) => `${client.prenom} ${client.nom}`.trim();

/** The device's clients whose name or contact holds the search (the first 50, as online). */
function offlineMatches(clients: readonly OfflineClient[], search: string): Option[] {
  const wanted = search.toLocaleLowerCase('fr');
  return clients
    .filter((client) =>
      `${client.prenom} ${client.nom} ${client.contact}`.toLocaleLowerCase('fr').includes(wanted),
    )
    .slice(0, OFFLINE_CHOICES)
    .map((client) => ({ id: String(client.id), label: clientLabel(client), description: client.contact }));
}

const OFFLINE_CHOICES = 50;

type SaleClientPickerProps = {
  label: string;
  /** The chosen client's id as text, FREE_SALE, or '' for none. */
  value: string;
  /** The chosen client's name, to show it before the list has loaded it. */
  valueLabel?: string;
  onChange: (value: string, label: string) => void;
  /** Offer 'Vente libre' first (the new sale form), or not (the search). */
  allowFreeSale?: boolean;
  error?: string;
  isRequired?: boolean;
  /** Without a network: the clients kept on the device, searched here instead of on the server. */
  offlineClients?: readonly OfflineClient[];
};

/**
 * A searchable client choice (labelled with the first and last name, described by the turnover),
 * asked of the server as the user types, so it works with any number of clients. In the new sale
 * form it also offers 'Vente libre': a sale without a client is an explicit choice, never an
 * omission.
 */
export function SaleClientPicker({
  label,
  value,
  valueLabel = '',
  onChange,
  allowFreeSale = false,
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
    const found: Option[] = offlineClients
      ? offlineMatches(offlineClients, search)
      : (query.data ?? []).map((client) => ({
          id: String(client.id),
          label: clientLabel(client),
          description: T.turnover(client.chiffre_affaire),
        }));
    const free = { id: FREE_SALE, label: SALE_MESSAGES.freeSale, description: SALE_MESSAGES.anonymousClient };
    const chosen =
      value && value !== FREE_SALE && !found.some((option) => option.id === value)
        ? [{ id: value, label: valueLabel, description: '' }]
        : [];
    return [...(allowFreeSale ? [free] : []), ...chosen, ...found];
  }, [query.data, value, valueLabel, allowFreeSale, offlineClients, search]);

  return (
    <ComboBox
      className={fieldClass}
      items={options}
      selectedKey={value || null}
      onSelectionChange={(key) => {
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
      <div className="relative">
        <Input placeholder={T.placeholder} className={fieldInputClass(Boolean(error), 'pr-11')} />
        <Button
          aria-label={T.showOptions}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900"
        >
          {isFetching ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </Button>
      </div>
      <FieldHelp error={error} />
      <FieldPopover>
        <ListBox<Option>
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-stone-500">{isFetching ? T.loading : T.empty}</p>
          )}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex cursor-default flex-col gap-0.5 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900 data-[selected]:font-medium"
            >
              <span className={option.id === FREE_SALE ? 'truncate italic' : 'truncate'}>{option.label}</span>
              {option.description ? (
                <span className="text-xs text-stone-500">{option.description}</span>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </FieldPopover>
    </ComboBox>
  );
}

import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { ChevronDown, LoaderCircle, RotateCw } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem } from 'react-aria-components';
import { Button as AppButton } from './button';
import { FieldPopover } from './field-popover';
import { FieldHelp, FieldLabel, fieldClass, fieldInputClass } from './form-field-parts';

export const ASYNC_PICKER_TEXTS = {
  placeholder: 'Rechercher un produit...',
  showOptions: 'Afficher les produits',
  loading: 'Chargement des produits...',
  empty: 'Aucun résultat trouvé',
  loadError: 'Erreur lors du chargement des produits',
  more: (limit: number) =>
    `Seuls les ${limit} premiers produits sont listés : tapez une partie du nom pour trouver les autres.`,
  retry: 'Réessayer',
} as const;

const T = ASYNC_PICKER_TEXTS;
/** The server is asked once the user pauses typing this long. */
export const SEARCH_DELAY_MS = 250;

/** What the picker lists: anything with an id and a name. */
export type PickerItem = { id: number; nom: string };

/** The query for one search text (the picker adds `placeholderData: keepPreviousData`). */
export type PickerQuery<Item> = (search: string) => UseQueryOptions<Item[], Error, Item[], QueryKey>;

export type AsyncPickerProps<Item extends PickerItem> = {
  label: string;
  /** The items matching a search, asked of the server once the user pauses typing. */
  query: PickerQuery<Item>;
  /** The chosen item; the field shows its name. */
  value: Item | null;
  onChange: (item: Item | null) => void;
  /** The second, smaller line of an option (price, stock, type...). */
  describe: (item: Item) => ReactNode;
  /** The most items the server answers at once: reaching it says to type more. */
  limit: number;
  onBlur?: () => void;
  error?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  placeholder?: string;
  /** Said when the server could not answer (a Réessayer button comes with it). */
  loadError?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A searchable choice among many server-side items (react-aria ComboBox): the server searches as the
 * user types, the chosen item stays in the list whatever the search, a load error says so with
 * 'Réessayer'. Arrows and Enter pick, Escape closes; editing the text drops the choice.
 */
export function AsyncPicker<Item extends PickerItem>({
  label,
  query,
  value,
  onChange,
  describe,
  limit,
  onBlur,
  error,
  isDisabled,
  isRequired = true,
  placeholder = T.placeholder,
  loadError = T.loadError,
  inputRef,
}: AsyncPickerProps<Item>) {
  const [text, setText] = useState(value?.nom ?? '');
  const [search, setSearch] = useState('');

  // The chosen item's own name is no search.
  useEffect(() => {
    const next = value && text === value.nom ? search : text.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, search]);

  const found = useQuery({ ...query(search), placeholderData: keepPreviousData });
  const items = useMemo(() => {
    const list = found.data ?? [];
    return value && !list.some((item) => item.id === value.id) ? [value, ...list] : list;
  }, [found.data, value]);
  const shownError = error ?? (found.isError ? loadError : undefined);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ComboBox
        className={fieldClass}
        items={items}
        selectedKey={value?.id ?? null}
        onSelectionChange={(key) => {
          const next = items.find((item) => item.id === Number(key)) ?? null;
          onChange(next);
          setText(next?.nom ?? '');
        }}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          if (value && next !== value.nom) onChange(null);
        }}
        onBlur={onBlur}
        menuTrigger="focus"
        allowsEmptyCollection
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <div className="relative">
          <Input
            ref={inputRef}
            placeholder={placeholder}
            className={fieldInputClass(Boolean(shownError), 'pr-11')}
          />
          <Button
            aria-label={T.showOptions}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900"
          >
            {found.isFetching ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </Button>
        </div>
        <FieldHelp
          description={found.data && found.data.length >= limit ? T.more(limit) : undefined}
          error={shownError}
        />
        <FieldPopover>
          <ListBox<Item>
            className="outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-stone-500">{found.isFetching ? T.loading : T.empty}</p>
            )}
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={item.nom}
                className="flex min-h-11 cursor-default flex-col justify-center gap-0.5 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900 data-[selected]:font-medium"
              >
                <span className="truncate">{item.nom}</span>
                <span className="text-xs text-stone-500">{describe(item)}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </FieldPopover>
      </ComboBox>
      {found.isError ? (
        <div>
          <AppButton
            variant="secondary"
            size="sm"
            icon={<RotateCw aria-hidden="true" className="size-4" />}
            onPress={() => void found.refetch()}
          >
            {T.retry}
          </AppButton>
        </div>
      ) : null}
    </div>
  );
}

import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type Ref, useEffect, useState } from 'react';
import type { ArticleFacts } from './article-option';
import { ArticlePicker, type PickerItem } from './article-picker';
import { Button as AppButton } from './button';

export type { PickerItem } from './article-picker';

export const ASYNC_PICKER_TEXTS = {
  loadError: 'Erreur lors du chargement des produits',
  more: (limit: number) =>
    `Seuls les ${limit} premiers produits sont listés : tapez une partie du nom pour trouver les autres.`,
  retry: 'Réessayer',
} as const;

const T = ASYNC_PICKER_TEXTS;
/** The server is asked once the user pauses typing this long. */
export const SEARCH_DELAY_MS = 250;

/** The query for one search text (the picker adds `placeholderData: keepPreviousData`). */
export type PickerQuery<Item> = (search: string) => UseQueryOptions<Item[], Error, Item[], QueryKey>;

export type AsyncPickerProps<Item extends PickerItem> = {
  label: string;
  /** The items matching a search, asked of the server once the user pauses typing. */
  query: PickerQuery<Item>;
  /** The chosen item; the field shows its name. */
  value: Item | null;
  onChange: (item: Item | null) => void;
  /** What an option tells beside the name (price, stock, type...). */
  facts: (item: Item) => ArticleFacts;
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
 * The article picker over the server's search: asked as the user pauses typing, the chosen item
 * kept in the list whatever the search, a load error said with 'Réessayer'.
 */
export function AsyncPicker<Item extends PickerItem>({
  query,
  value,
  onChange,
  limit,
  error,
  loadError = T.loadError,
  ...field
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
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ArticlePicker<Item>
        {...field}
        items={found.data ?? []}
        value={value}
        onChange={onChange}
        text={text}
        onTextChange={setText}
        isLoading={found.isFetching}
        help={found.data && found.data.length >= limit ? T.more(limit) : undefined}
        error={error ?? (found.isError ? loadError : undefined)}
      />
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

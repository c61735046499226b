import { ARTICLE_TYPE_LABELS, type CatalogueType, type EntryFormValues, formatMoney } from '@pelote/shared';
import { ChevronDown, LoaderCircle, RotateCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { Button as AppButton } from '@/components/button';
import { FieldHelp, FieldLabel, fieldClass, fieldInputClass } from '@/components/form-field-parts';
import { useFormField } from '@/components/use-form-field';
import { ENTRY_PRODUCTS_LIMIT, type EntryProduct, useEntryProducts } from './entries-api';

export const ENTRY_PICKER_TEXTS = {
  label: 'Produit',
  placeholder: 'Rechercher un produit...',
  chooseTypeFirst: "Choisissez d'abord le type de produit",
  showOptions: 'Afficher les produits',
  loading: 'Chargement des produits...',
  empty: 'Aucun résultat trouvé',
  loadError: 'Erreur lors du chargement des produits',
  more: `Seuls les ${ENTRY_PRODUCTS_LIMIT} premiers produits sont listés : tapez une partie du nom pour trouver les autres.`,
  retry: 'Réessayer',
} as const;

const T = ENTRY_PICKER_TEXTS;
const SEARCH_DELAY_MS = 250;

type EntryProductPickerProps = {
  /** The product type chosen beside it; null while none is. */
  type: CatalogueType | null;
  /** The chosen product (kept by the form dialog, which prefills the price from it). */
  product: EntryProduct | null;
  onPick: (product: EntryProduct | null) => void;
};

/**
 * The entry form's product choice, showing each product's name, type and price: a
 * react-aria ComboBox over the chosen type's catalogue, searched by the server as the user types.
 * Bound to the form's `produit_id`; arrows and Enter pick, Escape closes.
 */
export function EntryProductPicker({ type, product, onPick }: EntryProductPickerProps) {
  const { field, error, change } = useFormField<EntryFormValues>('produit_id');
  const [text, setText] = useState(product?.nom ?? '');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const next = product && text === product.nom ? search : text.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, product, search]);

  const query = useEntryProducts(type, search);
  const items = useMemo(() => {
    const found = query.data ?? [];
    return product && !found.some((item) => item.id === product.id) ? [product, ...found] : found;
  }, [query.data, product]);
  const loadError = query.isError ? T.loadError : undefined;
  const shownError = error ?? loadError;

  function pick(next: EntryProduct | null) {
    onPick(next);
    change(next ? String(next.id) : '');
  }

  return (
    <div className="flex flex-col gap-2">
      <ComboBox
        className={fieldClass}
        items={items}
        selectedKey={product?.id ?? null}
        onSelectionChange={(key) => {
          const next = items.find((item) => item.id === Number(key)) ?? null;
          pick(next);
          setText(next?.nom ?? '');
        }}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          if (product && next !== product.nom) pick(null);
        }}
        onBlur={field.onBlur}
        menuTrigger="focus"
        allowsEmptyCollection
        isRequired
        isDisabled={type === null}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
      >
        <FieldLabel isRequired>{T.label}</FieldLabel>
        <div className="relative">
          <Input
            ref={field.ref}
            placeholder={type === null ? T.chooseTypeFirst : T.placeholder}
            className={fieldInputClass(Boolean(shownError), 'pr-11')}
          />
          <Button
            aria-label={T.showOptions}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900"
          >
            {query.isFetching ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </Button>
        </div>
        <FieldHelp
          description={query.data && query.data.length >= ENTRY_PRODUCTS_LIMIT ? T.more : undefined}
          error={shownError}
        />
        <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg outline-none">
          <ListBox<EntryProduct>
            className="outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-stone-500">{query.isFetching ? T.loading : T.empty}</p>
            )}
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={item.nom}
                className="flex cursor-default flex-col gap-0.5 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900 data-[selected]:font-medium"
              >
                <span className="truncate">{item.nom}</span>
                <span className="text-xs text-stone-500">
                  {ARTICLE_TYPE_LABELS[item.type]} · {formatMoney(item.prix_unitaire)}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {query.isError ? (
        <div>
          <AppButton
            variant="secondary"
            size="sm"
            icon={<RotateCw aria-hidden="true" className="size-4" />}
            onPress={() => void query.refetch()}
          >
            {T.retry}
          </AppButton>
        </div>
      ) : null}
    </div>
  );
}

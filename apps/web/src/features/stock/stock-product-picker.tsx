import {
  formatMoney,
  STOCK_MESSAGES,
  STOCK_PRODUCTS_LIMIT,
  type StockProduct,
  type StockProductType,
} from '@pelote/shared';
import { ChevronDown, LoaderCircle, RotateCw } from 'lucide-react';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { Button as AppButton } from '@/components/button';
import { FieldHelp, FieldLabel, fieldClass, fieldInputClass } from '@/components/form-field-parts';
import { useStockProducts } from './stock-api';

export const PRODUCT_PICKER_TEXTS = {
  label: 'Produit',
  placeholder: 'Rechercher un produit...',
  showOptions: 'Afficher les produits',
  loading: 'Chargement des produits...',
  empty: 'Aucun résultat trouvé',
  inStock: (quantity: number) => `${quantity} en stock`,
  more: `Seuls les ${STOCK_PRODUCTS_LIMIT} premiers produits sont listés : tapez une partie du nom pour trouver les autres.`,
  retry: 'Réessayer',
} as const;

const T = PRODUCT_PICKER_TEXTS;
const SEARCH_DELAY_MS = 250;

type StockProductPickerProps = {
  type: StockProductType;
  magasin: number;
  value: StockProduct | null;
  onChange: (product: StockProduct | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The add-stock dialog's searchable product picker (react-aria ComboBox): the server searches the
 * type's products by name as the user types (GET /Magasins/stocks/produits/{type}?magasin=&q=),
 * each option shows its price and the shop's quantity. Arrows and Enter pick, Escape closes.
 */
export function StockProductPicker({
  type,
  magasin,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: StockProductPickerProps) {
  const [text, setText] = useState(value?.nom ?? '');
  const [search, setSearch] = useState('');

  // The server is asked once the user pauses typing; the chosen product's own name is no search.
  useEffect(() => {
    const next = value && text === value.nom ? search : text.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, search]);

  const query = useStockProducts(type, magasin, search);
  const items = useMemo(() => {
    const found = query.data ?? [];
    // The chosen product stays in the list, so the field keeps its name whatever the search.
    return value && !found.some((product) => product.id === value.id) ? [value, ...found] : found;
  }, [query.data, value]);

  const loadError = query.isError ? STOCK_MESSAGES.productsLoadError : undefined;

  return (
    <div className="flex flex-col gap-2">
      <ComboBox
        className={fieldClass}
        items={items}
        selectedKey={value?.id ?? null}
        onSelectionChange={(key) => {
          const product = items.find((item) => item.id === Number(key)) ?? null;
          onChange(product);
          setText(product?.nom ?? '');
        }}
        inputValue={text}
        onInputChange={(next) => {
          setText(next);
          if (value && next !== value.nom) onChange(null);
        }}
        onBlur={onBlur}
        menuTrigger="focus"
        allowsEmptyCollection
        isRequired
        isInvalid={Boolean(error ?? loadError)}
        validationBehavior="aria"
      >
        <FieldLabel isRequired>{T.label}</FieldLabel>
        <div className="relative">
          <Input
            ref={inputRef}
            placeholder={T.placeholder}
            className={fieldInputClass(Boolean(error ?? loadError), 'pr-11')}
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
          description={query.data && query.data.length >= STOCK_PRODUCTS_LIMIT ? T.more : undefined}
          error={error ?? loadError}
        />
        <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg outline-none">
          <ListBox<StockProduct>
            className="outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-stone-500">{query.isFetching ? T.loading : T.empty}</p>
            )}
          >
            {(product) => (
              <ListBoxItem
                id={product.id}
                textValue={product.nom}
                className="flex cursor-default flex-col gap-0.5 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900 data-[selected]:font-medium"
              >
                <span className="truncate">{product.nom}</span>
                <span className="text-xs text-stone-500">
                  {formatMoney(product.prix_unitaire)} · {T.inStock(product.quantite_stock)}
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

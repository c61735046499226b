import { ARTICLE_TYPE_LABELS, hasLots, type StoreProduct } from '@pelote/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ArticlePicker } from '@/components/article-picker';
import { matchesSearch } from '@/lib/search-text';

export const SALE_PRODUCT_PICKER_TEXTS = {
  byDefault: 'Par défaut',
} as const;

type SaleProductPickerProps = {
  label: string;
  /** The shop's products in stock, already loaded: searched here as the user types. */
  products: readonly StoreProduct[];
  /** The chosen product's id as text, '' for none. */
  value: string;
  onPick: (article: string) => void;
  /** The line still holds the product it was added with, which nobody chose. */
  isDefault?: boolean;
  /** Takes the focus once drawn (a line just added). */
  autoFocus?: boolean;
  error?: string;
};

/** What a typed search is compared with: the name, the type, the colour and the barcode. */
const searchedFields = (product: StoreProduct) => [
  product.nom,
  ARTICLE_TYPE_LABELS[product.type],
  product.couleur,
  product.code_barre,
];

/**
 * A sale line's product: the shop's products searched on the device, by any part of the name,
 * colour or barcode (accents and case aside), each shown with its price, colour, lots and stock.
 * A product the line was given by default says so beside it until one is picked.
 */
export function SaleProductPicker({
  label,
  products,
  value,
  onPick,
  isDefault = false,
  autoFocus = false,
  error,
}: SaleProductPickerProps) {
  const chosen = products.find((product) => String(product.id) === value) ?? null;
  const [text, setText] = useState(chosen?.nom ?? '');
  const input = useRef<HTMLInputElement>(null);
  const chosenName = chosen?.nom;
  // A product set from outside (a scan, the products loaded after the line) shows its name.
  useEffect(() => {
    if (chosenName !== undefined) setText(chosenName);
  }, [chosenName]);
  // A line just added takes the focus with its list closed: typing searches, the arrow opens it.
  const [quietFocus, setQuietFocus] = useState(autoFocus);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  const items = useMemo(
    () =>
      chosen && text === chosen.nom
        ? products
        : products.filter((product) => matchesSearch(searchedFields(product), text)),
    [products, chosen, text],
  );
  return (
    <ArticlePicker<StoreProduct>
      label={label}
      items={items}
      value={chosen}
      onChange={(product) => onPick(product ? String(product.id) : '')}
      text={text}
      onTextChange={setText}
      facts={(product) => ({
        type: product.type,
        couleur: product.couleur,
        lots: hasLots(product.type) ? product.bains.length : undefined,
        prix: product.prix,
        stock: product.quantite_stock,
      })}
      badge={isDefault && chosen ? SALE_PRODUCT_PICKER_TEXTS.byDefault : undefined}
      error={error}
      inputRef={input}
      openOnFocus={!quietFocus}
      onBlur={() => setQuietFocus(false)}
    />
  );
}

import { CURRENCY_LABEL, parseMoney } from '@pelote/shared';
import { useEffect, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { ClearFilterPanelButton } from '@/components/clear-filter-panel-button';
import { FieldHelp, fieldClass, fieldInputClass } from '@/components/form-field-parts';
import { SearchField } from '@/components/search-field';
import { SelectField, type SelectOption } from '@/components/select-field';

export const ARTICLE_FILTER_KEYS = ['nom', 'prix_min', 'prix_max', 'en_stock', 'type'] as const;
export type ArticleFilterKey = (typeof ARTICLE_FILTER_KEYS)[number];
export type ArticleFilters = Record<ArticleFilterKey, string>;

export const ARTICLE_FILTER_TEXTS = {
  region: 'Filtres',
  search: 'Rechercher par nom',
  searchPlaceholder: 'Nom contient...',
  priceMin: `Prix min (${CURRENCY_LABEL})`,
  priceMax: `Prix max (${CURRENCY_LABEL})`,
  priceInvalid: 'Montant invalide',
  stock: 'Stock',
  stockAll: 'Tous',
  stockIn: 'En stock',
  stockOut: 'En rupture',
  stockInShop: (shop: string) => `Dans ${shop}`,
  typeAll: 'Tous les types',
} as const;

const T = ARTICLE_FILTER_TEXTS;

const stockOptions: SelectOption[] = [
  { id: 'all', label: T.stockAll },
  { id: 'true', label: T.stockIn },
  { id: 'false', label: T.stockOut },
];

/** The filters as the list API reads them: prices in hundredths, stock as a boolean. */
export function articleFilterParams(filters: ArticleFilters, shopId: number | null) {
  const price = (text: string) => {
    const hundredths = text ? parseMoney(text) : null;
    return hundredths !== null && hundredths >= 0 ? hundredths : undefined;
  };
  return {
    nom: filters.nom || undefined,
    prix_min: price(filters.prix_min),
    prix_max: price(filters.prix_max),
    en_stock: filters.en_stock === 'true' ? true : filters.en_stock === 'false' ? false : undefined,
    magasin: shopId ?? undefined,
    type: filters.type || undefined,
  };
}

/** An amount in FCFA, applied when the field is left or on Enter. */
function PriceFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const isInvalid = text.trim() !== '' && (parseMoney(text) ?? -1) < 0;
  const apply = () => {
    if (!isInvalid && text.trim() !== value) onChange(text.trim());
  };
  return (
    <TextField
      className={fieldClass}
      value={text}
      onChange={setText}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      inputMode="decimal"
      isInvalid={isInvalid}
      validationBehavior="aria"
    >
      <Label className="text-sm font-medium text-stone-800">{label}</Label>
      <Input className={fieldInputClass(isInvalid, 'sm:h-10')} placeholder="0,00" />
      <FieldHelp error={isInvalid ? T.priceInvalid : undefined} />
    </TextField>
  );
}

type ArticleFilterBarProps = {
  filters: ArticleFilters;
  onChange: (changes: Partial<ArticleFilters>) => void;
  onClear: () => void;
  activeFilters: number;
  /** The selected shop: the stock filter then looks at it only. */
  shopName: string | null;
  typeFilter?: { label: string; options: readonly SelectOption[] };
};

/** Name, price range, in stock or not, and the type where the list has one. */
export function ArticleFilterBar({
  filters,
  onChange,
  onClear,
  activeFilters,
  shopName,
  typeFilter,
}: ArticleFilterBarProps) {
  return (
    <section aria-label={T.region} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6 xl:items-start">
        <SearchField
          label={T.search}
          placeholder={T.searchPlaceholder}
          value={filters.nom}
          onChange={(nom) => onChange({ nom })}
          className="col-span-2"
        />
        <PriceFilter
          label={T.priceMin}
          value={filters.prix_min}
          onChange={(prix_min) => onChange({ prix_min })}
        />
        <PriceFilter
          label={T.priceMax}
          value={filters.prix_max}
          onChange={(prix_max) => onChange({ prix_max })}
        />
        <SelectField
          label={T.stock}
          options={stockOptions}
          value={filters.en_stock || 'all'}
          onChange={(value) => onChange({ en_stock: value === 'all' ? '' : value })}
          description={shopName ? T.stockInShop(shopName) : undefined}
          className="col-span-2 md:col-span-1"
        />
        {typeFilter ? (
          <SelectField
            label={typeFilter.label}
            options={[{ id: 'all', label: T.typeAll }, ...typeFilter.options]}
            value={filters.type || 'all'}
            onChange={(value) => onChange({ type: value === 'all' ? '' : value })}
            className="col-span-2 md:col-span-1"
          />
        ) : null}
      </div>
      {activeFilters > 0 ? (
        <div className="mt-3 flex justify-end">
          <ClearFilterPanelButton onPress={onClear} />
        </div>
      ) : null}
    </section>
  );
}

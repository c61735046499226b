import type { ReactNode } from 'react';
import { DateRangeFields } from '@/components/search-dialog';
import { SelectField } from '@/components/select-field';
import type { useListParams } from '@/components/use-list-params';
import type { useSelectedShop } from '@/lib/selected-shop';
import { ALL_SHOPS, type TILL_FILTER_KEYS } from './till-api';
import { TILL_SESSIONS_TEXTS as T } from './till-sessions-texts';

type TillSessionFiltersProps = {
  list: ReturnType<typeof useListParams<(typeof TILL_FILTER_KEYS)[number]>>;
  selected: ReturnType<typeof useSelectedShop>;
  /** The refused range, under 'Au'. */
  rangeError: string | undefined;
  onDate: (key: 'date_debut' | 'date_fin', value: string) => void;
  /** 'Effacer les filtres', when a filter is set. */
  clearButton: ReactNode;
};

/** The sessions' filters: the shop (unless the user's is imposed) and the opening days. */
export function TillSessionFilters({
  list,
  selected,
  rangeError,
  onDate,
  clearButton,
}: TillSessionFiltersProps) {
  const shopOptions = [
    { id: ALL_SHOPS, label: T.allShops },
    ...selected.shops.map((shop) => ({ id: String(shop.id), label: shop.nom })),
  ];
  const shopValue = list.filters.magasin || (selected.shopId === null ? ALL_SHOPS : String(selected.shopId));
  return (
    <fieldset className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]">
      <legend className="sr-only">{T.filters}</legend>
      {selected.isLocked ? null : (
        <SelectField
          label={T.shop}
          options={shopOptions}
          value={shopValue}
          onChange={(value) => list.setFilters({ magasin: value })}
        />
      )}
      <DateRangeFields
        range={list.filters}
        set={(key) => (value) => onDate(key, value)}
        error={rangeError}
        labels={{ from: T.from, to: T.to }}
      />
      {clearButton ? <div className="self-end">{clearButton}</div> : null}
    </fieldset>
  );
}

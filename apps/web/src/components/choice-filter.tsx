import { FilterSelectField } from './filter-select-field';
import type { SelectOption } from './select-field';

/** The option of a list's filter that clears it ('Tous les statuts'...). */
export const ALL_CHOICES = 'tous';

type ChoiceFilterProps<Key extends string> = {
  /** The list's filter it sets (its `setFilters`), by `name`. */
  setFilters: (changes: Partial<Record<Key, string>>) => void;
  name: Key;
  label: string;
  /** The choices, the first `ALL_CHOICES` ('tous'), which leaves the filter empty. */
  options: SelectOption[];
  /** The filter's value: '' for all. */
  value: string;
  className?: string;
};

/** A list's filter of one value among a few (a status, an operator): '' in the address stands for all. */
export function ChoiceFilter<Key extends string>({
  setFilters,
  name,
  label,
  options,
  value,
  className = 'w-full sm:w-56',
}: ChoiceFilterProps<Key>) {
  return (
    <FilterSelectField
      label={label}
      options={options}
      value={value || ALL_CHOICES}
      onChange={(chosen) =>
        setFilters({ [name]: chosen === ALL_CHOICES ? '' : chosen } as Partial<Record<Key, string>>)
      }
      className={className}
    />
  );
}

import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useIsTouchOnly } from '@/lib/media-query';
import { moduleLoader, useModuleOnceHere } from './lazy-on-use';
import type { SelectFieldProps } from './select-field';
import { SELECT_TEXTS } from './select-texts';

// The select's popover and list (react-aria's overlays and collections) weigh more than the rest of
// a page: they are fetched once the page has drawn (at idle), not with it, so that they never
// share the slow connection with what the first paint needs. A phone never fetches them.
const selectField = moduleLoader(() => import('./select-field'));

type FilterSelectFieldProps = Omit<SelectFieldProps, 'description' | 'error' | 'isRequired' | 'buttonRef'>;

/**
 * A filter of a page drawn at once (a `SelectField` without hint nor error): until its code has
 * arrived, a still copy of it shows the same label and value at the same size, so that nothing moves
 * when the real one takes its place (a moment later, before anyone can reach it).
 *
 * On a phone (a touch screen with no mouse or trackpad) it is the browser's own select, whose
 * picker is the phone's: react-aria's select brought a slowed phone a frozen fifth of a second as
 * /stock opened (its code run, then its popover and list mounted), for a choice the phone makes
 * better itself.
 */
export function FilterSelectField(props: FilterSelectFieldProps) {
  return useIsTouchOnly() ? <NativeSelect {...props} /> : <SelectOnLoad {...props} />;
}

function SelectOnLoad(props: FilterSelectFieldProps) {
  const module = useModuleOnceHere(selectField);
  return module ? <module.SelectField {...props} /> : <StillSelect {...props} />;
}

const triggerClass =
  'flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-base text-stone-900 shadow-sm sm:h-10 sm:text-sm';

function NativeSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  isDisabled,
  placeholder = SELECT_TEXTS.placeholder,
  name,
  className = '',
}: FilterSelectFieldProps) {
  const id = useId();
  const chosen = value ?? '';
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={chosen}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={`${triggerClass} appearance-none pr-9 outline-none focus-visible:ring-2 focus-visible:ring-rose-600 disabled:bg-stone-100 disabled:text-stone-500 ${chosen ? '' : 'text-stone-500'}`}
        >
          {chosen === '' ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
    </div>
  );
}

function StillSelect({
  label,
  options,
  value,
  placeholder = SELECT_TEXTS.placeholder,
  className = '',
}: FilterSelectFieldProps) {
  const id = useId();
  const chosen = options.find((option) => option.id === value)?.label;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      <span id={id} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <button type="button" disabled aria-labelledby={id} className={triggerClass}>
        <span className={`min-w-0 flex-1 truncate ${chosen ? '' : 'text-stone-500'}`}>
          {chosen ?? placeholder}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      </button>
    </div>
  );
}

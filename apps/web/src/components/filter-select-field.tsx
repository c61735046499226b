import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { moduleLoader, useModuleOnceHere } from './lazy-on-use';
import type { SelectFieldProps } from './select-field';
import { SELECT_TEXTS } from './select-texts';

// The select's popover and list (react-aria's overlays and collections) weigh more than the rest of
// a page: they are fetched once the page has drawn (at idle), not with it, so that they never
// share the slow connection with what the first paint needs.
const selectField = moduleLoader(() => import('./select-field'));

type FilterSelectFieldProps = Omit<SelectFieldProps, 'description' | 'error' | 'isRequired' | 'buttonRef'>;

/**
 * A filter of a page drawn at once (a `SelectField` without hint nor error): until its code has
 * arrived, a still copy of it shows the same label and value at the same size, so that nothing moves
 * when the real one takes its place (a moment later, before anyone can reach it).
 */
export function FilterSelectField(props: FilterSelectFieldProps) {
  const module = useModuleOnceHere(selectField);
  return module ? <module.SelectField {...props} /> : <StillSelect {...props} />;
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
      <button
        type="button"
        disabled
        aria-labelledby={id}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-base text-stone-900 shadow-sm sm:h-10 sm:text-sm"
      >
        <span className={`min-w-0 flex-1 truncate ${chosen ? '' : 'text-stone-400'}`}>
          {chosen ?? placeholder}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      </button>
    </div>
  );
}

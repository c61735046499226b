import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export const SEARCH_FIELD_TEXTS = { clear: 'Effacer la recherche' } as const;

type SearchFieldProps = {
  label: string;
  /** The applied search (e.g. from the URL). */
  value: string;
  /** Called once typing pauses for `delay` ms, on Enter, and when cleared. */
  onChange: (value: string) => void;
  placeholder?: string;
  delay?: number;
  /** Show the label to screen readers only. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * A search box that applies what is typed after a short pause; Enter applies it at once, Escape or
 * the cross clears it. Plain HTML (an `<input type="search">` and its label): it is drawn with the
 * lists' first paint, so it carries no library code of its own (react-aria's search field brought
 * its translations and the browser's date set-up with it).
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  delay = 300,
  hideLabel = false,
  className = '',
}: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  // A change from outside (filters cleared, back button) replaces what is in the box; the echo of
  // what was typed does not (it would drop a trailing space the user is still typing after).
  useEffect(() => setText((current) => (current.trim() === value.trim() ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === latest.current.value.trim()) return;
    const timer = setTimeout(() => latest.current.onChange(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  const clear = () => {
    setText('');
    onChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onChange(text.trim());
    } else if (event.key === 'Escape' && text !== '') {
      // Clears the box only: a dialog around it stays open (an empty box lets Escape through).
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-10 pl-9 text-base text-stone-900 shadow-sm placeholder:text-stone-400 sm:h-10 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={SEARCH_FIELD_TEXTS.clear}
            onClick={() => {
              clear();
              input.current?.focus();
            }}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

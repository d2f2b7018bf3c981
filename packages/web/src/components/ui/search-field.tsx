import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DEBOUNCE_MS, useDebouncedValue } from '../../hooks/use-debounced-value';
import { cn } from './cn';
import { FIELD_CONTROL_CLASS } from './text-field';

interface SearchFieldProps {
  label: string;
  /** Keeps the label for screen readers only (the search box above a list). */
  hideLabel?: boolean;
  /** The search in effect (from the URL or the screen's state). */
  value: string;
  /** Called with the trimmed text once typing pauses for `delayMs`, and at once on clear. */
  onSearch(value: string): void;
  placeholder?: string;
  maxLength?: number;
  delayMs?: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * The one search box: a labelled `type="search"` input with a search icon, debounced, and a
 * clear button while it holds text (Escape clears too, as the browser does).
 */
export function SearchField({
  label,
  hideLabel = false,
  value,
  onSearch,
  placeholder,
  maxLength = 200,
  delayMs = DEFAULT_DEBOUNCE_MS,
  className,
  'data-testid': testId,
}: SearchFieldProps) {
  const { t } = useTranslation('kit');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A search changed from outside (the URL, "Clear filters") replaces what is typed.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  const settled = useDebouncedValue(text.trim(), delayMs);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text is a new search (not a new `shown`).
  useEffect(() => {
    if (settled !== shown) latest.current(settled);
  }, [settled]);

  const clear = () => {
    setText('');
    if (shown !== '') onSearch('');
    input.current?.focus();
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-ink'}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          data-testid={testId}
          className={cn(
            FIELD_CONTROL_CLASS,
            'border-line-strong pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {text ? (
          <button
            type="button"
            onClick={clear}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-ink-subtle hover:bg-surface-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';

/** How long a value must stay unchanged before it is passed on, by default (search boxes). */
export const DEFAULT_DEBOUNCE_MS = 300;

/**
 * The value, once it has stopped changing for `delayMs`: type into a search
 * box, query the server once the user pauses.
 *
 * @example
 * const [text, setText] = useState('');
 * const query = useDebouncedValue(text.trim());
 * const list = usePagedList({ ..., filters: { query } });
 */
export function useDebouncedValue<T>(value: T, delayMs: number = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

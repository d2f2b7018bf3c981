import { useRef, useState } from 'react';

/**
 * State whose latest value is readable at once. Key presses can arrive faster
 * than React re-renders (typing fast, pasting); handlers read the ref so no
 * key is applied to a stale value.
 */
export function useLatestState<T>(initial: T): [() => T, (next: T) => void, T] {
  const ref = useRef(initial);
  const [value, setValue] = useState(initial);
  const set = (next: T) => {
    ref.current = next;
    setValue(next);
  };
  return [() => ref.current, set, value];
}

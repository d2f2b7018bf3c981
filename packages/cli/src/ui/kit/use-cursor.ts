import { useRef, useState } from 'react';

/** A cursor over a list: the selected index (always inside the list) and how to move it. */
export interface Cursor {
  index: number;
  /** Moves by `step` (−1 up, 1 down), stopping at either end. */
  move: (step: number) => void;
  /** Goes back to the first item. */
  reset: () => void;
}

/**
 * The selected row of a list of `length` items, for every Ink screen: moves
 * stop at the ends, and when the list shrinks (a new search) the index stays
 * inside it. Moves read the latest length and index from refs, so a key
 * handled by an input handler of an earlier render (keys can arrive before
 * Ink registers the new one) still moves from where the cursor is.
 */
export function useCursor(length: number): Cursor {
  const [index, setIndex] = useState(0);
  const latest = useRef({ index: 0, length });
  const last = Math.max(length - 1, 0);
  const at = Math.min(index, last);
  latest.current.length = length;
  latest.current.index = Math.min(latest.current.index, last);
  const go = (next: number) => {
    latest.current.index = next;
    setIndex(next);
  };
  return {
    index: at,
    move: (step) => {
      const end = Math.max(latest.current.length - 1, 0);
      go(Math.min(Math.max(latest.current.index + step, 0), end));
    },
    reset: () => go(0),
  };
}

import { useState } from 'react';

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
 * inside it.
 */
export function useCursor(length: number): Cursor {
  const [index, setIndex] = useState(0);
  const last = Math.max(length - 1, 0);
  const at = Math.min(index, last);
  return {
    index: at,
    move: (step) => setIndex(Math.min(Math.max(at + step, 0), last)),
    reset: () => setIndex(0),
  };
}

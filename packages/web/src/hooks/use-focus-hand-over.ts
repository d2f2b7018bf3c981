import { type Ref, type RefCallback, useCallback, useRef } from 'react';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** The refs of a stand-in (a Suspense fallback) and of the control that replaces it. */
export interface FocusHandOver<T extends HTMLElement> {
  standIn: RefCallback<T>;
  control: RefCallback<T>;
}

/**
 * Keeps keyboard focus when a lazily loaded control replaces its stand-in: a person who tabbed
 * to the stand-in stays on the control instead of being dropped on the page's body. The stand-in
 * notes, as it leaves (while still in the document), whether it had focus; the control takes it
 * as it arrives, unless something else has taken focus meanwhile. `forwarded` gets the element
 * of either, as a plain ref would.
 */
export function useFocusHandOver<T extends HTMLElement>(forwarded?: Ref<T>): FocusHandOver<T> {
  const standInElement = useRef<T | null>(null);
  const hadFocus = useRef(false);
  const standIn = useCallback(
    (node: T | null) => {
      assignRef(forwarded, node);
      if (node) {
        standInElement.current = node;
        return;
      }
      hadFocus.current = standInElement.current !== null && document.activeElement === standInElement.current;
      standInElement.current = null;
    },
    [forwarded],
  );
  const control = useCallback(
    (node: T | null) => {
      assignRef(forwarded, node);
      if (!node || !hadFocus.current) return;
      hadFocus.current = false;
      const active = document.activeElement;
      if (active === null || active === document.body) node.focus({ preventScroll: true });
    },
    [forwarded],
  );
  return { standIn, control };
}

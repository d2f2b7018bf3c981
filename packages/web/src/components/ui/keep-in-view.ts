/** How long a just-revealed element follows the layout above it, at most. */
export const SETTLE_MS = 5_000;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a just-revealed element in view while the page is still settling: content above it that
 * arrives late (a table's rows replacing its skeleton) pushes it down, and content of its own that
 * arrives late makes room to scroll it up to where it was asked to be. Each time the document's
 * size or the element's place in it changes, it is scrolled to again. Stops at the user's first
 * own scroll, key or pointer input, after `SETTLE_MS`, or when the returned function is called
 * (the element unmounts).
 */
export function keepInViewWhileSettling(element: HTMLElement, settleMs = SETTLE_MS): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const layout = () =>
    `${element.getBoundingClientRect().top + window.scrollY}:${document.documentElement.scrollHeight}`;
  let last = layout();
  const observer = new ResizeObserver(() => {
    const now = layout();
    if (now === last) return;
    last = now;
    element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  });
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const name of USER_SCROLL_EVENTS) window.removeEventListener(name, stop, true);
  };
  const timer = window.setTimeout(stop, settleMs);
  for (const name of USER_SCROLL_EVENTS)
    window.addEventListener(name, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Moves focus to the main heading of the page (the first `h1` inside `<main>`), making it
 * focusable first. Returns false when the page has no heading yet.
 */
export function focusMainHeading(doc: Document): boolean {
  const heading = doc.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return doc.activeElement === heading;
}

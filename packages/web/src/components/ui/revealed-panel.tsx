import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from './cn';
import { keepInViewWhileSettling } from './keep-in-view';

interface RevealedPanelProps {
  /** Names the panel for screen readers (it takes focus when it opens). */
  label: string;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A panel that opens in the page (an editor or details below a table): when it mounts it scrolls
 * into view, clear of the sticky top bar, and takes focus, so the click that opened it never looks
 * dead (issue 25 item 4). If what stands above it is still loading (a table whose rows replace its
 * skeleton), it is scrolled back into view as that content grows, until the user scrolls or types.
 * Give it a new `key` to reveal it again for other content.
 */
export function RevealedPanel({ label, children, className, ...rest }: RevealedPanelProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.focus({ preventScroll: true });
    panel.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    return keepInViewWhileSettling(panel);
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={label}
      data-testid={rest['data-testid']}
      className={cn('scroll-mt-24 outline-none', className)}
    >
      {children}
    </section>
  );
}

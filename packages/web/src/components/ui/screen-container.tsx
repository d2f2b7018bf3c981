import type { ReactNode } from 'react';
import { cn } from './cn';

const widths = {
  /** Lists, tables and card grids. */
  wide: 'max-w-6xl',
  /** Feeds and single-column reading. */
  medium: 'max-w-5xl',
  /** Forms and settings. */
  narrow: 'max-w-4xl',
  /** One column: a certificate, a review, a settings list, a link's answer. */
  compact: 'max-w-3xl',
} as const;

interface ScreenContainerProps {
  width?: keyof typeof widths;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of one screen's content: centred, at most `width` wide, with the page padding of
 * docs/web.md (16 px at the phone's edges, 24 px from `sm`, and clear of the top bar).
 */
export function ScreenContainer({ width = 'wide', className, children }: ScreenContainerProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-6 sm:px-6 sm:py-8', widths[width], className)}>{children}</div>
  );
}

import { cn } from './cn';

/**
 * The look of every native file input: its "Choose file" button drawn as the kit's secondary button (the browser's
 * own is unstyled and ignores the colour mode), the chosen file's name beside it in muted text.
 */
export function fileInputClasses(className?: string): string {
  return cn(
    'block w-full text-sm text-ink-muted file:mr-3 file:rounded-control file:border file:border-line-strong file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-surface-muted',
    className,
  );
}

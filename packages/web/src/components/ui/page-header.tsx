import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

interface PageHeaderProps {
  /** The screen's one `h1`; area screens pass `useScreenTitle(...)`. */
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the header (primary action last). */
  actions?: ReactNode;
}

/**
 * The top of a screen: its title (the page's only h1), a line of context and its actions. It also names the tab
 * ("<title> · AI Lab"), so every screen with a header has a document title; a screen that sets its own with
 * `useDocumentTitle` wins (its effect runs after its children's).
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

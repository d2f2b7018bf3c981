import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { Spinner } from '../ui/spinner';

/** What "Load more" needs of a TanStack infinite query. */
export interface LoadMoreQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last "next page" request failed (the pages already shown stay). */
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage(): unknown;
}

interface LoadMoreProps {
  query: LoadMoreQuery;
  /** Items on screen. */
  shown: number;
  /** Items in the whole list, when the server counts them ("12 of 30"). */
  total?: number | undefined;
  /** The button's words, when "Load more" is not the list's own (defaults to `common:list.loadMore`). */
  label?: ReactNode;
  className?: string;
}

/**
 * The one "Load more" of a feed: a real button that stays focused while the next page loads
 * (`aria-busy`, clicks ignored instead of `disabled`, which would drop focus), "12 of 30" when the
 * total is known, the failure with Try again under the rows already shown, and "That is all" at
 * the end of a list that was extended. Each page that arrives is announced politely ("12 more
 * loaded: 24 of 30"); when the last page removes the button, focus moves to the end-of-list line
 * rather than falling back to the page.
 */
export function LoadMore({ query, shown, total, label, className }: LoadMoreProps) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const button = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [extended, setExtended] = useState(false);
  const previous = useRef(shown);
  const known = total !== undefined && total >= shown;

  useEffect(() => {
    const before = previous.current;
    previous.current = shown;
    if (shown > before && before > 0 && extended) {
      const count = shown - before;
      setAnnouncement(
        known
          ? t('common:list.loadedMoreOf', { count, shown: number.format(shown), total: number.format(total) })
          : t('common:list.loadedMore', { count }),
      );
    } else if (shown < before) {
      // New filters: a fresh list, nothing extended yet.
      setAnnouncement('');
      setExtended(false);
    }
  }, [shown, total, known, extended, t, number]);

  const loading = query.isFetchingNextPage;
  // The count on screen when a focused button asked for more: once the answer is in, focus moves
  // to the end-of-list line if the button went away, and otherwise stays on the button.
  const focusAfter = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfter.current === null || loading) return;
    if (query.isFetchNextPageError) focusAfter.current = null;
    else if (!query.hasNextPage || shown !== focusAfter.current) {
      if (!query.hasNextPage) end.current?.focus();
      focusAfter.current = null;
    }
  }, [loading, shown, query.hasNextPage, query.isFetchNextPageError]);

  const more = () => {
    if (loading) return;
    setExtended(true);
    focusAfter.current = document.activeElement === button.current ? shown : null;
    void query.fetchNextPage();
  };
  const failed = query.isFetchNextPageError && !loading;

  return (
    <div className={cn('flex flex-col items-center gap-2 text-center', className)}>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {failed ? (
        <div role="alert" className="text-sm">
          <p className="font-semibold text-danger">{t('common:list.loadMoreError')}</p>
          <p className="text-ink-muted">{errorMessage(query.error, t('common:genericError'))}</p>
        </div>
      ) : null}
      {query.hasNextPage ? (
        <button
          ref={button}
          type="button"
          onClick={more}
          aria-busy={loading || undefined}
          aria-disabled={loading || undefined}
          className={buttonClasses('secondary', loading ? 'cursor-progress opacity-60' : undefined)}
        >
          {loading ? <Spinner className="size-4" /> : null}
          {failed ? t('common:list.retry') : (label ?? t('common:list.loadMore'))}
        </button>
      ) : extended ? (
        <p ref={end} tabIndex={-1} className="text-sm text-ink-subtle">
          {known ? t('common:list.endOf', { shown: number.format(shown) }) : t('common:list.end')}
        </p>
      ) : null}
      {query.hasNextPage && known ? (
        <p className="text-xs text-ink-subtle tabular-nums">
          {t('common:list.shownOf', { shown: number.format(shown), total: number.format(total) })}
        </p>
      ) : null}
    </div>
  );
}

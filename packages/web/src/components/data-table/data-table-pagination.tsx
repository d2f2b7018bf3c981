import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListPagination } from '../../lib/list-query';
import { Button } from '../ui/button';

/**
 * "21–40 of 245" with Previous and Next over the list's cursors; a navigation landmark named after
 * its table ("Courses: pages"), so two tables on one screen have distinguishable landmarks.
 */
export function DataTablePagination({ pagination, label }: { pagination: ListPagination; label: string }) {
  const { t } = useTranslation();
  const from = pagination.pageIndex * pagination.pageSize + (pagination.pageItems > 0 ? 1 : 0);
  const to = pagination.pageIndex * pagination.pageSize + pagination.pageItems;
  return (
    <nav
      aria-label={t('common:list.paginationOf', { table: label })}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 text-sm text-ink-muted"
    >
      <p aria-live="polite" className="tabular-nums">
        {t('common:list.pageSummary', { from, to, total: pagination.total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={!pagination.hasPrevious}
          onClick={pagination.previous}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('common:list.previous')}
        </Button>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          disabled={!pagination.hasNext}
          onClick={pagination.next}
        >
          {t('common:list.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

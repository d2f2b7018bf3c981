import { isLargeChange } from '@ailab/core/admin/large-change';
import * as Dialog from '@radix-ui/react-dialog';
import { Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import type { ListPagination } from '../../../lib/list-query';
import {
  type ImportInputLine,
  type ImportResultLine,
  useUserImport,
  useUserTotal,
} from '../api/import-users';
import { OutcomeBadge, OutcomeSummary } from './import-outcome';
import { ImportProgressBar } from './import-progress';

/** The largest file the browser reads (10 MB is about 100,000 users). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const PAGE_SIZE = 20;

function usePagedRows<T>(rows: readonly T[]): { page: T[]; pagination: ListPagination; reset: () => void } {
  const [pageIndex, setPageIndex] = useState(0);
  const page = rows.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE);
  return {
    page,
    reset: () => setPageIndex(0),
    pagination: {
      pageIndex,
      pageSize: PAGE_SIZE,
      pageItems: page.length,
      total: rows.length,
      hasPrevious: pageIndex > 0,
      hasNext: (pageIndex + 1) * PAGE_SIZE < rows.length,
      previous: () => setPageIndex((index) => Math.max(0, index - 1)),
      next: () => setPageIndex((index) => index + 1),
    },
  };
}

/**
 * Import users from a CSV file: choose the file, see the dry run row by row,
 * then apply it with a progress bar. A change to more than a fifth of the
 * existing users needs an explicit tick (the CLI's --allow-large-change).
 */
export function UserImportDialog() {
  const { t } = useTranslation('admin');
  const fileInputId = useId();
  const [open, setOpen] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lines, setLines] = useState<ImportInputLine[] | null>(null);
  const [allowLarge, setAllowLarge] = useState(false);
  const checking = useUserImport();
  const applying = useUserImport();
  const total = useUserTotal(open);
  const plan = checking.data;
  const done = applying.data;
  const shown = done ?? plan;
  const rows = usePagedRows(shown?.lines ?? []);

  const reset = () => {
    setFileName(null);
    setFileError(null);
    setLines(null);
    setAllowLarge(false);
    checking.reset();
    applying.reset();
    rows.reset();
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    if (file.size > MAX_FILE_BYTES) {
      setFileError(t('import.errors.tooLarge', { limit: '10 MB' }));
      return;
    }
    const [{ readUsersCsv }, text] = await Promise.all([import('../lib/read-users-csv'), file.text()]);
    const read = readUsersCsv(text, t);
    if (!read.ok) {
      setFileError(read.message);
      return;
    }
    setLines(read.lines);
    checking.mutate({ lines: read.lines, dryRun: true });
  };

  const large = plan !== undefined && total.data !== undefined && isLargeChange(plan.summary, total.data);
  const changes = plan ? plan.summary.created + plan.summary.updated : 0;
  const canApply = plan !== undefined && !done && changes > 0 && (!large || allowLarge) && lines !== null;

  const columns: DataTableColumn<ImportResultLine>[] = [
    { id: 'line', header: t('import.columns.line'), cell: (row) => row.line, className: 'tabular-nums w-16' },
    { id: 'email', header: t('import.columns.email'), cell: (row) => row.key || '—' },
    {
      id: 'outcome',
      header: t('import.columns.outcome'),
      cell: (row) => <OutcomeBadge outcome={row.outcome} />,
    },
    { id: 'reason', header: t('import.columns.reason'), cell: (row) => row.reason ?? '' },
  ];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Upload aria-hidden="true" className="size-4" />
          {t('import.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40" />
        <Dialog.Content
          data-testid="user-import"
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full max-w-3xl flex-col gap-4 overflow-y-auto border border-line bg-surface p-4 shadow-2xl outline-none sm:top-10 sm:max-h-[calc(100dvh-5rem)] sm:rounded-2xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-2">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink">{t('import.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-subtle">
                {t('import.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <IconButton label={t('import.close')}>
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </Dialog.Close>
          </div>

          <div className="space-y-1">
            <label htmlFor={fileInputId} className="block text-sm font-medium text-ink">
              {t('import.file')}
            </label>
            <input
              id={fileInputId}
              type="file"
              accept=".csv,text/csv"
              disabled={checking.isPending || applying.isPending}
              onChange={(event) => void choose(event.target.files?.[0])}
              className="block w-full text-sm text-ink-muted file:mr-3 file:rounded-control file:border file:border-line-strong file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-surface-muted"
            />
            <p className="text-xs text-ink-subtle">{t('import.columnsHint')}</p>
          </div>

          {fileError ? <Alert tone="error">{fileError}</Alert> : null}
          <FormError error={checking.error ?? applying.error ?? total.error} />

          {checking.isPending ? (
            <ImportProgressBar label={t('import.checking')} progress={checking.progress} />
          ) : null}
          {applying.isPending ? (
            <ImportProgressBar label={t('import.applying')} progress={applying.progress} />
          ) : null}

          {shown ? (
            <section className="space-y-3" aria-live="polite">
              <h3 className="text-sm font-semibold text-ink">
                {done
                  ? t('import.doneTitle', { file: fileName ?? '' })
                  : t('import.planTitle', { file: fileName ?? '' })}
              </h3>
              <OutcomeSummary
                summary={shown.summary}
                label={
                  done
                    ? t('import.doneTitle', { file: fileName ?? '' })
                    : t('import.planTitle', { file: fileName ?? '' })
                }
              />
              {plan && !done && changes === 0 ? <Alert tone="info">{t('import.nothingToDo')}</Alert> : null}
              {large && !done && plan ? (
                <Alert tone="error">
                  <span className="block">
                    {t('import.largeChange', { updated: plan.summary.updated, existing: total.data ?? 0 })}
                  </span>
                  <label className="mt-2 flex items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      checked={allowLarge}
                      onChange={(event) => setAllowLarge(event.target.checked)}
                      className="size-4 accent-brand-600"
                    />
                    {t('import.allowLargeChange')}
                  </label>
                </Alert>
              ) : null}
              <DataTable
                label={t('import.resultsLabel')}
                columns={columns}
                rows={rows.page}
                getRowId={(row) => String(row.line)}
                status="success"
                pagination={rows.pagination}
                cardTitle={(row) => row.key || String(row.line)}
              />
            </section>
          ) : null}

          <div className="flex flex-wrap justify-end gap-2">
            {done ? (
              <Dialog.Close asChild>
                <Button>{t('import.finish')}</Button>
              </Dialog.Close>
            ) : (
              <Button
                disabled={!canApply}
                loading={applying.isPending}
                onClick={() => lines && applying.mutate({ lines, dryRun: false })}
              >
                {t('import.apply', {
                  created: plan?.summary.created ?? 0,
                  updated: plan?.summary.updated ?? 0,
                })}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

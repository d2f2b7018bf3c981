import { Download, Upload } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/data-table-types';
import { FormError } from '../form-error';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { Dialog, DialogClose } from '../ui/dialog';
import { fileInputClasses } from '../ui/file-input';
import type {
  BulkInputLine,
  BulkParseResult,
  BulkResultLine,
  BulkRun,
  BulkRunBatch,
} from './bulk-import-types';
import { OutcomeBadge, OutcomeSummary } from './bulk-outcome';
import { BulkProgressBar } from './bulk-progress';
import { downloadText, failedRowsCsv } from './failed-rows-csv';
import { useBulkRun } from './use-bulk-run';
import { usePagedRows } from './use-paged-rows';

/** The largest file the browser reads by default (10 MB is about 100,000 rows). */
const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** A check of the dry run that needs an explicit tick before applying (e.g. a large change). */
export interface BulkGuard {
  message: ReactNode;
  acknowledge: string;
}

interface BulkImportDialogProps<R> {
  /** The button that opens the dialog. */
  triggerLabel: string;
  title: string;
  description: string;
  /** Which columns the file needs. */
  columnsHint: string;
  /** The header of the column naming each row (e.g. "Email"). */
  keyHeader?: string;
  /**
   * Reads the file into lines (loaded on demand by the caller if it is heavy): its text read as
   * UTF-8, and its bytes for a reader that checks the encoding itself (core's `decodeCsvBytes`).
   */
  parse(text: string, bytes: Uint8Array): Promise<BulkParseResult<R>> | BulkParseResult<R>;
  /** Sends one batch; `dryRun` answers what would happen without changing anything. */
  runBatch: BulkRunBatch<R>;
  batchSize?: number;
  maxBytes?: number;
  /** A condition of the dry run to acknowledge before applying; null when there is none. */
  guard?(plan: BulkRun): BulkGuard | null;
  onApplied?(run: BulkRun): void;
  onOpenChange?(open: boolean): void;
  'data-testid'?: string;
}

/**
 * The one bulk import: choose a CSV file, see the dry run row by row, apply it with a progress
 * bar, and download the failed rows as a CSV to fix. Each domain passes how to read its file and
 * how to send a batch (today a mutation; later core's framework-free bulk client).
 */
export function BulkImportDialog<R>(props: BulkImportDialogProps<R>) {
  const { t } = useTranslation('kit');
  const { parse, runBatch, batchSize, guard, onApplied } = props;
  const fileInputId = useId();
  const [open, setOpen] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lines, setLines] = useState<BulkInputLine<R>[] | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const checking = useBulkRun({ runBatch, batchSize });
  const applying = useBulkRun({ runBatch, batchSize, onApplied });
  const plan = checking.data;
  const done = applying.data;
  const shown = done ?? plan;
  const rows = usePagedRows(shown?.lines ?? []);

  const reset = () => {
    setFileName(null);
    setFileError(null);
    setLines(null);
    setAcknowledged(false);
    checking.reset();
    applying.reset();
    rows.reset();
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    const maxBytes = props.maxBytes ?? DEFAULT_MAX_BYTES;
    if (file.size > maxBytes) {
      setFileError(t('import.tooLarge', { limit: `${Math.round(maxBytes / 1024 / 1024)} MB` }));
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const read = await parse(new TextDecoder().decode(bytes), bytes);
    if (!read.ok) {
      setFileError(read.message);
      return;
    }
    setLines(read.lines);
    checking.mutate({ lines: read.lines, dryRun: true });
  };

  const warning = plan && !done && guard ? guard(plan) : null;
  const changes = plan ? plan.summary.created + plan.summary.updated : 0;
  const canApply = plan !== undefined && !done && changes > 0 && (!warning || acknowledged) && lines !== null;
  const title = (run: BulkRun) =>
    run === done
      ? t('import.doneTitle', { file: fileName ?? '' })
      : t('import.planTitle', { file: fileName ?? '' });

  const columns: DataTableColumn<BulkResultLine>[] = [
    {
      id: 'line',
      header: t('import.columns.line'),
      cell: (row) => row.line,
      className: 'tabular-nums w-16',
    },
    { id: 'key', header: props.keyHeader ?? t('import.columns.key'), cell: (row) => row.key || '—' },
    {
      id: 'outcome',
      header: t('import.columns.outcome'),
      cell: (row) => <OutcomeBadge outcome={row.outcome} />,
    },
    { id: 'reason', header: t('import.columns.reason'), cell: (row) => row.reason ?? '' },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange?.(next);
        if (!next) reset();
      }}
      width="lg"
      title={props.title}
      description={props.description}
      data-testid={props['data-testid']}
      trigger={
        <Button variant="secondary">
          <Upload aria-hidden="true" className="size-4" />
          {props.triggerLabel}
        </Button>
      }
      footer={
        done ? (
          <DialogClose asChild>
            <Button>{t('import.finish')}</Button>
          </DialogClose>
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
        )
      }
    >
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
          className={fileInputClasses()}
        />
        <p className="text-xs text-ink-subtle">{props.columnsHint}</p>
      </div>

      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
      <FormError error={checking.error ?? applying.error} />
      {checking.isPending ? (
        <BulkProgressBar label={t('import.checking')} progress={checking.progress} />
      ) : null}
      {applying.isPending ? (
        <BulkProgressBar label={t('import.applying')} progress={applying.progress} />
      ) : null}

      {shown ? (
        <section className="space-y-3" aria-live="polite">
          <h3 className="text-sm font-semibold text-ink">{title(shown)}</h3>
          <OutcomeSummary summary={shown.summary} label={title(shown)} />
          {plan && !done && changes === 0 ? <Alert tone="info">{t('import.nothingToDo')}</Alert> : null}
          {warning ? (
            <Alert tone="error">
              <span className="block">{warning.message}</span>
              <CheckboxField checked={acknowledged} onChange={setAcknowledged} className="mt-2 font-medium">
                {warning.acknowledge}
              </CheckboxField>
            </Alert>
          ) : null}
          {shown.summary.failed > 0 ? (
            <Button
              variant="secondary"
              onClick={() =>
                downloadText(
                  `${(fileName ?? 'import').replace(/\.csv$/i, '')}-failed.csv`,
                  failedRowsCsv(shown.lines),
                )
              }
            >
              <Download aria-hidden="true" className="size-4" />
              {t('import.downloadFailed')}
            </Button>
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
    </Dialog>
  );
}

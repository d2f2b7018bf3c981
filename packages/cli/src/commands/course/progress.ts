import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { resolveCourseId } from '../../services/course-ref';
import {
  courseProgressReport,
  figuresLine,
  PROGRESS_COLUMNS,
  progressCells,
} from '../../services/course-service';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The flags of `ailab course progress`. */
export interface CourseProgressOptions extends ListFlags {
  csv?: boolean;
  state?: 'active' | 'completed' | 'withdrawn';
}

/** `ailab course progress <courseId> [--state S] [--csv | --json]`. */
export function newCourseProgressCommand(
  context: CommandContext,
  runF: (
    courseId: string,
    options: CourseProgressOptions,
    factory: Factory,
  ) => Promise<void> = runCourseProgress,
): Command {
  const { t } = context;
  const command = new Command('progress')
    .description(t('learning:cli.progress.description'))
    .argument('<courseId>', t('learning:cli.courseId'))
    .addOption(
      new Option('--state <state>', t('learning:cli.progress.state')).choices([
        'active',
        'completed',
        'withdrawn',
      ]),
    )
    .option('--csv', t('learning:cli.progress.csv'));
  return addListOptions(readsFrom(command, 'adminCourses', 'progress'), t).action(
    (courseId: string, options: CourseProgressOptions) => runF(courseId, options, context.factory()),
  );
}

/**
 * Every learner of a course with progress and score. On a terminal the
 * course's figures come first, then a table; piped, TSV rows; `--csv` a CSV
 * file with a header row (for spreadsheets); `--json` `{ summary, items, total }`.
 */
export async function runCourseProgress(
  courseId: string,
  options: CourseProgressOptions,
  f: Factory,
): Promise<void> {
  const { io, t } = f;
  if (options.csv && f.json) throw new UsageError(t('learning:cli.progress.csvWithJson'));
  // A CSV file is the whole list unless -L says otherwise: a file cut at 20 rows would lose data silently.
  const paging = options.csv && options.limit === undefined ? { all: true } : listPagesOptions(options, t);
  await requireToken(f);
  const api = await f.api();
  const report = await courseProgressReport(
    api,
    await resolveCourseId(api, courseId, t),
    options.state,
    paging,
  );
  if (f.json) {
    printJson(io, report);
    return;
  }
  const rows = report.items.map(progressCells);
  if (options.csv) {
    // Core's one CSV writer: a cell that starts like a formula (=, +, -, @, tab, CR) is prefixed with '.
    const { toCsv } = await import('@ailab/core/csv/csv-writer');
    io.print(toCsv(PROGRESS_COLUMNS, rows, { lineEnd: '\n' }));
    return;
  }
  if (io.stdoutIsTTY) io.print(figuresLine(report.summary, t));
  else io.info(figuresLine(report.summary, t));
  if (rows.length === 0) {
    io.info(t('common:noResults'));
    return;
  }
  const header = PROGRESS_COLUMNS.map((key) => t(`learning:cli.progress.columns.${key}`));
  io.print(formatTable(header, rows, io.tableWidth, io.out.bold));
  if (io.stdoutIsTTY && report.next_cursor !== null)
    io.info(io.err.dim(t('list.more', { shown: rows.length, total: report.total })));
}

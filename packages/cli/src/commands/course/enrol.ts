import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { addBulkOptions, type BulkFlags } from '../bulk-options';

/** The flags of `ailab course enrol`. */
export interface CourseEnrolOptions extends BulkFlags {
  users: string;
}

/** `ailab course enrol <courseId> --users emails.csv [--dry-run] [--failed-out file]`. */
export function newCourseEnrolCommand(
  context: CommandContext,
  runF: (courseId: string, options: CourseEnrolOptions, factory: Factory) => Promise<void> = runCourseEnrol,
): Command {
  const { t } = context;
  const command = new Command('enrol')
    .alias('enroll')
    .description(t('learning:cli.enrol.description'))
    .argument('<courseId>', t('learning:cli.courseId'))
    .requiredOption('--users <file>', t('learning:cli.enrol.users'));
  return addBulkOptions(command, t).action((courseId: string, options: CourseEnrolOptions) =>
    runF(courseId, options, context.factory()),
  );
}

/** A file of bare addresses (no header row) reads as if it had an `email` header. */
function withHeader(text: string): { text: string; shift: number } {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  return first.includes('@')
    ? { text: `email\n${text.replace(/^\uFEFF/, '')}`, shift: 1 }
    : { text, shift: 0 };
}

/**
 * Enrols the accounts of a CSV file (an `email` column, or one address a
 * line) in a course, on the shared bulk import: rows checked locally,
 * per-row results, `--dry-run`, `--failed-out`, exit 1 when a row failed.
 */
export async function runCourseEnrol(
  courseId: string,
  options: CourseEnrolOptions,
  f: Factory,
): Promise<void> {
  const { t } = f;
  let raw: string;
  try {
    raw = await readFile(options.users, 'utf8');
  } catch (error) {
    throw new UsageError(
      t('learning:cli.enrol.unreadable', { file: options.users, message: (error as Error).message }),
    );
  }
  await requireToken(f);
  const [{ parseCsv }, { runBulkImport }, { CourseEnrolRowSchema }] = await Promise.all([
    import('../../io/csv'),
    import('../../services/bulk-import'),
    import('@ailab/core/contract/learning/enrol.schemas'),
  ]);
  const { text, shift } = withHeader(raw);
  const records = parseCsv(
    text,
    { email: { headers: ['email', 'e-mail', 'email address'], required: true } },
    t,
  ).map((record) => ({ ...record, line: record.line - shift }));
  if (records.length === 0) throw new UsageError(t('learning:cli.enrol.noRows', { file: options.users }));
  await runBulkImport(f, {
    records,
    toRow: (record) => ({ email: record.values.email ?? '' }),
    rowSchema: CourseEnrolRowSchema,
    keyOf: (record) => record.values.email ?? '',
    send: (api, body) => api.adminCourses.enrol({ course_id: courseId, ...body }),
    dryRun: options.dryRun === true,
    ...(options.failedOut ? { failedOut: options.failedOut } : {}),
    label: t('learning:cli.enrol.label'),
  });
}

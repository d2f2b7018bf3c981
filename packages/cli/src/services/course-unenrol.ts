import { ENROL_BULK_CSV, withEmailHeader } from '@ailab/core/bulk/enrol-bulk-csv';
import type { CsvRecord } from '@ailab/core/csv/csv-records';
import { UsageError } from '../errors/cli-errors';
import type { Factory } from '../factory/factory';
import { confirmDestructive } from '../io/confirm-destructive';
import { parseCsvTable } from '../io/csv';
import { readCsvFile } from '../io/read-csv-file';
import { type ImportResult, runBulkImport } from './bulk-import';
import { resolveCourseId } from './course-ref';

/** The flags of `ailab course unenrol`. */
export interface CourseUnenrolFlags {
  users?: string;
  yes?: boolean;
  dryRun?: boolean;
  failedOut?: string;
}

/** The learners to withdraw: the addresses after the course, then those of `--users`, each with its line. */
async function recordsOf(
  f: Factory,
  emails: readonly string[],
  users: string | undefined,
): Promise<{ records: CsvRecord[]; header?: readonly string[] }> {
  const given: CsvRecord[] = emails.map((email, index) => ({ line: index + 1, values: { email } }));
  if (!users) return { records: given };
  const { text, shift } = withEmailHeader(await readCsvFile(users, f.t));
  const table = parseCsvTable(text, ENROL_BULK_CSV.fields, f.t);
  const fromFile = table.records.map((record) => ({ ...record, line: record.line - shift }));
  return { records: [...given, ...fromFile], header: table.header };
}

/** Asks on a terminal (or refuses off one, naming --yes) before the dry run's withdrawals are made. */
async function confirmWithdrawal(f: Factory, course: string, plan: ImportResult): Promise<void> {
  const count = plan.summary.updated;
  if (count === 0) return;
  await confirmDestructive(f.io, f.t, false, {
    question: f.t('learning:cli.unenrol.confirm', { count, course }),
    consequence: f.t('learning:cli.unenrol.consequence', { count, course }),
  });
}

/**
 * Withdraws learners from a course by email, on the shared bulk import (per-row results, `--dry-run`,
 * `--failed-out`, exit 1 when a row failed). Their progress is kept; a later enrolment resumes it. The
 * server's dry run counts who would be withdrawn, which a terminal confirms and a script confirms with
 * `--yes` (the destructive-command rule).
 */
export async function unenrolLearners(
  f: Factory,
  course: string,
  emails: readonly string[],
  flags: CourseUnenrolFlags,
): Promise<void> {
  const { records, header } = await recordsOf(f, emails, flags.users);
  if (records.length === 0) throw new UsageError(f.t('learning:cli.unenrol.noRows'));
  const courseId = await resolveCourseId(await f.api(), course, f.t);
  await runBulkImport(f, {
    records,
    ...(header ? { header } : {}),
    ...ENROL_BULK_CSV,
    send: (api, body) => api.adminCourses.unenrol({ course_id: courseId, ...body }),
    dryRun: flags.dryRun === true,
    ...(flags.failedOut ? { failedOut: flags.failedOut } : {}),
    label: f.t('learning:cli.unenrol.label'),
    summaryKeys: { done: 'learning:cli.unenrol.summary', dryRun: 'learning:cli.unenrol.summaryDryRun' },
    ...(flags.yes ? {} : { confirm: (plan: ImportResult) => confirmWithdrawal(f, course, plan) }),
  });
}

import { ENROL_BULK_CSV, withEmailHeader } from '@ailab/core/bulk/enrol-bulk-csv';
import { UsageError } from '../errors/cli-errors';
import type { Factory } from '../factory/factory';
import { parseCsvTable } from '../io/csv';
import { readCsvFile } from '../io/read-csv-file';
import { runBulkImport } from './bulk-import';
import { resolveCourseId } from './course-ref';

/** The flags of `ailab course enrol`. */
export interface CourseEnrolFlags {
  users: string;
  grantRole?: boolean;
  dryRun?: boolean;
  failedOut?: string;
}

/**
 * Enrols the accounts of a CSV file (an `email` column, or one address a
 * line) in a course, on the shared bulk import: rows checked locally,
 * per-row results, `--dry-run`, `--failed-out`, exit 1 when a row failed.
 * `--grant-role` gives the AI Learning role to accounts without it, instead
 * of failing their rows.
 */
export async function enrolFromFile(f: Factory, course: string, flags: CourseEnrolFlags): Promise<void> {
  const raw = await readCsvFile(flags.users, f.t);
  const { text, shift } = withEmailHeader(raw);
  const table = parseCsvTable(text, ENROL_BULK_CSV.fields, f.t);
  const records = table.records.map((record) => ({
    ...record,
    line: record.line - shift,
  }));
  if (records.length === 0) throw new UsageError(f.t('learning:cli.enrol.noRows', { file: flags.users }));
  // The file is checked first (no request for a file that cannot be read); then the course, by id or slug.
  const courseId = await resolveCourseId(await f.api(), course, f.t);
  await runBulkImport(f, {
    records,
    header: table.header,
    ...ENROL_BULK_CSV,
    send: (api, body) =>
      api.adminCourses.enrol({ course_id: courseId, grant_role: flags.grantRole === true, ...body }),
    dryRun: flags.dryRun === true,
    ...(flags.failedOut ? { failedOut: flags.failedOut } : {}),
    label: f.t('learning:cli.enrol.label'),
  });
}

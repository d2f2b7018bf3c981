import { type CourseEnrolRow, CourseEnrolRowSchema } from '../contract/learning/enrol.schemas';
import type { BulkCsvSpec } from './bulk-client';

/** A course enrolment file (`ailab course enrol --users`): an `email` column, idempotent by email. */
export const ENROL_BULK_CSV: BulkCsvSpec<CourseEnrolRow> = {
  fields: { email: { headers: ['email', 'e-mail', 'email address'], required: true } },
  toRow: (record) => ({ email: record.values.email ?? '' }),
  rowSchema: CourseEnrolRowSchema,
  keyOf: (record) => (record.values.email ?? '').toLowerCase(),
};

/**
 * A file of bare addresses (no header row, one address a line) reads as if it
 * had an `email` header; `shift` is the line count to take off record lines.
 */
export function withEmailHeader(text: string): { text: string; shift: number } {
  const body = text.replace(/^\uFEFF/, '');
  const first = body.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  return first.includes('@') ? { text: `email\n${body}`, shift: 1 } : { text, shift: 0 };
}

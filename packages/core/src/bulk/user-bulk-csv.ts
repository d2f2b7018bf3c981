import { USER_CSV_FIELDS, userRowFromRecord } from '../admin/user-csv';
import { type UserImportRow, UserImportRowSchema } from '../contract/users/users.schemas';
import type { BulkCsvSpec } from './bulk-client';

/** A users CSV (`ailab user import`, the web's user import): idempotent by email, compared in lower case. */
export const USER_BULK_CSV: BulkCsvSpec<UserImportRow> = {
  fields: USER_CSV_FIELDS,
  toRow: userRowFromRecord,
  rowSchema: UserImportRowSchema,
  keyOf: (record) => (record.values.email ?? '').toLowerCase(),
};

import { type RosterImportRow, RosterImportRowSchema } from '../contract/institutes/roster-import.schemas';
import type { BulkCsvSpec } from './bulk-client';

/** A roster file (`ailab institute roster import`): `email, first_name, last_name, team`, idempotent by email. */
export const ROSTER_BULK_CSV: BulkCsvSpec<RosterImportRow> = {
  fields: {
    email: { headers: ['email', 'e-mail', 'email address'], required: true },
    first_name: { headers: ['first_name', 'first name', 'given name'], required: false },
    last_name: { headers: ['last_name', 'last name', 'family name'], required: false },
    team: { headers: ['team', 'group', 'section'], required: false },
  },
  toRow: (record) => ({
    email: record.values.email ?? '',
    ...(record.values.first_name ? { first_name: record.values.first_name } : {}),
    ...(record.values.last_name ? { last_name: record.values.last_name } : {}),
    ...(record.values.team ? { team: record.values.team } : {}),
  }),
  rowSchema: RosterImportRowSchema,
  keyOf: (record) => (record.values.email ?? '').toLowerCase(),
};

import { z } from 'zod';
import { bulkRequest } from '../schemas/bulk';
import { EmailField, NameField } from '../schemas/fields';
import { singleLineText } from '../schemas/single-line-text';
import { InstituteIdField } from './institutes.schemas';

/** One roster line: a learner by email, their names (for a new account) and their team (empty: none). */
export const RosterImportRowSchema = z.strictObject({
  email: EmailField,
  first_name: NameField.optional(),
  last_name: NameField.optional(),
  team: singleLineText().trim().max(80).optional(),
});
export type RosterImportRow = z.infer<typeof RosterImportRowSchema>;

/**
 * A roster import: the bulk pattern's `{ rows, dry_run }` plus the institute. A row is `created`
 * (added; a missing account is created with the learner role and invited), `updated` (moved to
 * another team), `unchanged` (already there) or `failed` (an unknown or closed team, a member
 * without the learner role), idempotent by email.
 */
export const RosterImportRequest = bulkRequest(RosterImportRowSchema).extend({
  institute_id: InstituteIdField,
});
export type RosterImportBody = z.infer<typeof RosterImportRequest>;

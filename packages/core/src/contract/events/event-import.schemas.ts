import { z } from 'zod';
import { bulkRequest, bulkResponse } from '../schemas/bulk';
import { eventFields } from './events.schemas';

/**
 * One row of an events CSV import, idempotent by slug. A row describes the
 * whole event: an optional field left out is empty (no venue, no link, no
 * window), so importing the same file again changes nothing. `state` may
 * publish a draft; left out, a new event is a draft and an existing one keeps
 * its state. Date order (end after start, window closing after it opens) is
 * checked per row by the server, so a bad row fails alone with its reason.
 */
export const EventImportRowSchema = z.strictObject({
  slug: eventFields.slug,
  title: eventFields.title,
  description: eventFields.description.default(''),
  kind: eventFields.kind,
  starts_at: eventFields.starts_at,
  ends_at: eventFields.ends_at,
  time_zone: eventFields.time_zone,
  venue: eventFields.venue,
  online_url: eventFields.online_url,
  cover_url: eventFields.cover_url,
  capacity: eventFields.capacity,
  registration_opens_at: eventFields.registration_opens_at,
  registration_closes_at: eventFields.registration_closes_at,
  state: z.enum(['draft', 'published']).optional(),
});
export type EventImportRow = z.output<typeof EventImportRowSchema>;
export const EventImportRequest = bulkRequest(EventImportRowSchema);
export const EventImportResponse = bulkResponse;

import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { listRequest, listResponse } from '../schemas/list';

/**
 * The closed set of notification kinds. Each is translated at render time from its kind and params
 * (`notifications:kinds.<kind>` in every language); no text is stored.
 */
export const NOTIFICATION_KINDS = [
  'event.registration.confirmed',
  'event.registration.waitlisted',
  'event.waitlist.promoted',
  'event.changed',
  'event.cancelled',
  'course.completed',
  'roles.granted',
  'access.approved',
  'access.declined',
  'pitch.share.viewed',
  'invitation.received',
  'review.assigned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds that are also e-mailed, which a person may turn off (profile settings, `ailab notifications
 * prefs`); the others exist only in the app.
 */
export const EMAILED_NOTIFICATION_KINDS = [
  'event.registration.confirmed',
  'event.registration.waitlisted',
  'event.waitlist.promoted',
  'event.cancelled',
  'access.approved',
  'access.declined',
  'review.assigned',
] as const satisfies readonly NotificationKind[];

/** What a notification's text is built from: short values (titles, role numbers), never sentences. */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

/** One notification of the caller. `link` is an app path (`/events/…`, `/ailab/…`) or null. */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: NotificationParams,
  link: z.string().nullable(),
  created_at: IsoDateTime,
  read_at: IsoDateTime.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The caller's notifications, newest first; `unread: true` keeps the unread ones only. */
export const NotificationListRequest = listRequest({ unread: z.boolean().optional() }, ['created_at']);
export const NotificationListResponse = listResponse(NotificationSchema);

/** How many of the caller's notifications are unread. */
export const UnreadCountResponse = z.object({ unread: z.number().int().nonnegative() });

/**
 * Marks some of the caller's notifications read (`ids`), or all of them (`all: true`). One of the two
 * is required; the service answers a 400 naming `ids` when neither is given.
 */
export const MarkReadRequest = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).min(1).max(100).optional(),
  all: z.literal(true).optional(),
});
/** How many were marked read by this call, and how many stay unread. */
export const MarkReadResponse = z.object({
  marked: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});

/** Whether each e-mailed notification kind is also e-mailed to the caller (every such kind listed; default on). */
export const MailPrefsResponse = z.object({
  prefs: z.array(z.object({ kind: z.enum(EMAILED_NOTIFICATION_KINDS), email: z.boolean() })),
});
export type MailPrefs = z.infer<typeof MailPrefsResponse>;

/** Turns the e-mail of one notification kind on or off for the caller. */
export const MailPrefSetRequest = z.strictObject({
  kind: z.enum(EMAILED_NOTIFICATION_KINDS),
  email: z.boolean(),
});

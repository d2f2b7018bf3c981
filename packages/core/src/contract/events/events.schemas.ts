import { z } from 'zod';
import { canonicalTimeZone, isTimeZone } from '../../events/zoned-time';
import { searchTextSchema } from '../../search/search-text-schema';
import { EmailField, IsoDateTime } from '../schemas/fields';
import { httpUrl } from '../schemas/http-url';
import { listRequest, listResponse } from '../schemas/list';
import { singleLineText } from '../schemas/single-line-text';

/** What kind of gathering an event is. */
export const EVENT_KINDS = ['talk', 'workshop', 'demo_day', 'office_hours'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
/** An event's life: draft → published → cancelled. */
export const EVENT_STATES = ['draft', 'published', 'cancelled'] as const;
export type EventState = (typeof EVENT_STATES)[number];
/**
 * A registration's state. `pending` waits for a visitor's emailed link and
 * holds no seat; attendance is the separate `checked_in` flag of a confirmed one.
 */
export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const EVENT_MAX_CAPACITY = 10_000;

/** An IANA time zone that `Intl` knows, stored in its canonical spelling. */
export const TimeZoneField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'unknown_time_zone' })
  .transform(canonicalTimeZone);

/** An instant with a UTC offset (`2026-12-01T09:00:00Z` or `…+09:00`), normalised to UTC. */
export const InstantField = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

export const EventIdField = singleLineText().trim().min(1).max(64);
/** Paths under /events that are pages of their own, never event slugs. */
export const RESERVED_EVENT_SLUGS: readonly string[] = ['confirm', 'cancel', 'my'];
export const SlugField = z
  .string()
  .trim()
  .min(3)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .refine((slug) => !RESERVED_EVENT_SLUGS.includes(slug));
const OptionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : value === undefined ? undefined : null));

/** The most materials (slides, notebooks, readings) one event lists. */
export const EVENT_MAX_MATERIALS = 20;

/** A link an organiser adds to a session, usually after it: a title and an http(s) address. */
export const EventMaterialSchema = z.strictObject({
  title: singleLineText().trim().min(1).max(140),
  url: httpUrl(500),
});
export type EventMaterial = z.infer<typeof EventMaterialSchema>;

/** The editable fields of an event; `add` requires the first group, `update` takes any, `import` requires them. */
export const eventFields = {
  title: singleLineText().trim().min(3).max(140),
  slug: SlugField,
  description: z.string().max(20_000),
  kind: z.enum(EVENT_KINDS),
  starts_at: InstantField,
  ends_at: InstantField,
  time_zone: TimeZoneField,
  venue: OptionalText(300),
  online_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
  /** Only an http(s) address: a `javascript:` cover would be served as given (issue 18, item 14). */
  cover_url: httpUrl(500, { allowEmpty: true })
    .nullable()
    .optional()
    .transform((value) => (value ? value : value === undefined ? undefined : null)),
  /** The session's recording (ZoomLab, issue 25): only ever shown as a link, never fetched by the server. */
  recording_url: httpUrl(500, { allowEmpty: true })
    .nullable()
    .optional()
    .transform((value) => (value ? value : value === undefined ? undefined : null)),
  /** Links with titles shown with the session; the whole list is replaced on update. */
  materials: z.array(EventMaterialSchema).max(EVENT_MAX_MATERIALS).optional(),
  capacity: z.number().int().min(1).max(EVENT_MAX_CAPACITY),
  registration_opens_at: InstantField.nullable().optional(),
  registration_closes_at: InstantField.nullable().optional(),
};

interface DatedFields {
  starts_at?: string;
  ends_at?: string;
  registration_opens_at?: string | null;
  registration_closes_at?: string | null;
}

/** Issues for dates in the wrong order, worded by `errors:validation.<key>`. */
export function eventDateProblems(value: DatedFields): { path: string; key: string }[] {
  const problems: { path: string; key: string }[] = [];
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at)
    problems.push({ path: 'ends_at', key: 'end_before_start' });
  const opens = value.registration_opens_at;
  const closes = value.registration_closes_at;
  if (opens && closes && closes <= opens)
    problems.push({ path: 'registration_closes_at', key: 'end_before_start' });
  return problems;
}

function checkDates(value: DatedFields, context: z.RefinementCtx): void {
  for (const problem of eventDateProblems(value))
    context.addIssue({
      code: 'custom',
      path: [problem.path],
      message: problem.key,
    });
}

export const EventAddBody = z
  .strictObject({
    ...eventFields,
    slug: SlugField.optional(),
    description: eventFields.description.default(''),
    state: z.enum(['draft', 'published']).default('draft'),
  })
  .superRefine(checkDates);
export type EventAddInput = z.input<typeof EventAddBody>;

export const EventUpdateBody = z
  .strictObject({
    id: EventIdField,
    title: eventFields.title.optional(),
    slug: eventFields.slug.optional(),
    description: eventFields.description.optional(),
    kind: eventFields.kind.optional(),
    starts_at: eventFields.starts_at.optional(),
    ends_at: eventFields.ends_at.optional(),
    time_zone: eventFields.time_zone.optional(),
    venue: eventFields.venue,
    online_url: eventFields.online_url,
    cover_url: eventFields.cover_url,
    recording_url: eventFields.recording_url,
    materials: eventFields.materials,
    capacity: eventFields.capacity.optional(),
    registration_opens_at: eventFields.registration_opens_at,
    registration_closes_at: eventFields.registration_closes_at,
    state: z.enum(EVENT_STATES).optional(),
  })
  .superRefine(checkDates);
export type EventUpdateInput = z.input<typeof EventUpdateBody>;

const RegistrationCounts = z.object({
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  pending: z.number().int(),
  cancelled: z.number().int(),
  checked_in: z.number().int(),
});

const eventBase = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(EVENT_KINDS),
  state: z.enum(EVENT_STATES),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  time_zone: z.string(),
  venue: z.string().nullable(),
  cover_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  materials: z.array(z.object({ title: z.string(), url: z.string() })),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  registration_opens_at: IsoDateTime.nullable(),
  registration_closes_at: IsoDateTime.nullable(),
  organiser_name: z.string(),
};

/** An event as its administrators see it: every field, with registration counts. */
export const AdminEventSchema = z.object({
  ...eventBase,
  online_url: z.string().nullable(),
  organiser_id: z.string(),
  counts: RegistrationCounts,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

/** The caller's own registration for an event. */
export const MyRegistrationSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  waitlist_position: z.number().int().nullable(),
  checked_in: z.boolean(),
});
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

/**
 * An event as the public sees it. `online_url` is null unless the caller is a
 * confirmed attendee; `is_online` says whether there is a link at all.
 */
export const PublicEventSchema = z.object({
  ...eventBase,
  is_online: z.boolean(),
  online_url: z.string().nullable(),
  registration_open: z.boolean(),
  waitlisted: z.number().int(),
  calendar_url: z.string(),
  my_registration: MyRegistrationSchema.nullable(),
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

/** Published events, upcoming (soonest first) or past (latest first). */
export const OpenEventListBody = listRequest(
  {
    when: z.enum(['upcoming', 'past']).default('upcoming'),
    kind: z.enum(EVENT_KINDS).optional(),
    month: z
      .string()
      // Years 1900–9999: earlier ones are no event's, and Date reads years below 100 as 19xx.
      .regex(/^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/)
      .optional(),
    /** The viewer's zone, for `month`; UTC when absent. */
    viewer_time_zone: TimeZoneField.optional(),
    slug: SlugField.optional(),
    /** Only events with an online link (ZoomLab's live sessions). */
    online: z.boolean().optional(),
  },
  ['starts_at'],
).extend({
  /** Full-text search over titles and descriptions: words, "phrases", -exclusions, prefix*. */
  query: searchTextSchema.optional(),
});
export type OpenEventListRequest = z.input<typeof OpenEventListBody>;
export const OpenEventListResponse = listResponse(PublicEventSchema);

/** Every event in every state, for administrators. */
export const AdminEventListBody = listRequest(
  {
    state: z.enum(EVENT_STATES).optional(),
    when: z.enum(['upcoming', 'past']).optional(),
    kind: z.enum(EVENT_KINDS).optional(),
    id: EventIdField.optional(),
    slug: singleLineText().trim().min(1).max(80).optional(),
  },
  ['starts_at', 'title', 'created_at'],
);
export type AdminEventListRequest = z.input<typeof AdminEventListBody>;
export const AdminEventListResponse = listResponse(AdminEventSchema);

/** One attendee or waitlisted person, as the organisers see them. */
export const RegistrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  member: z.boolean(),
  status: z.enum(REGISTRATION_STATUSES),
  waitlist_position: z.number().int().nullable(),
  checked_in: z.boolean(),
  checked_in_at: IsoDateTime.nullable(),
  registered_at: IsoDateTime,
  confirmed_at: IsoDateTime.nullable(),
  cancelled_at: IsoDateTime.nullable(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegisteredUsersBody = z.strictObject({
  event_id: EventIdField,
  status: z.enum(REGISTRATION_STATUSES).optional(),
});
export const RegisteredUsersResponse = z.object({
  event: AdminEventSchema,
  items: z.array(RegistrationSchema),
});

const TokenField = z.string().trim().min(20).max(200);

/**
 * `register`: a signed-in member registers in one step; a visitor sends name
 * and email and confirms by the emailed link (`confirm`). `cancel_link`
 * cancels by the emailed cancel link; `cancel` is a member's own cancellation.
 */
export const EventRegisterBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('register'),
    event_id: EventIdField,
    name: singleLineText().trim().min(1).max(120).optional(),
    email: EmailField.optional(),
  }),
  z.strictObject({ action: z.literal('confirm'), token: TokenField }),
  z.strictObject({ action: z.literal('cancel_link'), token: TokenField }),
  z.strictObject({ action: z.literal('cancel'), event_id: EventIdField }),
]);
export type EventRegisterRequest = z.input<typeof EventRegisterBody>;
export const EventRegisterResponse = z.object({
  /** What happened, for people: translated. */
  message: z.string(),
  /** `pending` until a visitor confirms; then `confirmed`, `waitlisted` or `cancelled`. */
  status: z.enum(REGISTRATION_STATUSES),
  event: PublicEventSchema,
});

export const EventDeleteBody = z.strictObject({ id: EventIdField });
export const EventDeleteResponse = z.object({
  outcome: z.enum(['deleted', 'cancelled']),
  notified: z.number().int(),
});

export const CheckInBody = z
  .strictObject({
    event_id: EventIdField,
    registration_id: z.string().min(1).max(64).optional(),
    email: EmailField.optional(),
    checked_in: z.boolean().default(true),
  })
  .refine((value) => value.registration_id !== undefined || value.email !== undefined, {
    message: 'at_least_one_field',
  });
export const CheckInResponse = z.object({ registration: RegistrationSchema });

export const RemindBody = z.strictObject({ dry_run: z.boolean().default(false) });
export const RemindResponse = z.object({
  dry_run: z.boolean(),
  due: z.number().int(),
  sent: z.number().int(),
  expired_pending_removed: z.number().int(),
  events: z.array(
    z.object({ id: z.string(), title: z.string(), starts_at: IsoDateTime, due: z.number().int() }),
  ),
});

export const CalendarFeedBody = z.strictObject({});
export const CalendarFeedResponse = z.object({ url: z.string() });

/** The member's view (v1 business account): every published event with *my* registration. */
export const MyEventsBody = listRequest(
  {
    when: z.enum(['upcoming', 'past']).optional(),
    mine: z.boolean().default(false),
  },
  ['starts_at'],
);
export const MyEventsResponse = listResponse(PublicEventSchema);

/** The events the calling administrator organises (v1 business account). */
export const OrganisedEventsBody = listRequest(
  { when: z.enum(['upcoming', 'past']).optional(), state: z.enum(EVENT_STATES).optional() },
  ['starts_at'],
);
export const OrganisedEventsResponse = listResponse(AdminEventSchema);

/** What an organiser does to one person's registration (`admin/event/attendee`). */
export const ATTENDEE_ACTIONS = ['register', 'unregister', 'promote'] as const;

/**
 * `admin/event/attendee`: an organiser registers someone by email (a seat, or the waitlist when full; no
 * confirmation link, the organiser vouches for the address; `name` is needed only for an address without an
 * account), unregisters them (the seat goes to the waitlist), or promotes them from the waitlist (seated at once,
 * the capacity raised by one when the event is full). Repeating an action that is already so changes nothing.
 */
export const AttendeeBody = z.strictObject({
  event_id: EventIdField,
  email: EmailField,
  action: z.enum(ATTENDEE_ACTIONS),
  name: singleLineText().trim().min(1).max(120).optional(),
});
export const AttendeeResponse = z.object({
  registration: RegistrationSchema,
  /** False when the registration already was as asked (nothing written, nobody emailed). */
  changed: z.boolean(),
  /** The event's capacity after the change (a promotion into a full event raises it). */
  capacity: z.number().int(),
});

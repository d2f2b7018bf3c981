import {
  type AdminEvent,
  type EVENT_KINDS,
  EventAddBody,
  type EventAddInput,
  EventUpdateBody,
  type EventUpdateInput,
} from '@ailab/core/contract/events/events.schemas';
import { fieldIssuesFromZod, type Translate } from '@ailab/core/errors/field-issues';
import { materialsFromLines, materialToLine } from '@ailab/core/events/material-lines';
import {
  isTimeZone,
  isWallTime,
  utcToZonedWallTime,
  zonedWallTimeToUtc,
} from '@ailab/core/events/zoned-time';

/** The editor's fields as the inputs hold them: wall times in the event's zone, text everywhere. */
export interface EventFormValues {
  title: string;
  slug: string;
  kind: (typeof EVENT_KINDS)[number];
  description: string;
  start: string;
  end: string;
  time_zone: string;
  venue: string;
  online_url: string;
  /** ZoomLab: the session's recording. */
  recording_url: string;
  /** ZoomLab: one material a line, its title then its address. */
  materials: string;
  capacity: string;
  publish: boolean;
}

/** A blank form, in the viewer's zone. */
export function emptyForm(timeZone: string): EventFormValues {
  return {
    title: '',
    slug: '',
    kind: 'talk',
    description: '',
    start: '',
    end: '',
    time_zone: timeZone,
    venue: '',
    online_url: '',
    recording_url: '',
    materials: '',
    capacity: '30',
    publish: false,
  };
}

/** An existing event in the form, its times shown as lived in its own zone. */
export function formFromEvent(event: AdminEvent): EventFormValues {
  return {
    title: event.title,
    slug: event.slug,
    kind: event.kind,
    description: event.description,
    start: utcToZonedWallTime(event.starts_at, event.time_zone),
    end: utcToZonedWallTime(event.ends_at, event.time_zone),
    time_zone: event.time_zone,
    venue: event.venue ?? '',
    online_url: event.online_url ?? '',
    recording_url: event.recording_url ?? '',
    materials: event.materials.map(materialToLine).join('\n'),
    capacity: String(event.capacity),
    publish: event.state === 'published',
  };
}

/** A wall time as a UTC instant in the zone; with an unknown zone, read as UTC so only the zone is reported. */
function instant(wall: string, zone: string): string {
  if (!isWallTime(wall)) return wall;
  return zonedWallTimeToUtc(wall, isTimeZone(zone) ? zone : 'UTC');
}

function fields(values: EventFormValues) {
  return {
    title: values.title,
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    kind: values.kind,
    description: values.description,
    starts_at: instant(values.start, values.time_zone),
    ends_at: instant(values.end, values.time_zone),
    time_zone: values.time_zone,
    venue: values.venue.trim() || null,
    online_url: values.online_url.trim() || null,
    recording_url: values.recording_url.trim() || null,
    materials: materialsFromLines(values.materials),
    capacity: Number(values.capacity),
  };
}

/** Field name in the form for a contract field. */
const FORM_FIELD: Record<string, string> = { starts_at: 'start', ends_at: 'end' };

/**
 * The request for the form, checked with the contract's own schema; field
 * messages are keyed by the form's field names.
 */
export function toRequest(
  values: EventFormValues,
  existing: AdminEvent | null,
  t: Translate,
):
  | { ok: true; save: { kind: 'add'; body: EventAddInput } | { kind: 'update'; body: EventUpdateInput } }
  | { ok: false; errors: Record<string, string> } {
  const base = fields(values);
  const body = existing
    ? {
        id: existing.id,
        ...base,
        ...(values.publish && existing.state === 'draft' ? { state: 'published' as const } : {}),
      }
    : { ...base, state: values.publish ? ('published' as const) : ('draft' as const) };
  const schema = existing ? EventUpdateBody : EventAddBody;
  const parsed = schema.safeParse(body);
  if (parsed.success)
    return existing
      ? { ok: true, save: { kind: 'update', body: body as EventUpdateInput } }
      : { ok: true, save: { kind: 'add', body: body as EventAddInput } };
  const errors: Record<string, string> = {};
  for (const issue of fieldIssuesFromZod(parsed.error.issues, t, body)) {
    const key = issue.field.split('.')[0] ?? issue.field;
    errors[FORM_FIELD[key] ?? key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Server field names mapped to the form's. */
export function formFieldErrors(server: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(server).map(([key, message]) => [FORM_FIELD[key] ?? key, message]),
  );
}

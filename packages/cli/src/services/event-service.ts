import { readFile } from 'node:fs/promises';
import type { ApiClient } from '@ailab/core/client/create-client';
import type { AdminEvent, EventAddInput } from '@ailab/core/contract/events/events.schemas';
import { materialsFromLines } from '@ailab/core/events/material-lines';
import { isWallTime, utcToZonedWallTime, zonedWallTimeToUtc } from '@ailab/core/events/zoned-time';
import { NotFoundError, UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';
import { loadYaml } from '../io/load-yaml';

/** One event by id or slug; a usage error naming it when there is none. */
export async function findAdminEvent(api: ApiClient, idOrSlug: string, t: Translate): Promise<AdminEvent> {
  const byId = await api.adminEvents.listing({ id: idOrSlug, limit: 1 });
  const found = byId.items[0] ?? (await api.adminEvents.listing({ slug: idOrSlug, limit: 1 })).items[0];
  if (!found) throw new NotFoundError(t('events:cli.notFound', { event: idOrSlug }));
  return found;
}

/** An event's start as lived where it happens: `2026-12-01 18:00 Europe/Madrid` (sortable, any language). */
export function eventStart(event: Pick<AdminEvent, 'starts_at' | 'time_zone'>): string {
  return `${utcToZonedWallTime(event.starts_at, event.time_zone).replace('T', ' ')} ${event.time_zone}`;
}

/** An event's end, written as {@link eventStart} writes its start. */
export function eventEnd(event: Pick<AdminEvent, 'ends_at' | 'time_zone'>): string {
  return eventStart({ starts_at: event.ends_at, time_zone: event.time_zone });
}

/** Flags of `event create` and `event update`, as commander parses them. */
export interface EventFlags {
  file?: string;
  title?: string;
  slug?: string;
  kind?: string;
  description?: string;
  descriptionFile?: string;
  start?: string;
  end?: string;
  tz?: string;
  venue?: string;
  onlineUrl?: string;
  recordingUrl?: string;
  /** "title address" lines; `--material ''` alone clears the list. */
  material?: string[];
  capacity?: string;
  publish?: boolean;
}

/** A time from the command line: an ISO instant with offset, or a wall time `YYYY-MM-DD HH:mm` in `--tz`. */
function instant(value: string, zone: string | undefined, flag: string, t: Translate): string {
  if (isWallTime(value)) {
    if (!zone) throw new UsageError(t('events:cli.needsZone', { flag }));
    return zonedWallTimeToUtc(value.replace(' ', 'T'), zone);
  }
  return value;
}

/**
 * The names of the flags and the CSV columns (`start`, `end`, `tz`, `online-url`), accepted in an event file too
 * beside the API's (`starts_at`, `ends_at`, `time_zone`, `online_url`): one vocabulary (issue 24 item 8).
 */
const FILE_ALIASES: Record<string, string> = {
  start: 'starts_at',
  end: 'ends_at',
  tz: 'time_zone',
  'online-url': 'online_url',
  'recording-url': 'recording_url',
};

/** Reads an event from a YAML or JSON file (YAML is a superset of JSON); flag names work as keys too. */
export async function readEventFile(path: string, t: Translate): Promise<Record<string, unknown>> {
  const { parse } = await loadYaml();
  const value: unknown = parse(await readFile(path, 'utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(t('events:cli.badFile', { path }));
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const name = FILE_ALIASES[key] ?? key;
    if (name in fields) throw new UsageError(t('events:cli.fileKeyTwice', { path, key: name }));
    fields[name] = field;
  }
  return fields;
}

/**
 * The event fields given by a file and flags (flags win). Wall times are read
 * in the event's zone (`--tz` or the file's `time_zone`), so `--start "2026-12-01 18:00"`
 * means six in the evening where the event happens.
 */
export async function eventFieldsFrom(flags: EventFlags, t: Translate): Promise<Partial<EventAddInput>> {
  const fromFile = flags.file ? await readEventFile(flags.file, t) : {};
  const zone = flags.tz ?? (typeof fromFile.time_zone === 'string' ? fromFile.time_zone : undefined);
  const fields: Record<string, unknown> = { ...fromFile };
  for (const key of ['starts_at', 'ends_at', 'registration_opens_at', 'registration_closes_at'])
    if (typeof fields[key] === 'string') fields[key] = instant(fields[key] as string, zone, key, t);
    else if (fields[key] instanceof Date) fields[key] = (fields[key] as Date).toISOString();
  if (flags.title !== undefined) fields.title = flags.title;
  if (flags.slug !== undefined) fields.slug = flags.slug;
  if (flags.kind !== undefined) fields.kind = flags.kind;
  if (flags.description !== undefined) fields.description = flags.description;
  if (flags.descriptionFile !== undefined) fields.description = await readFile(flags.descriptionFile, 'utf8');
  if (flags.start !== undefined) fields.starts_at = instant(flags.start, zone, '--start', t);
  if (flags.end !== undefined) fields.ends_at = instant(flags.end, zone, '--end', t);
  if (flags.tz !== undefined) fields.time_zone = flags.tz;
  if (flags.venue !== undefined) fields.venue = flags.venue;
  if (flags.onlineUrl !== undefined) fields.online_url = flags.onlineUrl;
  if (flags.recordingUrl !== undefined) fields.recording_url = flags.recordingUrl;
  if (flags.material !== undefined) fields.materials = materialsFromLines(flags.material.join('\n'));
  if (flags.capacity !== undefined) fields.capacity = Number(flags.capacity);
  if (flags.publish) fields.state = 'published';
  return fields as Partial<EventAddInput>;
}

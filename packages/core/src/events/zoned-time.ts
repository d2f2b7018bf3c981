/** True when `value` names a time zone that `Intl` knows (IANA names such as `Asia/Tokyo`, or `UTC`). */
export function isTimeZone(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The canonical spelling of a known time zone (`asia/tokyo` → `Asia/Tokyo`). */
export function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallParts(date: Date, timeZone: string): WallParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Minutes the zone is ahead of UTC at `date` (Tokyo +540, New York −300 or −240). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const p = wallParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const truncated = Math.floor(date.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - truncated) / 60_000);
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** True when `value` is a wall-clock time `YYYY-MM-DDTHH:mm` (as `<input type="datetime-local">` gives). */
export function isWallTime(value: string): boolean {
  return WALL_TIME.test(value);
}

/**
 * The UTC instant (ISO 8601) of a wall-clock time in a zone. A time skipped
 * by a daylight-saving jump moves forward by the jump; a repeated time takes
 * its first occurrence.
 */
export function zonedWallTimeToUtc(wallTime: string, timeZone: string): string {
  const match = WALL_TIME.exec(wallTime);
  if (!match) throw new RangeError(`Not a wall time: ${wallTime}`);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const day = 86_400_000;
  const before = naive - zoneOffsetMinutes(new Date(naive - day), timeZone) * 60_000;
  const after = naive - zoneOffsetMinutes(new Date(naive + day), timeZone) * 60_000;
  const valid = [before, after].filter(
    (t) =>
      utcToZonedWallTime(new Date(t).toISOString(), timeZone) ===
      `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`,
  );
  // Both valid: a repeated hour, take the first. None valid: a skipped hour, the offset before the jump moves it forward.
  const chosen = valid.length > 0 ? Math.min(...valid) : before;
  return new Date(chosen).toISOString();
}

/** The wall-clock time `YYYY-MM-DDTHH:mm` of a UTC instant in a zone. */
export function utcToZonedWallTime(iso: string, timeZone: string): string {
  const p = wallParts(new Date(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The UTC bounds `[from, to)` of a calendar month `YYYY-MM` as lived in a zone. */
export function monthBoundsUtc(month: string, timeZone: string): { from: string; to: string } {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const yyyy = (value: number) => String(value).padStart(4, '0');
  const next = mon === 12 ? `${yyyy(year + 1)}-01` : `${yyyy(year)}-${String(mon + 1).padStart(2, '0')}`;
  return {
    from: zonedWallTimeToUtc(`${month}-01T00:00`, timeZone),
    to: zonedWallTimeToUtc(`${next}-01T00:00`, timeZone),
  };
}

/** An event's start–end range in the viewer's language and time zone, e.g. for cards and emails. */
export function formatEventRange(
  startIso: string,
  endIso: string,
  language: string,
  timeZone: string,
): string {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return format.formatRange(new Date(startIso), new Date(endIso));
}

/** Units a relative `--since` accepts, in milliseconds. */
const UNITS: Readonly<Record<string, number>> = {
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/**
 * A `--since` value as an ISO instant: a span back from `now` (`36h`, `7d`,
 * `2w`) or a date or time (`2026-11-01`, `2026-11-01T08:00:00Z`). Null when
 * the text is neither.
 */
export function parseSince(raw: string, now: Date): string | null {
  const text = raw.trim();
  const relative = /^(\d{1,4})\s*([hdw])$/i.exec(text);
  if (relative) {
    const [, amount = '0', unit = 'd'] = relative;
    return new Date(now.getTime() - Number(amount) * (UNITS[unit.toLowerCase()] ?? 0)).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return null;
  // A bare date means its start in UTC, so the same flag gives the same list on every machine.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

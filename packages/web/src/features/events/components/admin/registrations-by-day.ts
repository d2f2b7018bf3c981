import type { Registration } from '@ailab/core/contract/events/events.schemas';

/** One day of the registrations chart: running totals up to and including that day. */
export interface RegistrationDay {
  /** `YYYY-MM-DD` in the viewer's time zone. */
  day: string;
  /** Everyone who had registered by then (visitors once they confirmed their address). */
  registrations: number;
  /** Everyone who had cancelled by then. */
  cancellations: number;
}

/** The most days drawn; an event with a longer history shows its last year. */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

function dayIn(timeZone: string): (iso: string) => string {
  // en-CA writes dates as YYYY-MM-DD, which sorts and parses as a calendar date.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (iso) => format.format(new Date(iso));
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Running totals of registrations and cancellations per day, every day from
 * the first registration to the last change (days without any filled in), as
 * days in `timeZone`. Pending visitors who never opened their link are left
 * out: they never held anything.
 */
export function registrationsByDay(
  registrations: readonly Registration[],
  timeZone: string,
): RegistrationDay[] {
  const toDay = dayIn(timeZone);
  const added = new Map<string, number>();
  const removed = new Map<string, number>();
  for (const row of registrations) {
    if (row.status === 'pending') continue;
    const day = toDay(row.registered_at);
    added.set(day, (added.get(day) ?? 0) + 1);
    if (row.cancelled_at) {
      const gone = toDay(row.cancelled_at);
      removed.set(gone, (removed.get(gone) ?? 0) + 1);
    }
  }
  const days = [...added.keys(), ...removed.keys()].sort();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const series: RegistrationDay[] = [];
  let total = { registrations: 0, cancellations: 0 };
  for (let day = first; day <= last; day = nextDay(day)) {
    total = {
      registrations: total.registrations + (added.get(day) ?? 0),
      cancellations: total.cancellations + (removed.get(day) ?? 0),
    };
    series.push({ day, ...total });
  }
  return series.slice(-MAX_DAYS);
}

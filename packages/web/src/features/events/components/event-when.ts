/** The viewer's own time zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An event's start–end in a language and zone: "Dec 1, 2026, 9:00 – 11:00 AM". */
export function formatRange(startIso: string, endIso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).formatRange(
    new Date(startIso),
    new Date(endIso),
  );
}

/** The short day of a card badge: month and day in the viewer's zone ("DEC" / "1"). */
export function dayBadge(iso: string, language: string, timeZone: string): { month: string; day: string } {
  const date = new Date(iso);
  return {
    month: new Intl.DateTimeFormat(language, { month: 'short', timeZone }).format(date),
    day: new Intl.DateTimeFormat(language, { day: 'numeric', timeZone }).format(date),
  };
}

/**
 * "Add to calendar" as a link on the site being browsed: the path of the server's calendar address, so the file
 * comes from the same origin whatever host the site is reached on (never a configured `localhost`).
 */
export function calendarHref(calendarUrl: string): string {
  const url = new URL(calendarUrl, 'http://relative.invalid');
  return `${url.pathname}${url.search}`;
}

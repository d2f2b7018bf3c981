/** `date` plus some minutes, as an ISO string. */
export function addMinutes(date: Date, minutes: number): string {
  return new Date(date.getTime() + minutes * 60_000).toISOString();
}

/** True when an ISO timestamp lies in the past of `now`. */
export function isPast(iso: string, now: Date): boolean {
  return new Date(iso).getTime() <= now.getTime();
}

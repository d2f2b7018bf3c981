/** What an event row of the admin table needs to say whether it can be removed, and how. */
interface RemovableEvent {
  state: string;
  ends_at: string;
  counts: { confirmed: number; waitlisted: number };
}

/**
 * How an administrator may remove an event now: a draft or an event nobody holds a place at is deleted; an event
 * with people is cancelled (they are e-mailed) while it has not ended; a past or cancelled event offers neither.
 */
export function removalOf(event: RemovableEvent, now: Date): 'delete' | 'cancel' | null {
  if (event.state === 'cancelled') return null;
  if (event.state === 'draft' || event.counts.confirmed + event.counts.waitlisted === 0) return 'delete';
  return Date.parse(event.ends_at) < now.getTime() ? null : 'cancel';
}

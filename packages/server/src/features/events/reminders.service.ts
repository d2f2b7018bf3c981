import type { AppContext } from '../../app-context';
import { enqueueEventMail } from './event-mail';
import { findEventById } from './events.repository';
import { claimReminder, deleteExpiredPending, dueReminders } from './registrations.repository';

const DAY_MS = 86_400_000;

/**
 * Sends (promises, as jobs) the day-before reminder to confirmed attendees of events starting in
 * the next 24 hours, once each: every send is claimed by a conditional update
 * first, so overlapping runs (cron every few minutes, CI) never send twice.
 * Also removes visitors' registrations whose confirmation link expired.
 */
export async function sendDueReminders(ctx: AppContext, dryRun: boolean) {
  const now = ctx.now();
  const due = await dueReminders(ctx.db, now.toISOString(), new Date(now.getTime() + DAY_MS).toISOString());
  const perEvent = new Map<string, { id: string; title: string; starts_at: string; due: number }>();
  for (const row of due) {
    const entry = perEvent.get(row.event_id) ?? {
      id: row.event_id,
      title: row.title,
      starts_at: row.starts_at,
      due: 0,
    };
    entry.due += 1;
    perEvent.set(row.event_id, entry);
  }
  let sent = 0;
  let removed = 0;
  if (!dryRun) {
    removed = await deleteExpiredPending(ctx.db, now.toISOString());
    for (const row of due) {
      // The claim and the email's job commit together: each reminder is promised once.
      const promised = await ctx.db.transaction().execute(async (trx) => {
        if (!(await claimReminder(trx, row.id, now.toISOString()))) return false;
        const event = await findEventById(trx, row.event_id);
        if (!event) return false;
        await enqueueEventMail(
          trx,
          ctx,
          `event:reminder:${row.id}:${event.starts_at}`,
          'reminder',
          { email: row.email, name: row.name, language: row.language },
          event,
          { confirmedAttendee: true },
        );
        return true;
      });
      if (promised) sent += 1;
    }
  }
  return {
    dry_run: dryRun,
    due: due.length,
    sent,
    expired_pending_removed: removed,
    events: [...perEvent.values()],
  };
}

import type { AppContext } from '../app-context';
import { enqueueJob } from './enqueue-job';

/** A kind that runs on its own every `everyMinutes`. */
export interface JobSchedule {
  kind: string;
  everyMinutes: number;
}

/**
 * Enqueues each schedule's job for the current slot (the time divided into
 * `everyMinutes` steps). The slot is the idempotency key, so however many
 * instances do this, each slot's job is written and worked once. `lastSlots`
 * (the runner's memory) spares the write while the slot has not changed.
 */
export async function enqueueDueSchedules(
  ctx: AppContext,
  schedules: readonly JobSchedule[],
  lastSlots: Map<string, string>,
): Promise<void> {
  const now = ctx.now();
  for (const schedule of schedules) {
    const stepMs = schedule.everyMinutes * 60_000;
    const slot = new Date(Math.floor(now.getTime() / stepMs) * stepMs).toISOString();
    if (lastSlots.get(schedule.kind) === slot) continue;
    await enqueueJob(ctx.db, {
      kind: schedule.kind,
      payload: { slot },
      idempotencyKey: `schedule:${schedule.kind}:${slot}`,
      at: now,
      // A missed slot is not made up: the next slot does the same work.
      maxAttempts: 3,
    });
    lastSlots.set(schedule.kind, slot);
  }
}

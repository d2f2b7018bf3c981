import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** One throttle rule: at most `max` attempts per `windowMs` for a key. */
export interface ThrottleRule {
  key: string;
  max: number;
  windowMs: number;
}

/** The outcome of a reservation: allowed (with the count it took), or refused until a time. */
export type Reservation = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one attempt from `rule.key`'s window in a single statement, so
 * parallel requests can never take more than `max` between them (a check
 * followed by a later write can be raced). A window older than `windowMs`
 * starts over. The same SQL runs on SQLite and PostgreSQL.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  rule: ThrottleRule,
  now: Date,
): Promise<Reservation> {
  const nowText = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const taken = await sql<{ count: number }>`
    INSERT INTO throttle (key, count, window_started_at) VALUES (${rule.key}, 1, ${nowText})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN throttle.window_started_at <= ${cutoff} THEN 1 ELSE throttle.count + 1 END,
      window_started_at = CASE WHEN throttle.window_started_at <= ${cutoff}
        THEN ${nowText} ELSE throttle.window_started_at END
    WHERE throttle.window_started_at <= ${cutoff} OR throttle.count < ${rule.max}
    RETURNING count
  `.execute(db);
  const row = taken.rows[0];
  if (row) return { allowed: true, count: Number(row.count) };
  const current = await db
    .selectFrom('throttle')
    .select('window_started_at')
    .where('key', '=', rule.key)
    .executeTakeFirst();
  const started = current ? new Date(current.window_started_at).getTime() : now.getTime();
  const remaining = started + rule.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)) };
}

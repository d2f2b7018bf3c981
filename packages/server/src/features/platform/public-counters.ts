import type { PublicStatKey } from '@ailab/core/contract/platform/public-stats.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { upcomingEventsCounter } from '../events/upcoming-events.counter';
import { publishedCoursesCounter } from '../learning/published-courses.counter';

/** One number the public pages may show, counted from what the database really holds. */
export interface PublicCounter {
  key: PublicStatKey;
  /** Counts at `now`, the server's clock when the round of counts is taken. */
  count(db: Kysely<Database>, now: Date): Promise<number>;
}

/** Members: accounts whose owner verified the email address. */
const members: PublicCounter = {
  key: 'members',
  async count(db) {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email_verified', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

/**
 * The registry of public counters. A feature whose table holds something public (published
 * courses, upcoming events, public reports, …) adds its counter here when that table exists;
 * the landing pages then show its number, and no number until then.
 */
export const PUBLIC_COUNTERS: readonly PublicCounter[] = [
  members,
  publishedCoursesCounter,
  upcomingEventsCounter,
];

import type { PublicCounter } from '../feature-manifest';

/**
 * Public count for the landing pages: published events that have not ended yet at the
 * server's clock — the ones /events lists as upcoming.
 */
export const upcomingEventsCounter: PublicCounter = {
  key: 'events',
  async count(db, now) {
    const row = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('state', '=', 'published')
      .where('ends_at', '>=', now.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

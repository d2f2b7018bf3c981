import type { PublicCounter } from '../feature-manifest';

/** Public count for the landing pages: courses anyone can open in the catalogue (published). */
export const publishedCoursesCounter: PublicCounter = {
  key: 'courses',
  async count(db) {
    const row = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('state', '=', 'published')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

import type { PublicCounter } from '../feature-manifest';

/** Members: accounts whose owner verified the email address. */
export const membersCounter: PublicCounter = {
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

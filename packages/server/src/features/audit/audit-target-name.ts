import type { AppContext } from '../../app-context';

/**
 * What a person calls an entry's target: a user's name and email, a course's or event's title, an institute's name.
 * Null for the other kinds of target (their id says enough, or they have no name) and for a target that is gone.
 */
export async function auditTargetName(ctx: AppContext, type: string, id: string): Promise<string | null> {
  switch (type) {
    case 'user': {
      const user = await ctx.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) return null;
      const name = `${user.first_name} ${user.last_name}`.trim();
      return name === '' ? user.email : `${name} <${user.email}>`;
    }
    case 'course':
      return (
        (await ctx.db.selectFrom('courses').select('title').where('id', '=', id).executeTakeFirst())?.title ??
        null
      );
    case 'event':
      return (
        (await ctx.db.selectFrom('events').select('title').where('id', '=', id).executeTakeFirst())?.title ??
        null
      );
    case 'institute':
      return (
        (await ctx.db.selectFrom('institutes').select('name').where('id', '=', id).executeTakeFirst())
          ?.name ?? null
      );
    default:
      return null;
  }
}

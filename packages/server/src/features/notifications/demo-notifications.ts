import type { AppContext } from '../../app-context';
import type { NotifyInput } from '../../notifications/notify';
import { notify } from '../../notifications/notify';
import { reviewLink } from '../applications/applications.port';

const DEMO_PEOPLE = [
  'student@example.com',
  'member@example.com',
  'research@example.com',
  'startup@example.com',
  'reviewer@example.com',
];
const HOUR = 3_600_000;

/**
 * What the demo people would have been told by the changes the earlier seeders made: their roles, their
 * confirmed event registrations, their certificates and (the demo reviewer) applications assigned to them. The older half is read, the newest stays unread,
 * so the bell shows a count on first sign-in. Deterministic: derived from the seeded rows.
 */
export async function seedDemoNotifications(ctx: AppContext): Promise<number> {
  const now = ctx.now().getTime();
  let created = 0;
  for (const email of DEMO_PEOPLE) {
    const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) continue;
    const existing = await ctx.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (existing) continue;
    const roles = await ctx.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', user.id)
      .orderBy('role')
      .execute();
    const registrations = await ctx.db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .select(['events.title', 'events.slug'])
      .where('event_registrations.user_id', '=', user.id)
      .where('events.state', '=', 'published')
      .where('event_registrations.status', '=', 'confirmed')
      .orderBy('events.starts_at')
      .execute();
    const certificates = await ctx.db
      .selectFrom('certificates')
      .select(['course_id', 'course_title'])
      .where('user_id', '=', user.id)
      .orderBy('issued_at')
      .execute();
    const reviews = await ctx.db
      .selectFrom('application_reviewers')
      .innerJoin('applications', 'applications.id', 'application_reviewers.application_id')
      .innerJoin('application_programmes', 'application_programmes.id', 'applications.programme_id')
      .select(['applications.id', 'applications.title', 'application_programmes.title as programme'])
      .where('application_reviewers.reviewer_id', '=', user.id)
      .orderBy('application_reviewers.assigned_at')
      .orderBy('applications.id')
      .limit(3)
      .execute();
    const inputs: Omit<NotifyInput, 'at'>[] = [
      {
        userId: user.id,
        kind: 'roles.granted',
        params: { roles: roles.map((row) => row.role).join(',') },
        link: '/ailab/dashboard',
      },
      ...certificates.map((row) => ({
        userId: user.id,
        kind: 'course.completed' as const,
        params: { course: row.course_title },
        link: `/ailab/my-education/mylearning/${row.course_id}`,
      })),
      ...registrations.map((row) => ({
        userId: user.id,
        kind: 'event.registration.confirmed' as const,
        params: { event: row.title },
        link: `/events/${row.slug}`,
      })),
      ...reviews.map((row) => ({
        userId: user.id,
        kind: 'review.assigned' as const,
        params: { programme: row.programme, application: row.title },
        link: reviewLink(row.id),
      })),
    ];
    const readUpTo = Math.floor(inputs.length / 2);
    for (const [index, input] of inputs.entries()) {
      const at = new Date(now - (inputs.length - index) * 6 * HOUR);
      await notify(ctx.db, { ...input, at });
      if (index < readUpTo)
        await ctx.db
          .updateTable('notifications')
          .set({ read_at: new Date(at.getTime() + HOUR).toISOString() })
          .where('user_id', '=', user.id)
          .where('created_at', '=', at.toISOString())
          .execute();
    }
    created += inputs.length;
  }
  return created;
}

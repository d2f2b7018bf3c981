import { ROLE } from '@ailab/core/roles/roles';
import type { AppContext } from '../../app-context';

const HOUR = 3_600_000;

/** Two pending requests, so the administrators' queue and home have something to decide. Our own text. */
const DEMO_REQUESTS = [
  {
    id: '7200a000-0000-4000-8000-000000000001',
    email: 'intern@example.com',
    role: ROLE.aiTools,
    reason: 'My internship project compares transcription tools, and the team keeps its trials in AI tools.',
    hoursAgo: 26,
  },
  {
    id: '7200a000-0000-4000-8000-000000000002',
    email: 'investor@example.com',
    role: ROLE.startup,
    reason: 'I mentor two teams in the spring cohort and would like to follow their pitch drafts.',
    hoursAgo: 3,
  },
] as const;

/** Seeds the demo access requests (pending); deterministic ids, skipped when a person is missing. */
export async function seedDemoAccessRequests(ctx: AppContext): Promise<number> {
  const now = ctx.now().getTime();
  let created = 0;
  for (const demo of DEMO_REQUESTS) {
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.email)
      .executeTakeFirst();
    if (!user) continue;
    await ctx.db
      .insertInto('access_requests')
      .values({
        id: demo.id,
        user_id: user.id,
        role: demo.role,
        reason: demo.reason,
        status: 'pending',
        created_at: new Date(now - demo.hoursAgo * HOUR).toISOString(),
        decided_at: null,
        decided_by: null,
        note: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    created += 1;
  }
  return created;
}

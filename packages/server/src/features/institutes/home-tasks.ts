import { STALLED_AFTER_DAYS } from '@ailab/core/contract/institutes/progress.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../identity/bearer-tokens';
import { rosterProgress } from './progress.service';
import { scopedRoster } from './scoped-roster';
import { supervisorScope } from './supervisor-scope';

/** A pending supervisor invitation addressed to one e-mail address. */
export interface PendingInvitation {
  id: string;
  institute_name: string;
  expires_at: string;
}

/** The invitations still open (pending, not expired) that were sent to `email`, soonest expiry first. */
export async function pendingInvitationsFor(ctx: AppContext, email: string): Promise<PendingInvitation[]> {
  return ctx.db
    .selectFrom('supervisor_invitations as i')
    .innerJoin('institutes', 'institutes.id', 'i.institute_id')
    .select(['i.id as id', 'institutes.name as institute_name', 'i.expires_at as expires_at'])
    .where('i.email', '=', email.toLowerCase())
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', ctx.now().toISOString())
    .orderBy('i.expires_at')
    .limit(10)
    .execute();
}

/** How many learners have stalled in one institute the caller supervises. */
export interface StalledCount {
  institute_id: string;
  institute_name: string;
  learners: number;
}

/**
 * For each institute the caller supervises (their own supervisor scope, never an administrator's
 * view of all), how many learners of that scope have stalled (the institutes' stalled rule).
 * Institutes with none are left out.
 */
export async function supervisedStalledCounts(
  ctx: AppContext,
  caller: Caller,
  t: TFunction,
): Promise<StalledCount[]> {
  const scope = await supervisorScope(ctx.db, caller.user.id);
  const counts: StalledCount[] = [];
  for (const [instituteId, grant] of scope) {
    const { institute, roster } = await scopedRoster(ctx, caller, instituteId, undefined, t);
    const mine =
      grant === 'all' ? roster : roster.filter((entry) => entry.team_id && grant.has(entry.team_id));
    const progress = await rosterProgress(ctx, institute.id, mine, undefined, STALLED_AFTER_DAYS);
    const learners = progress.learners.filter((learner) =>
      learner.courses.some((course) => course.enrolled && course.status === 'stalled'),
    ).length;
    if (learners > 0) counts.push({ institute_id: institute.id, institute_name: institute.name, learners });
  }
  return counts.sort((a, b) => a.institute_name.localeCompare(b.institute_name));
}

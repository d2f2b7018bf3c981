import type {
  StalledLearner,
  StalledLearnersBody,
  StalledLearnersResponse,
} from '@ailab/core/contract/institutes/stalled.schemas';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import type { Caller } from '../../identity/bearer-tokens';
import { MAIL_JOB } from '../../jobs/mail-job';
import type { InstituteRow } from './institutes.repository';
import { rosterProgress } from './progress.service';
import { scopedRoster } from './scoped-roster';
import { enqueueStalledMail } from './stalled-mail';

/** The day in the institute's time zone (`YYYY-MM-DD`): a learner is emailed at most once per such day. */
function instituteDay(institute: InstituteRow, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: institute.time_zone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The outbox key of one learner's stalled email on one day: the promise's identity. */
export function stalledMailKey(instituteId: string, userId: string, day: string): string {
  return `institute-stalled:${instituteId}:${userId}:${day}`;
}

/** Which of the keys the outbox already holds. */
async function keysTaken(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('jobs')
    .select('idempotency_key')
    .where('kind', '=', MAIL_JOB)
    .where('idempotency_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.idempotency_key));
}

/**
 * The stalled learners of the caller's scope (an enrolled course without study for `days`),
 * narrowed to a team or course. With `send`, one email per learner in their language, written to
 * the outbox in one transaction with the audit entry; a learner already emailed today (in the
 * institute's time zone) is skipped, so repeating the call sends nothing twice.
 */
export async function stalledLearners(
  ctx: AppContext,
  caller: Caller,
  body: StalledLearnersBody,
  t: TFunction,
): Promise<StalledLearnersResponse> {
  const { institute, roster } = await scopedRoster(ctx, caller, body.institute_id, body.team_id, t);
  const progress = await rosterProgress(ctx, institute.id, roster, body.course_id, body.days);
  const titles = new Map(progress.courses.map((course) => [course.id, course.title]));
  const day = instituteDay(institute, ctx.now());
  const stalled = progress.learners.flatMap((learner) => {
    const courses = learner.courses.filter((course) => course.enrolled && course.status === 'stalled');
    return courses.length ? [{ learner, courses }] : [];
  });
  const keyOf = (userId: string) => stalledMailKey(institute.id, userId, day);

  const answer = (taken: Set<string>, sent: number, skipped: number): StalledLearnersResponse => ({
    days: body.days,
    learners: stalled.map(
      ({ learner, courses }): StalledLearner => ({
        user_id: learner.user_id,
        name: learner.name,
        email: learner.email,
        team_name: learner.team_name,
        last_activity_at: learner.last_activity_at,
        courses: courses.map((course) => titles.get(course.course_id) ?? course.course_id),
        emailed_today: taken.has(keyOf(learner.user_id)),
      }),
    ),
    sent,
    skipped,
  });

  if (!body.send) {
    const taken = await keysTaken(
      ctx.db,
      stalled.map(({ learner }) => keyOf(learner.user_id)),
    );
    return answer(taken, 0, 0);
  }

  return ctx.db.transaction().execute(async (trx) => {
    const languages = new Map(
      stalled.length
        ? (
            await trx
              .selectFrom('users')
              .select(['id', 'language'])
              .where(
                'id',
                'in',
                stalled.map(({ learner }) => learner.user_id),
              )
              .execute()
          ).map((row) => [row.id, row.language])
        : [],
    );
    const sentTo: string[] = [];
    for (const { learner, courses } of stalled) {
      const promised = await enqueueStalledMail(trx, ctx, {
        key: keyOf(learner.user_id),
        to: learner.email,
        name: learner.name,
        language: languages.get(learner.user_id) ?? 'en-US',
        instituteName: institute.name,
        courseTitles: courses.map((course) => titles.get(course.course_id) ?? course.course_id),
        days: body.days,
      });
      if (promised) sentTo.push(learner.user_id);
    }
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'institute.stalled.email',
      target: { type: 'institute', id: institute.id },
      before: null,
      after: {
        team_id: body.team_id ?? null,
        course_id: body.course_id ?? null,
        days: body.days,
        day,
        sent: sentTo.length,
        skipped: stalled.length - sentTo.length,
        user_ids: sentTo,
      },
      at: ctx.now(),
    });
    // Every stalled learner now has today's email: this call's or an earlier one's.
    const all = new Set(stalled.map(({ learner }) => keyOf(learner.user_id)));
    return answer(all, sentTo.length, stalled.length - sentTo.length);
  });
}

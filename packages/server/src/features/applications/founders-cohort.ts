import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { findCohortTeam, joinCohortTeam } from '../institutes/institutes.port';
import { completeEffect, findEffect, recordPendingEffect } from './application-effects';
import { addHistory } from './applications.repository';

/** What the cohort step needs of an accepted application. */
export interface CohortCandidate {
  id: string;
  user_id: string | null;
}

/** Records the cohort place as waiting (once; its history line only when it is new). */
async function keepPending(
  trx: Kysely<Database>,
  actorId: string,
  row: CohortCandidate,
  reason: string,
  now: Date,
): Promise<void> {
  if (await recordPendingEffect(trx, row.id, 'add_to_cohort', { reason }, now))
    await addHistory(trx, {
      applicationId: row.id,
      actorId,
      kind: 'effect_pending',
      detail: { effect: 'add_to_cohort', reason },
      at: now,
    });
}

/**
 * Acceptance flows on into the institutes: the founder joins the programme's cohort (an institute
 * team) in the caller's transaction, through the roster's placement rule (audited there), once per
 * application. Without an account yet, without a cohort named, or with its team closed, the place
 * is recorded as pending (with the reason) and done later: when the draft moves to an account, or
 * when the programme names an open cohort team.
 */
export async function joinFoundersCohort(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string,
  row: CohortCandidate,
  cohortTeamId: string | null,
): Promise<void> {
  const now = ctx.now();
  const effect = await findEffect(trx, row.id, 'add_to_cohort');
  if (effect?.status === 'done') return;
  if (!row.user_id) return keepPending(trx, actorId, row, 'no_account', now);
  if (!cohortTeamId) return keepPending(trx, actorId, row, 'no_cohort', now);
  const team = await findCohortTeam(trx, cohortTeamId);
  const joined = await joinCohortTeam(trx, ctx, actorId, cohortTeamId, row.user_id);
  if (!team || joined === 'team_closed') return keepPending(trx, actorId, row, 'team_closed', now);
  await completeEffect(
    trx,
    effect?.id,
    row.id,
    'add_to_cohort',
    { team_id: team.id, institute_id: team.institute.id, placement: joined },
    now,
  );
  await addHistory(trx, {
    applicationId: row.id,
    actorId,
    kind: 'cohort_joined',
    detail: { team: team.name, institute: team.institute.name },
    at: now,
  });
}

/**
 * Once a programme names an open cohort team, the places its accepted founders were promised are
 * made, in the save's transaction.
 */
export async function completePendingCohorts(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string,
  programmeId: string,
  cohortTeamId: string,
): Promise<void> {
  const waiting = await trx
    .selectFrom('application_effects')
    .innerJoin('applications', 'applications.id', 'application_effects.application_id')
    .select(['applications.id as id', 'applications.user_id as user_id'])
    .where('applications.programme_id', '=', programmeId)
    .where('applications.state', '=', 'accepted')
    .where('applications.user_id', 'is not', null)
    .where('application_effects.kind', '=', 'add_to_cohort')
    .where('application_effects.status', '=', 'pending')
    .orderBy('applications.id')
    .execute();
  for (const row of waiting) await joinFoundersCohort(trx, ctx, actorId, row, cohortTeamId);
}

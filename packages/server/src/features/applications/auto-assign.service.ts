import { randomUUID } from 'node:crypto';
import type { TeamMember } from '@ailab/core/contract/applications/application.schemas';
import {
  ASSIGNABLE_STATES,
  type AutoAssignBody,
  type AutoAssignResult,
} from '@ailab/core/contract/applications/assign.schemas';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { lockForTransaction } from '../../db/transaction-lock';
import type { Caller } from '../../identity/bearer-tokens';
import { programmeNotFound } from './application-errors';
import { addHistory, findProgrammeBySlug, parseJson } from './applications.repository';
import { noticeReviewAssigned } from './review-assigned-notice';
import { type ApplicationToStaff, planAssignments } from './reviewer-balance';
import { defaultReviewerPool, type ReviewerRow, reviewersByEmail } from './reviewer-pool';

type Body = z.output<typeof AutoAssignBody>;
type Item = AutoAssignResult['items'][number];
type Person = Item['assigned'][number];

const person = (reviewer: ReviewerRow): Person => ({
  id: reviewer.id,
  name: reviewer.name,
  email: reviewer.email,
});

/** The programmes a run concerns: the one named, those of the `ids`, or every one with assignable applications. */
async function programmesInScope(db: Kysely<Database>, body: Body) {
  if (body.programme) {
    const programme = await findProgrammeBySlug(db, body.programme);
    if (!programme) throw programmeNotFound(body.programme);
    return [
      { id: programme.id, slug: programme.slug, title: programme.title, wanted: programme.reviews_wanted },
    ];
  }
  let query = db
    .selectFrom('application_programmes')
    .select(['id', 'slug', 'title', 'reviews_wanted as wanted'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications')
          .select('applications.id')
          .whereRef('applications.programme_id', '=', 'application_programmes.id')
          .where('applications.state', 'in', [...ASSIGNABLE_STATES]),
      ),
    )
    .orderBy('slug');
  if (body.ids) {
    const ids = body.ids;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('applications')
          .select('applications.id')
          .whereRef('applications.programme_id', '=', 'application_programmes.id')
          .where('applications.id', 'in', ids),
      ),
    );
  }
  return query.execute();
}

/**
 * Staffs one programme in `trx`, holding the programme's assignment lock so parallel runs take turns
 * (on SQLite transactions already do); the primary key on (application, reviewer) refuses a pair twice.
 */
async function staffProgramme(
  trx: Kysely<Database>,
  ctx: AppContext,
  actorId: string,
  programme: { id: string; slug: string; title: string; wanted: number },
  pool: ReviewerRow[],
  body: Body,
  load: { planned: Map<string, number>; existing: Map<string, number> },
): Promise<Item[]> {
  await lockForTransaction(trx, ctx.dialect, `application-assign:${programme.id}`);
  let query = trx
    .selectFrom('applications')
    .select(['id', 'title', 'user_id', 'email', 'team'])
    .where('programme_id', '=', programme.id)
    .where('state', 'in', [...ASSIGNABLE_STATES])
    .orderBy('submitted_at')
    .orderBy('id');
  if (body.ids) query = query.where('id', 'in', body.ids);
  const rows = await query.execute();
  if (rows.length === 0) return [];

  const pairs = await trx
    .selectFrom('application_reviewers')
    .innerJoin('applications', 'applications.id', 'application_reviewers.application_id')
    .select(['application_reviewers.application_id', 'application_reviewers.reviewer_id'])
    .where('applications.programme_id', '=', programme.id)
    .execute();
  for (const pair of pairs)
    if (pool.some((reviewer) => reviewer.id === pair.reviewer_id))
      for (const counts of [load.planned, load.existing])
        counts.set(pair.reviewer_id, (counts.get(pair.reviewer_id) ?? 0) + 1);
  const assignedTo = new Map<string, string[]>();
  for (const pair of pairs)
    assignedTo.set(pair.application_id, [...(assignedTo.get(pair.application_id) ?? []), pair.reviewer_id]);

  const wanted = body.per_application ?? programme.wanted;
  const staffing: ApplicationToStaff[] = rows.map((row) => ({
    id: row.id,
    applicant: {
      userId: row.user_id,
      email: row.email,
      teamEmails: parseJson<TeamMember[]>(row.team, []).map((member) => member.email),
    },
    assigned: assignedTo.get(row.id) ?? [],
  }));
  const plans = planAssignments(staffing, pool, wanted, load.planned);

  const now = ctx.now();
  const newFor = new Map<string, { id: string; title: string }[]>();
  const items: Item[] = [];
  for (const [index, plan] of plans.entries()) {
    const row = rows[index];
    if (!row) continue;
    const added: ReviewerRow[] = [];
    for (const reviewer of plan.add) {
      if (body.dry_run) {
        added.push(reviewer);
        continue;
      }
      const inserted = await trx
        .insertInto('application_reviewers')
        .values({ application_id: row.id, reviewer_id: reviewer.id, assigned_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['application_id', 'reviewer_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 1n) > 0) added.push(reviewer);
    }
    if (!body.dry_run && added.length > 0) {
      await addHistory(trx, {
        applicationId: row.id,
        actorId,
        kind: 'assign',
        detail: { added: String(added.length), removed: '0', automatic: 'true' },
        at: now,
      });
      for (const reviewer of added)
        newFor.set(reviewer.id, [...(newFor.get(reviewer.id) ?? []), { id: row.id, title: row.title }]);
    }
    const already = (assignedTo.get(row.id) ?? []).flatMap((id) => {
      const known = pool.find((reviewer) => reviewer.id === id);
      return known ? [person(known)] : [];
    });
    items.push({
      id: row.id,
      title: row.title,
      programme: programme.slug,
      wanted,
      already,
      assigned: added.map(person),
      excluded: plan.excluded.map((entry) => ({
        reviewer: person(entry.reviewer),
        reason: entry.reason,
      })),
      missing: plan.missing,
    });
  }
  if (!body.dry_run && newFor.size > 0) {
    const run = randomUUID();
    for (const reviewer of pool) {
      const applications = newFor.get(reviewer.id);
      if (applications)
        await noticeReviewAssigned(trx, ctx, {
          reviewer,
          programme: programme.title,
          applications,
          key: run,
          at: now,
        });
    }
    await recordAudit(trx, {
      actorId,
      action: 'application.auto_assign',
      target: { type: 'programme', id: programme.id },
      before: null,
      after: {
        per_application: wanted,
        assigned: items
          .filter((item) => item.assigned.length > 0)
          .map((item) => ({ application: item.id, reviewers: item.assigned.map((entry) => entry.email) })),
      },
      at: now,
    });
  }
  return items;
}

/**
 * Balanced automatic assignment (or its dry-run plan): idempotent, since an application that has its
 * reviewers gets none, and safe to run twice at once, since each programme is staffed under its lock.
 */
export async function autoAssignReviewers(
  ctx: AppContext,
  caller: Caller,
  body: Body,
  t: TFunction,
): Promise<AutoAssignResult> {
  const pool = body.reviewers
    ? await reviewersByEmail(ctx.db, body.reviewers, t, 'reviewers')
    : await defaultReviewerPool(ctx.db);
  const programmes = await programmesInScope(ctx.db, body);
  // Loads count every programme of the run, so a run over all programmes balances across them too.
  const load = { planned: new Map<string, number>(), existing: new Map<string, number>() };
  const items: Item[] = [];
  for (const programme of programmes)
    items.push(
      ...(await ctx.db
        .transaction()
        .execute((trx) => staffProgramme(trx, ctx, caller.user.id, programme, pool, body, load))),
    );
  const added = (id: string) =>
    items.reduce((sum, item) => sum + item.assigned.filter((entry) => entry.id === id).length, 0);
  return {
    dry_run: body.dry_run,
    assigned_count: items.reduce((sum, item) => sum + item.assigned.length, 0),
    reviewers: pool.map((reviewer) => {
      const before = load.existing.get(reviewer.id) ?? 0;
      return { ...person(reviewer), before, after: before + added(reviewer.id) };
    }),
    items,
  };
}

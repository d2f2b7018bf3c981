import type { ResearchSavePublicBody } from '@ailab/core/contract/research/research.schemas';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { JobHandler } from '../../jobs/job-handler';
import { searchableBody } from './research-content';
import { getResearchItem } from './research-items.service';
import { revisionContent, visibleItem } from './research-view';

/** The durable job that publishes a scheduled item at its time. */
export const RESEARCH_PUBLISH_JOB = 'research.publish';

/**
 * Makes the approved revision the public copy: the denormalised title, summary and searchable text,
 * and the industries and tags the public filters read. Runs inside the caller's transaction.
 */
export async function publishApproved(
  trx: Kysely<Database>,
  id: string,
  revision: number,
  at: string,
  fromState: 'approved' | 'scheduled',
): Promise<boolean> {
  const content = await revisionContent(trx, id, revision);
  const moved = await trx
    .updateTable('research_items')
    .set({
      state: 'published',
      published_revision: revision,
      published_at: at,
      publish_at: null,
      pub_title: content.title,
      pub_summary: content.summary,
      pub_body: searchableBody(content),
      updated_at: at,
    })
    .where('id', '=', id)
    .where('state', '=', fromState)
    .where('approved_revision', '=', revision)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('research_industries').where('research_id', '=', id).execute();
  await trx.deleteFrom('research_tags').where('research_id', '=', id).execute();
  if (content.industries.length > 0) {
    const industries = await trx
      .selectFrom('industries')
      .select('id')
      .where('slug', 'in', content.industries)
      .execute();
    if (industries.length > 0)
      await trx
        .insertInto('research_industries')
        .values(industries.map((industry) => ({ research_id: id, industry_id: industry.id })))
        .execute();
  }
  if (content.tags.length > 0)
    await trx
      .insertInto('research_tags')
      .values(content.tags.map((tag) => ({ research_id: id, tag })))
      .execute();
  return true;
}

/**
 * `save-public`: publishes the approved revision now, or schedules it. Only an approved item can be
 * published; the author, editors and administrators may do it. A schedule is a durable job keyed by
 * item, revision and time, and the job publishes only while the item is still scheduled for exactly
 * that revision and time, so it happens once across restarts and instances.
 */
export async function savePublic(
  ctx: AppContext,
  caller: Caller,
  body: z.infer<typeof ResearchSavePublicBody>,
) {
  const { row, rights } = await visibleItem(ctx.db, caller, { id: body.id });
  if (!rights.isAuthor && !rights.isEditor) throw new AppError('FORBIDDEN');
  if (row.state !== 'approved' || row.approved_revision === null)
    throw new AppError('CONFLICT', { messageKey: 'research:errors.notApproved' });
  const revision = row.approved_revision;
  const now = ctx.now();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (body.publish_at && new Date(body.publish_at) > now) {
      const moved = await trx
        .updateTable('research_items')
        .set({ state: 'scheduled', publish_at: body.publish_at, updated_at: at })
        .where('id', '=', row.id)
        .where('state', '=', 'approved')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw new AppError('CONFLICT', { messageKey: 'research:errors.notApproved' });
      await enqueueJob(trx, {
        kind: RESEARCH_PUBLISH_JOB,
        payload: { id: row.id, revision, publish_at: body.publish_at },
        idempotencyKey: `research:publish:${row.id}:${revision}:${body.publish_at}`,
        at: now,
        runAt: new Date(body.publish_at),
      });
    } else if (!(await publishApproved(trx, row.id, revision, at, 'approved'))) {
      throw new AppError('CONFLICT', { messageKey: 'research:errors.notApproved' });
    }
    if (rights.isAdmin && !rights.isAuthor)
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: body.publish_at ? 'research.schedule' : 'research.publish',
        target: { type: 'research', id: row.id },
        before: { state: row.state },
        after: { revision, publish_at: body.publish_at ?? null },
        at: now,
      });
  });
  return getResearchItem(ctx, caller, { id: row.id });
}

const PublishPayload = z.object({ id: z.string(), revision: z.number().int(), publish_at: z.string() });

/** The job: publishes when the item is still scheduled for this revision at this time; otherwise nothing. */
export const publishScheduledJob: JobHandler = async (ctx, payload) => {
  const job = PublishPayload.parse(payload);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('research_items')
      .select(['state', 'publish_at', 'approved_revision'])
      .where('id', '=', job.id)
      .executeTakeFirst();
    if (
      row?.state !== 'scheduled' ||
      row.publish_at !== job.publish_at ||
      row.approved_revision !== job.revision
    )
      return;
    await publishApproved(trx, job.id, job.revision, job.publish_at, 'scheduled');
  });
};

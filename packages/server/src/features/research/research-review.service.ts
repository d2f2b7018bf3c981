import { randomUUID } from 'node:crypto';
import type { ResearchReviewBody } from '@ailab/core/contract/research/research.schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { lockForTransaction } from '../../db/transaction-lock';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { getResearch } from './research-items.service';
import { revisionContent, visibleItem } from './research-view';

type ReviewBody = z.infer<typeof ResearchReviewBody>;

/**
 * Review: comments (per section) from anyone who sees the item; approvals and change requests from
 * assigned reviewers and administrators, never the author. An approval names the version it read;
 * one per reviewer and revision (the primary key), and the item becomes `approved` once the revision
 * has the required number, decided under a lock so parallel approvals are each counted once.
 */
export async function reviewResearch(ctx: AppContext, caller: Caller, body: ReviewBody, t: TFunction) {
  const { row, rights } = await visibleItem(ctx.db, caller, { id: body.id });
  const at = ctx.now().toISOString();
  if (body.action === 'comment') {
    const sectionKey = body.section_key ?? null;
    if (sectionKey) {
      const content = await revisionContent(ctx.db, row.id, row.version);
      if (!content.sections.some((section) => section.key === sectionKey))
        throw new AppError('VALIDATION_FAILED', {
          fields: [
            { field: 'section_key', code: 'unknown_section', message: t('research:errors.unknownSection') },
          ],
        });
    }
    await ctx.db
      .insertInto('research_comments')
      .values({
        id: randomUUID(),
        research_id: row.id,
        revision: row.version,
        section_key: sectionKey,
        kind: 'comment',
        body: body.body,
        author_id: caller.user.id,
        created_at: at,
      })
      .execute();
    return getResearch(ctx, caller, { id: row.id });
  }
  if (rights.isAuthor || (!rights.isReviewer && !rights.isAdmin)) throw new AppError('FORBIDDEN');
  await ctx.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, ctx.dialect, `research:${row.id}`);
    const current = await trx
      .selectFrom('research_items')
      .select(['state', 'version', 'required_approvals'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (current.state !== 'in_review')
      throw new AppError('CONFLICT', {
        messageKey: 'research:errors.wrongState',
        params: { state: current.state },
      });
    if (body.action === 'request_changes') {
      await trx
        .updateTable('research_items')
        .set({ state: 'changes_requested', updated_at: at })
        .where('id', '=', row.id)
        .execute();
      await trx
        .insertInto('research_comments')
        .values({
          id: randomUUID(),
          research_id: row.id,
          revision: current.version,
          section_key: null,
          kind: 'request_changes',
          body: body.body,
          author_id: caller.user.id,
          created_at: at,
        })
        .execute();
      return;
    }
    if (body.version !== current.version)
      throw new AppError('CONFLICT', {
        messageKey: 'research:errors.stale',
        params: { version: current.version },
      });
    const added = await trx
      .insertInto('research_approvals')
      .values({ research_id: row.id, revision: current.version, reviewer_id: caller.user.id, created_at: at })
      .onConflict((oc) => oc.columns(['research_id', 'revision', 'reviewer_id']).doNothing())
      .executeTakeFirst();
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) > 0)
      await trx
        .insertInto('research_comments')
        .values({
          id: randomUUID(),
          research_id: row.id,
          revision: current.version,
          section_key: null,
          kind: 'approve',
          body: '',
          author_id: caller.user.id,
          created_at: at,
        })
        .execute();
    const count = await trx
      .selectFrom('research_approvals')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('research_id', '=', row.id)
      .where('revision', '=', current.version)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= current.required_approvals)
      await trx
        .updateTable('research_items')
        .set({ state: 'approved', approved_revision: current.version, updated_at: at })
        .where('id', '=', row.id)
        .where('state', '=', 'in_review')
        .where('version', '=', current.version)
        .execute();
  });
  return getResearch(ctx, caller, { id: row.id });
}

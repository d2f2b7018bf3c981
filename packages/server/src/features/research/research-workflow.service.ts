import type { ResearchManage } from '@ailab/core/contract/research/research.schemas';
import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { activeReviewers } from './research-access';
import { editResearch, getResearchItem } from './research-items.service';
import { type ItemRow, visibleItem } from './research-view';

/** Every reviewer must be an administrator or a marked editor, and never the author. */
async function checkReviewers(db: Kysely<Database>, row: ItemRow, ids: readonly string[], t: TFunction) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const allowed = await activeReviewers(db, unique);
  const refused = unique.filter((id) => !allowed.has(id) || id === row.author_id);
  if (refused.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'reviewer_ids', code: 'not_reviewer', message: t('research:errors.notReviewer') }],
    });
  return unique;
}

async function assign(db: Kysely<Database>, row: ItemRow, ids: readonly string[], at: string) {
  for (const id of ids)
    await db
      .insertInto('research_reviewers')
      .values({ research_id: row.id, user_id: id, assigned_at: at })
      .onConflict((oc) => oc.columns(['research_id', 'user_id']).doNothing())
      .execute();
}

/** Moves an item from one of `from` to `to` in one conditional statement; 409 when it is elsewhere. */
async function transition(
  db: Kysely<Database>,
  row: ItemRow,
  from: readonly string[],
  set: { state: string; publish_at?: null },
  at: string,
): Promise<void> {
  const moved = await db
    .updateTable('research_items')
    .set({ ...set, updated_at: at })
    .where('id', '=', row.id)
    .where('state', 'in', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1)
    throw new AppError('CONFLICT', {
      messageKey: 'research:errors.wrongState',
      params: { state: row.state },
    });
}

/** `manage`: edit, submit for review, withdraw, archive, restore, assign reviewers, set the approvals needed. */
export async function manageResearch(ctx: AppContext, caller: Caller, body: ResearchManage, t: TFunction) {
  if (body.action === 'edit') return editResearch(ctx, caller, body, t);
  const { row, rights } = await visibleItem(ctx.db, caller, { id: body.id });
  if (!rights.isAuthor && !rights.isAdmin) throw new AppError('FORBIDDEN');
  const at = ctx.now();
  const iso = at.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    switch (body.action) {
      case 'submit': {
        const reviewers = await checkReviewers(trx, row, body.reviewer_ids ?? [], t);
        await transition(trx, row, ['draft', 'changes_requested'], { state: 'in_review' }, iso);
        await assign(trx, row, reviewers, iso);
        break;
      }
      case 'withdraw':
        await transition(
          trx,
          row,
          ['in_review', 'approved', 'scheduled'],
          { state: 'draft', publish_at: null },
          iso,
        );
        break;
      case 'archive':
        await transition(
          trx,
          row,
          ['draft', 'in_review', 'changes_requested', 'approved', 'scheduled', 'published'],
          { state: 'archived', publish_at: null },
          iso,
        );
        break;
      case 'restore':
        await transition(trx, row, ['archived'], { state: 'draft' }, iso);
        break;
      case 'assign_reviewers':
        await assign(trx, row, await checkReviewers(trx, row, body.reviewer_ids, t), iso);
        break;
      case 'set_required_approvals':
        if (!rights.isAdmin) throw new AppError('FORBIDDEN');
        await trx
          .updateTable('research_items')
          .set({ required_approvals: body.required, updated_at: iso })
          .where('id', '=', row.id)
          .execute();
        break;
    }
    // An administrator acting on someone else's research is an administrative change.
    if (rights.isAdmin && !rights.isAuthor)
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: `research.${body.action}`,
        target: { type: 'research', id: row.id },
        before: { state: row.state, required_approvals: row.required_approvals },
        after: body,
        at,
      });
  });
  return getResearchItem(ctx, caller, { id: row.id });
}

import { randomUUID } from 'node:crypto';
import {
  type ApplicationState,
  canMoveApplication,
} from '@ailab/core/contract/applications/application-states';
import type { AdminApplicationUpdateBody } from '@ailab/core/contract/applications/review.schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Caller } from '../../identity/bearer-tokens';
import { adminApplicationView } from './admin-view';
import { applicationNotFound, fieldError, invalidState } from './application-errors';
import {
  type ApplicationRow,
  addHistory,
  applicationContent,
  findApplication,
  findProgrammeById,
  updateApplicationIf,
} from './applications.repository';
import { decideInTransaction } from './decision.service';
import { settleIndustryProposal } from './industry-proposal.service';
import type { Programme } from './programme-codec';
import { noticeReviewAssigned } from './review-assigned-notice';
import { reviewerConflict } from './reviewer-conflicts';
import { reviewersByEmail } from './reviewer-pool';
import { meanTotal, reviewTotal } from './scoring';

type UpdateBody = z.output<typeof AdminApplicationUpdateBody>;

async function reviewable(
  ctx: AppContext,
  id: string,
): Promise<{ row: ApplicationRow; programme: Programme }> {
  const row = await findApplication(ctx.db, id);
  if (!row || row.state === 'draft') throw applicationNotFound(id);
  const programme = await findProgrammeById(ctx.db, row.programme_id);
  if (!programme) throw applicationNotFound(id);
  return { row, programme };
}

/** Assign, score, note, tag, move or decide; every change is audited and answered with the new view. */
export async function updateApplicationReview(
  ctx: AppContext,
  caller: Caller,
  body: UpdateBody,
  t: TFunction,
) {
  const { row, programme } = await reviewable(ctx, body.id);
  const actorId = caller.user.id;
  const now = ctx.now();
  const audit = (action: string, before: unknown, after: unknown) => ({
    actorId,
    action,
    target: { type: 'application', id: row.id },
    before,
    after,
    at: now,
  });
  switch (body.action) {
    case 'assign': {
      const add = await reviewersByEmail(ctx.db, body.add, t);
      const applicant = {
        userId: row.user_id,
        email: row.email,
        teamEmails: applicationContent(row).team.map((member) => member.email),
      };
      const conflicted = add.find((reviewer) => reviewerConflict(reviewer, applicant) !== null);
      if (conflicted) throw fieldError(t, 'add', 'conflict_of_interest');
      const remove = body.remove.length
        ? await ctx.db.selectFrom('users').select('id').where('email', 'in', body.remove).execute()
        : [];
      await ctx.db.transaction().execute(async (trx) => {
        for (const reviewer of add) {
          const inserted = await trx
            .insertInto('application_reviewers')
            .values({ application_id: row.id, reviewer_id: reviewer.id, assigned_at: now.toISOString() })
            .onConflict((oc) => oc.columns(['application_id', 'reviewer_id']).doNothing())
            .executeTakeFirst();
          // Only a reviewer newly given the application hears of it.
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0)
            await noticeReviewAssigned(trx, ctx, {
              reviewer,
              programme: programme.title,
              applications: [{ id: row.id, title: row.title }],
              key: `${row.id}:${now.getTime()}`,
              at: now,
            });
        }
        if (remove.length > 0)
          await trx
            .deleteFrom('application_reviewers')
            .where('application_id', '=', row.id)
            .where(
              'reviewer_id',
              'in',
              remove.map((item) => item.id),
            )
            .execute();
        await addHistory(trx, {
          applicationId: row.id,
          actorId,
          kind: 'assign',
          detail: { added: String(add.length), removed: String(remove.length) },
          at: now,
        });
        await recordAudit(trx, audit('application.assign', null, { add: body.add, remove: body.remove }));
      });
      break;
    }
    case 'score': {
      const categories = new Map(programme.categories.map((category) => [category.id, category]));
      const unknown = Object.keys(body.scores).find((key) => !categories.has(key));
      if (unknown) throw fieldError(t, `scores.${unknown}`, 'unknown_category');
      const missing = programme.categories.find(
        (category) => category.required && !(category.id in body.scores),
      );
      if (missing) throw fieldError(t, `scores.${missing.id}`, 'required');
      if (!['submitted', 'in_review', 'shortlisted', 'interview', 'waitlisted'].includes(row.state))
        throw invalidState(row.state);
      const total = reviewTotal(programme.categories, body.scores);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('application_reviews')
          .values({
            id: randomUUID(),
            application_id: row.id,
            reviewer_id: actorId,
            scores: JSON.stringify(body.scores),
            total,
            comment: body.comment,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .onConflict((oc) =>
            oc.columns(['application_id', 'reviewer_id']).doUpdateSet({
              scores: JSON.stringify(body.scores),
              total,
              comment: body.comment,
              updated_at: now.toISOString(),
            }),
          )
          .execute();
        const totals = await trx
          .selectFrom('application_reviews')
          .select('total')
          .where('application_id', '=', row.id)
          .execute();
        await trx
          .updateTable('applications')
          .set({
            score: meanTotal(totals.map((item) => (item.total === null ? null : Number(item.total)))),
            reviews_count: totals.length,
          })
          .where('id', '=', row.id)
          .execute();
        // Scoring a submitted application starts its review.
        if (row.state === 'submitted')
          if (
            await updateApplicationIf(
              trx,
              row.id,
              { state: 'submitted' },
              { state: 'in_review', updated_at: now.toISOString() },
            )
          )
            await addHistory(trx, {
              applicationId: row.id,
              actorId,
              kind: 'state',
              detail: { from: 'submitted', to: 'in_review' },
              at: now,
            });
        await addHistory(trx, { applicationId: row.id, actorId, kind: 'review', detail: {}, at: now });
        await recordAudit(trx, audit('application.score', null, { scores: body.scores, total }));
      });
      break;
    }
    case 'note': {
      await ctx.db.transaction().execute(async (trx) => {
        const note = {
          id: randomUUID(),
          application_id: row.id,
          author_id: actorId,
          visibility: body.visibility,
          body: body.body,
          created_at: now.toISOString(),
        };
        await trx.insertInto('application_notes').values(note).execute();
        await recordAudit(trx, audit('application.note', null, { id: note.id, visibility: note.visibility }));
      });
      break;
    }
    case 'tag': {
      const before = applicationContent(row).tags;
      const after = [...new Set([...before.filter((tag) => !body.remove.includes(tag)), ...body.add])].slice(
        0,
        20,
      );
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('applications')
          .set({ tags: JSON.stringify(after) })
          .where('id', '=', row.id)
          .execute();
        await recordAudit(trx, audit('application.tag', { tags: before }, { tags: after }));
      });
      break;
    }
    case 'state': {
      if (!canMoveApplication(row.state as ApplicationState, body.to)) throw invalidState(row.state);
      await ctx.db.transaction().execute(async (trx) => {
        const moved = await updateApplicationIf(
          trx,
          row.id,
          { state: row.state },
          {
            state: body.to,
            version: row.version + 1,
            updated_at: now.toISOString(),
          },
        );
        if (!moved) throw invalidState((await findApplication(trx, row.id))?.state ?? row.state);
        await addHistory(trx, {
          applicationId: row.id,
          actorId,
          kind: 'state',
          detail: { from: row.state, to: body.to },
          at: now,
        });
        await recordAudit(trx, audit('application.state', { state: row.state }, { state: body.to }));
      });
      break;
    }
    case 'decide':
      await ctx.db
        .transaction()
        .execute((trx) => decideInTransaction(trx, ctx, actorId, row, programme, body.decision));
      break;
    case 'industry':
      await settleIndustryProposal(ctx, caller, row, body, t);
      break;
  }
  return adminApplicationView(ctx, caller, row.id);
}

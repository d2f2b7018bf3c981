import type { AdminApplicationUpdateBody } from '@ailab/core/contract/applications/review.schemas';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { addCatalogueIndustry, findIndustriesBySlugs } from '../research/research.port';
import { fieldError } from './application-errors';
import { type ApplicationRow, addHistory, applicationContent } from './applications.repository';
import { isAdministrator } from './review-visibility';

type SettleBody = Extract<z.output<typeof AdminApplicationUpdateBody>, { action: 'industry' }>;

/**
 * An administrator settles one industry proposal of an application: `accept` adds it to the catalogue in
 * the named group (refused, naming `proposal_id`, when the catalogue already has that slug: merge instead),
 * `merge` names an industry the catalogue has. The proposal leaves `proposed` once (a second settle is 409),
 * the application then names the industry, and the change is audited and shown in the history.
 */
export async function settleIndustryProposal(
  ctx: AppContext,
  caller: Caller,
  row: ApplicationRow,
  body: SettleBody,
  t: TFunction,
): Promise<void> {
  if (!isAdministrator(caller)) throw new AppError('FORBIDDEN');
  const proposal = await ctx.db
    .selectFrom('industry_proposals')
    .selectAll()
    .where('id', '=', body.proposal_id)
    .where('application_id', '=', row.id)
    .executeTakeFirst();
  if (!proposal) throw fieldError(t, 'proposal_id', 'unknown_proposal');
  if (body.resolve === 'accept' && !body.group) throw fieldError(t, 'group', 'group_required');
  if (body.resolve === 'merge') {
    if (!body.into) throw fieldError(t, 'into', 'into_required');
    if ((await findIndustriesBySlugs(ctx.db, [body.into])).length === 0)
      throw fieldError(t, 'into', 'unknown_industry');
  }
  const slug = body.resolve === 'accept' ? proposal.slug : (body.into ?? '');
  const status = body.resolve === 'accept' ? 'accepted' : 'merged';
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    // Settled once: the conditional update is what two administrators at once race on.
    const moved = await trx
      .updateTable('industry_proposals')
      .set({ status })
      .where('id', '=', proposal.id)
      .where('status', '=', 'proposed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0)
      throw new AppError('CONFLICT', { messageKey: 'applications:errors.proposalSettled' });
    if (body.resolve === 'accept') {
      const added = await addCatalogueIndustry(trx, {
        slug,
        name: proposal.name,
        groupSlug: body.group ?? '',
        at: now,
      });
      if (added === 'no_group') throw fieldError(t, 'group', 'unknown_group');
      if (added === 'exists') throw fieldError(t, 'proposal_id', 'industry_exists');
    }
    const current = await trx
      .selectFrom('applications')
      .select('industries')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    const before = applicationContent({ ...row, industries: current.industries }).industries;
    const after = before.includes(slug) ? before : [...before, slug];
    await trx
      .updateTable('applications')
      .set({ industries: JSON.stringify(after) })
      .where('id', '=', row.id)
      .execute();
    await addHistory(trx, {
      applicationId: row.id,
      actorId: caller.user.id,
      kind: `industry_${status}`,
      detail: { name: proposal.name, industry: slug },
      at: now,
    });
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: `application.industry.${body.resolve}`,
      target: { type: 'application', id: row.id },
      before: { proposal: proposal.name, status: 'proposed', industries: before },
      after: { status, industry: slug, industries: after },
      at: now,
    });
  });
}

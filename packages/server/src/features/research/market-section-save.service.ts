import type { MarketSection } from '@ailab/core/contract/research/industries.schemas';
import type { MarketSectionSave } from '@ailab/core/contract/research/industry-import.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { onUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { findIndustryBySlug } from './industries.repository';
import { toSection } from './industries.service';

function staleSection(t: TFunction, newer: string | undefined): AppError {
  const params = { time: newer ?? '' };
  return new AppError('CONFLICT', {
    messageKey: 'research:errors.sectionStale',
    params,
    fields: [{ field: 'base_updated_at', code: 'stale', message: t('research:errors.sectionStale', params) }],
  });
}

/**
 * Saves one overview section from the editor (administrators; audited). The edit names the
 * `updated_at` it started from; the check and the write are one conditional statement, so of two
 * saves from the same state one wins and the other answers 409 naming the newer save.
 */
export async function saveMarketSection(
  ctx: AppContext,
  caller: Caller,
  body: MarketSectionSave,
  t: TFunction,
): Promise<MarketSection> {
  const industry = await findIndustryBySlug(ctx.db, body.industry);
  if (!industry) throw new AppError('NOT_FOUND');
  const at = ctx.now();
  let stamp = at.toISOString();
  // A new stamp always differs from the one the edit started from, even within one millisecond.
  if (stamp === body.base_updated_at) stamp = new Date(at.getTime() + 1).toISOString();
  const values = {
    title: body.title,
    body: body.body,
    sources: JSON.stringify(body.sources),
    last_reviewed: body.last_reviewed ?? stamp.slice(0, 10),
    updated_at: stamp,
  };
  const current = () =>
    ctx.db
      .selectFrom('industry_sections')
      .selectAll()
      .where('industry_id', '=', industry.id)
      .where('key', '=', body.key)
      .executeTakeFirst();
  const write = () =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('industry_sections')
        .selectAll()
        .where('industry_id', '=', industry.id)
        .where('key', '=', body.key)
        .executeTakeFirst();
      if (body.base_updated_at === null) {
        if (before) throw staleSection(t, before.updated_at);
        await trx
          .insertInto('industry_sections')
          .values({ industry_id: industry.id, key: body.key, ...values })
          .execute();
      } else {
        const moved = await trx
          .updateTable('industry_sections')
          .set(values)
          .where('industry_id', '=', industry.id)
          .where('key', '=', body.key)
          .where('updated_at', '=', body.base_updated_at)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) {
          // Read again: on PostgreSQL the row read above may predate the save that won meanwhile.
          const newer = await trx
            .selectFrom('industry_sections')
            .select('updated_at')
            .where('industry_id', '=', industry.id)
            .where('key', '=', body.key)
            .executeTakeFirst();
          if (!newer) throw new AppError('NOT_FOUND');
          throw staleSection(t, newer.updated_at);
        }
      }
      await recordAudit(trx, {
        actorId: caller.user.id,
        action: 'industry.section.save',
        target: { type: 'industry', id: industry.id },
        before: before
          ? { key: before.key, title: before.title, body: before.body, last_reviewed: before.last_reviewed }
          : null,
        after: { key: body.key, title: values.title, body: values.body, last_reviewed: values.last_reviewed },
        at,
      });
    });
  // Two first saves of a new section: the second insert meets the first's row.
  await onUniqueViolation(write, async () => {
    throw staleSection(t, (await current())?.updated_at);
  });
  const saved = await current();
  if (!saved) throw new AppError('NOT_FOUND');
  return toSection(saved);
}

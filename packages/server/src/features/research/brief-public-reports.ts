import type { DailyBrief } from '@ailab/core/contract/research/market.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publicReportsQuery } from './report-cards';

/**
 * A stored brief (the day's cached one, or one a member saved) as it may be served now: only the
 * reports that are still public. A report archived after the brief was assembled drops out, so an
 * unpublished report never shows through a brief (issue 21's authorization rule).
 */
export async function withPublicReportsOnly(db: Kysely<Database>, brief: DailyBrief): Promise<DailyBrief> {
  if (brief.new_research.length === 0) return brief;
  const rows = await publicReportsQuery(db)
    .where(
      'research_items.slug',
      'in',
      brief.new_research.map((report) => report.slug),
    )
    .execute();
  const stillPublic = new Set(rows.map((row) => row.slug));
  return { ...brief, new_research: brief.new_research.filter((report) => stillPublic.has(report.slug)) };
}

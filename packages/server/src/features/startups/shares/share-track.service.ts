import { SHARE_REPORT_SECONDS_MAX, type ShareTrackInput } from '@ailab/core/contract/startups/share.schemas';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import { sectionsOf } from '../pitches/pitches.repository';
import { openShare } from './share-gate';
import { SHARE_REPORTS_PER_WINDOW, throttleShare } from './share-view.service';

/** Seconds a report may claim beyond the wall time since the visit's last one (clocks, network). */
export const SHARE_REPORT_SLACK_SECONDS = 5;

/** Sums the seconds per section of the pitch, dropping sections it no longer has. */
function perSection(entries: ShareTrackInput['sections'], known: ReadonlySet<string>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const entry of entries)
    if (known.has(entry.section_id))
      sums.set(entry.section_id, (sums.get(entry.section_id) ?? 0) + entry.seconds);
  return sums;
}

/**
 * Credits time on sections to a visit. The seconds a report claims are clamped: together they never
 * exceed the wall time since the visit's previous report (plus a little slack, at most
 * {@link SHARE_REPORT_SECONDS_MAX}), so a forged report cannot inflate the figures; the visit's
 * report time moves by one conditional update, so two parallel reports cannot spend the same time.
 * Sections the pitch no longer has are ignored; a link that no longer opens answers LINK_GONE.
 */
export async function trackShare(ctx: AppContext, body: ShareTrackInput, ip: string) {
  const now = ctx.now();
  const share = await openShare(ctx.db, body.token, now);
  await throttleShare(ctx, 'track', share.link.id, ip, SHARE_REPORTS_PER_WINDOW);
  const visit = await ctx.db
    .selectFrom('pitch_share_visits')
    .selectAll()
    .where('id', '=', body.visit)
    .where('link_id', '=', share.link.id)
    .executeTakeFirst();
  if (!visit) throw new AppError('NOT_FOUND');
  const sections = await sectionsOf(ctx.db, [share.pitch.id]);
  const sums = perSection(body.sections, new Set(sections.map((section) => section.id)));
  const elapsed = Math.max(0, (now.getTime() - Date.parse(visit.reported_at)) / 1000);
  let budget = Math.floor(Math.min(elapsed + SHARE_REPORT_SLACK_SECONDS, SHARE_REPORT_SECONDS_MAX));
  return ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('pitch_share_visits')
      .set({ reported_at: now.toISOString() })
      .where('id', '=', visit.id)
      .where('reported_at', '=', visit.reported_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return { counted_seconds: 0 };
    let counted = 0;
    for (const [sectionId, claimed] of sums) {
      const seconds = Math.min(Math.round(claimed), budget);
      if (seconds <= 0) continue;
      budget -= seconds;
      counted += seconds;
      await trx
        .insertInto('pitch_share_section_times')
        .values({ visit_id: visit.id, link_id: share.link.id, section_id: sectionId, seconds })
        .onConflict((oc) =>
          oc.columns(['visit_id', 'section_id']).doUpdateSet((eb) => ({
            seconds: eb('pitch_share_section_times.seconds', '+', eb.ref('excluded.seconds')),
          })),
        )
        .execute();
    }
    return { counted_seconds: counted };
  });
}

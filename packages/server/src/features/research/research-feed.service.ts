import { Feed } from 'feed';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { findIndustryBySlug } from './industries.repository';
import { publicReportsQuery, reportCards } from './report-cards';

/** Reports a feed carries: the newest this many. */
const FEED_SIZE = 50;

/**
 * The RSS or Atom feed of published reports, overall or of one industry (the `feed` library writes
 * and escapes the XML). Only the public copy appears: unpublished and archived items never do.
 */
export async function reportsFeed(
  ctx: AppContext,
  origin: string,
  format: 'atom' | 'rss',
  industrySlug?: string,
): Promise<string> {
  let query = publicReportsQuery(ctx.db);
  let title = 'AI Lab industry reports';
  if (industrySlug) {
    const industry = await findIndustryBySlug(ctx.db, industrySlug);
    if (!industry) throw new AppError('NOT_FOUND');
    title = `AI Lab industry reports: ${industry.name}`;
    query = query.where(
      'research_items.id',
      'in',
      ctx.db.selectFrom('research_industries').select('research_id').where('industry_id', '=', industry.id),
    );
  }
  const rows = await query
    .orderBy('research_items.published_at', 'desc')
    .orderBy('research_items.id', 'desc')
    .limit(FEED_SIZE)
    .execute();
  const cards = await reportCards(ctx.db, rows);
  const self = `${origin}/feeds/${industrySlug ? `industries/${industrySlug}` : 'industry-reports'}.${format}`;
  const feed = new Feed({
    title,
    id: self,
    link: `${origin}/industry-reports`,
    copyright: 'AI Lab',
    updated: cards[0] ? new Date(cards[0].published_at) : new Date(0),
    feedLinks: { [format]: self },
  });
  for (const card of cards) {
    const link = `${origin}/industry-reports/report?slug=${encodeURIComponent(card.slug)}`;
    feed.addItem({
      title: card.title,
      id: link,
      link,
      description: card.summary,
      date: new Date(card.published_at),
      author: [{ name: card.author_name }],
      category: card.industries.map((industry) => ({ name: industry.name, term: industry.slug })),
    });
  }
  return format === 'atom' ? feed.atom1() : feed.rss2();
}

import type { AppContext } from '../../app-context';
import type { PageMeta } from '../../web/page-meta';
import { publicReport } from './public-research.service';

/** The public report page's link preview: the published report's title and summary (nothing for others). */
export async function reportPageMeta(
  ctx: AppContext,
  path: string,
  query: URLSearchParams,
  origin: string,
): Promise<PageMeta | undefined> {
  if (path !== '/industry-reports/report') return undefined;
  const slug = query.get('slug') ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80) return undefined;
  const report = await publicReport(ctx, null, slug).catch(() => undefined);
  if (!report) return undefined;
  return {
    title: `${report.title} · AI Lab`,
    description: report.summary || report.title,
    url: `${origin}/industry-reports/report?slug=${slug}`,
    image: report.cover_url ? `${origin}${report.cover_url}` : undefined,
    type: 'article',
  };
}

import type { AppContext } from '../../../app-context';
import type { PageMeta } from '../../../web/page-meta';
import { fundraisingListing } from './fundraising.service';

/** Startups a preview names. */
const NAMED = 3;

/**
 * `/fundraising`'s link preview, served in the HTML for crawlers that run no script: what the page is
 * and the newest startups listed as raising (only what the public list itself shows), in the platform's
 * default language, since one served page answers every reader.
 */
export async function fundraisingPageMeta(
  ctx: AppContext,
  path: string,
  _query: URLSearchParams,
  origin: string,
): Promise<PageMeta | undefined> {
  if (path !== '/fundraising') return undefined;
  const t = ctx.i18n.getFixedT('en-US');
  const page = await fundraisingListing(ctx, { limit: NAMED });
  const names = page.items.map((item) => item.name).join(', ');
  return {
    title: t('startups:pageMeta.title'),
    description:
      page.items.length === 0 ? t('startups:pageMeta.none') : t('startups:pageMeta.description', { names }),
    url: `${origin}/fundraising`,
    type: 'website',
  };
}

import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { auditChange } from '../../audit/audit-change';
import { findArticleByGuid } from './articles.repository';
import { canonicalUrl } from './canonical-url';
import { MAX_BODY, MAX_SUMMARY, MAX_TITLE } from './feed-entries';
import { plainTextFromHtml } from './plain-text';
import { manualSourceId } from './sources.service';
import { storeEntries } from './store-entries';

/**
 * Posts an article by hand into the lab's own source. It goes through the
 * same storing rules as feed items (plain text only, dedupe by link, story
 * grouping), keyed by its link so posting it twice updates it.
 */
export async function postArticle(
  ctx: AppContext,
  t: TFunction,
  input: {
    title: string;
    url: string;
    summary: string;
    text: string;
    author?: string | undefined;
    tags: string[];
  },
  actorId: string | null = null,
): Promise<{ id: string }> {
  const sourceId = await manualSourceId(ctx, t('news:manualSourceName'));
  const url = canonicalUrl(input.url, input.url) ?? input.url;
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute((trx) =>
    storeEntries(
      trx,
      { id: sourceId, tags: [] },
      [
        {
          guid: url,
          url,
          title: plainTextFromHtml(input.title, MAX_TITLE),
          summary: plainTextFromHtml(input.summary, MAX_SUMMARY),
          body: plainTextFromHtml(input.text, MAX_BODY),
          author: input.author ?? null,
          publishedAt: now,
          tags: input.tags.map((tag) => tag.toLowerCase()),
        },
      ],
      now,
    ),
  );
  const stored = await findArticleByGuid(ctx.db, sourceId, url);
  if (!stored) throw new Error('the posted article was not stored');
  await auditChange(
    ctx,
    actorId,
    'news.article.post',
    { type: 'news_article', id: stored.id },
    { before: null, after: input },
  );
  return { id: stored.id };
}

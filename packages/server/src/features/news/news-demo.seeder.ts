import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/schema';
import { DEMO_SOURCES, generateArticles } from './news-templates';
import { emptyHealth } from './sources.service';
import { titleKey } from './story-grouping';

/** How many demo articles a first start writes. */
export const DEMO_ARTICLE_COUNT = 300;

/**
 * Demo news: invented sources (disabled, their addresses are not real feeds)
 * and a few hundred articles about AI agents, some covered by two sources as
 * one story, so search works offline on a fresh start.
 */
export async function seedDemoNews(ctx: AppContext): Promise<number> {
  const { articles } = await insertGeneratedNews(ctx.db, { count: DEMO_ARTICLE_COUNT, now: ctx.now() });
  return articles;
}

/** What {@link insertGeneratedNews} writes. */
export interface GeneratedNewsOptions {
  count: number;
  now: Date;
  /** Seed of the generator: the same seed writes the same articles. */
  seed?: number;
  /** Days before `now` the articles spread over. */
  days?: number;
  /** Told apart from the demo sources by name and feed address (`Agent Wire (bench)`). */
  label?: string;
  /** Rows per INSERT; the whole write is one transaction. */
  batchSize?: number;
}

/**
 * Writes the generated sources (disabled: their addresses are invented) and
 * `count` generated articles with story grouping, in one transaction. Used by
 * the demo seeder and by `scripts/generate-news.mjs` for benchmarks.
 */
export async function insertGeneratedNews(
  db: Kysely<Database>,
  options: GeneratedNewsOptions,
): Promise<{ sources: number; articles: number }> {
  const { now, label } = options;
  const stamp = now.toISOString();
  const sourceIds = DEMO_SOURCES.map(() => randomUUID());
  const articles = generateArticles(options.count, now, {
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.days === undefined ? {} : { days: options.days }),
  });
  const ids = articles.map(() => randomUUID());
  const batch = options.batchSize ?? 100;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('news_sources')
      .values(
        DEMO_SOURCES.map((source, index) => ({
          id: sourceIds[index] ?? randomUUID(),
          name: label ? `${source.name} (${label})` : source.name,
          url: label
            ? `https://${source.slug}.example/${label}.xml`
            : `https://${source.slug}.example/feed.xml`,
          kind: 'feed' as const,
          tags: JSON.stringify(source.tags),
          enabled: 0,
          ...emptyHealth(stamp),
        })),
      )
      .execute();
    // Built and written in chunks, so 100,000 articles never sit in memory as rows at once.
    for (let start = 0; start < articles.length; start += batch) {
      const rows = articles.slice(start, start + batch).map((article, offset) => {
        const index = start + offset;
        const source = DEMO_SOURCES[article.sourceIndex];
        const tags = [...new Set([...(source?.tags ?? []), ...article.tags])];
        const storyOf = article.echoOf ?? index;
        return {
          id: ids[index] ?? randomUUID(),
          source_id: sourceIds[article.sourceIndex] ?? '',
          guid: article.guid,
          url: article.url,
          title: article.title,
          summary: article.summary,
          body: article.body,
          author: article.author,
          tags: JSON.stringify(tags),
          content_hash: article.guid,
          title_key: titleKey(article.title),
          story_id: ids[storyOf] ?? '',
          is_primary: article.echoOf === null ? 1 : 0,
          published_at: article.publishedAt,
          fetched_at: article.publishedAt,
          updated_at: article.publishedAt,
        };
      });
      await trx.insertInto('news_articles').values(rows).execute();
    }
  });
  return { sources: DEMO_SOURCES.length, articles: articles.length };
}

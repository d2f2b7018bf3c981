import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import { emptyHealth } from '../features/news/sources.service';
import { titleKey } from '../features/news/story-grouping';
import { DEMO_REPOSITORIES } from './demo-repositories';
import { DEMO_SOURCES, generateArticles } from './news-templates';

/** How many demo articles a first start writes. */
export const DEMO_ARTICLE_COUNT = 300;

/**
 * Demo news: invented sources (disabled, their addresses are not real feeds)
 * and a few hundred articles about AI agents, some covered by two sources as
 * one story, so search works offline on a fresh start.
 */
export async function seedDemoNews(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const stamp = now.toISOString();
  const sourceIds = DEMO_SOURCES.map(() => randomUUID());
  await ctx.db
    .insertInto('news_sources')
    .values(
      DEMO_SOURCES.map((source, index) => ({
        id: sourceIds[index] ?? randomUUID(),
        name: source.name,
        url: `https://${source.slug}.example/feed.xml`,
        kind: 'feed' as const,
        tags: JSON.stringify(source.tags),
        enabled: 0,
        ...emptyHealth(stamp),
      })),
    )
    .execute();
  const articles = generateArticles(DEMO_ARTICLE_COUNT, now);
  const ids = articles.map(() => randomUUID());
  const rows = articles.map((article, index) => {
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
  // Bulk inserts in chunks: a first start stays quick on both databases.
  for (let start = 0; start < rows.length; start += 100)
    await ctx.db
      .insertInto('news_articles')
      .values(rows.slice(start, start + 100))
      .execute();
  return rows.length;
}

/** Demo repositories (negative GitHub ids, never refreshed), so the repositories screen is not empty. */
export async function seedDemoRepositories(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const rows = DEMO_REPOSITORIES.map(
    ([owner, name, description, language, topics, stars, release], index) => {
      const pushed = new Date(now.getTime() - (index * 37 + 5) * 3_600_000).toISOString();
      return {
        id: randomUUID(),
        github_id: -(index + 1),
        full_name: `${owner}/${name}`,
        full_name_key: `${owner}/${name}`.toLowerCase(),
        owner,
        name,
        description,
        url: `https://github.com/${owner}/${name}`,
        homepage: null,
        language,
        topics: JSON.stringify(topics),
        stars,
        forks: Math.round(stars / 9),
        open_issues: (index * 7) % 41,
        license: index % 5 === 4 ? 'Apache-2.0' : 'MIT',
        latest_release_tag: release,
        latest_release_at: release ? new Date(now.getTime() - (index + 3) * 86_400_000).toISOString() : null,
        release_etag: null,
        pushed_at: pushed,
        archived: name === 'legacy-orchestrator' ? 1 : 0,
        removed_at: null,
        etag: null,
        source_target: 'demo',
        created_at: now.toISOString(),
        refreshed_at: now.toISOString(),
        updated_at: now.toISOString(),
      };
    },
  );
  await ctx.db.insertInto('repositories').values(rows).execute();
  return rows.length;
}

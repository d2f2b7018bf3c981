import { SignUpPreferencesSchema } from '@ailab/core/contract/accounts/v1-public';
import type { NewsForMe } from '@ailab/core/contract/news/news.schemas';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { parseStringList } from '../../db/json-list';
import type { Database } from '../../db/schema';
import type { Caller } from '../../identity/bearer-tokens';
import { followedIndustryTags } from '../research/research.port';

/** Sign-up interests that name a news topic (`ai_news` is all of it, so it narrows nothing). */
const INTEREST_TAGS: Readonly<Record<string, string>> = {
  research: 'research',
  learning: 'learning',
  startups: 'startups',
  investment: 'investment',
  internships: 'internships',
  events: 'events',
};

function signUpInterestTags(preferences: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(preferences);
  } catch {
    return [];
  }
  const parsed = SignUpPreferencesSchema.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.interests.flatMap((key) => (INTEREST_TAGS[key] ? [INTEREST_TAGS[key]] : []));
}

/** What the profile knows of a member's interests, as lower-case news tags: followed industries, then sign-up interests. */
export async function interestTags(db: Kysely<Database>, userId: string): Promise<string[]> {
  const user = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  const tags = [
    ...(await followedIndustryTags(db, userId)),
    ...signUpInterestTags(user?.preferences ?? '{}'),
  ];
  return [...new Set(tags.map((tag) => tag.toLowerCase()))];
}

/**
 * How many of the newest articles are searched for the reader's interests: the card is about what is new,
 * and the bound keeps the read short when the interests match nothing (it would walk every article).
 */
export const INTEREST_WINDOW = 500;

interface Row {
  id: string;
  title: string;
  url: string;
  source_name: string;
  published_at: string;
  tags: string;
}

/**
 * The newest primary articles, newest first: with `tags`, only those of the newest `INTEREST_WINDOW`
 * tagged with one of them; never those in `exclude`.
 */
function newest(db: Kysely<Database>, limit: number, tags: readonly string[], exclude: readonly string[]) {
  let query = db
    .selectFrom('news_articles')
    .innerJoin('news_sources', 'news_sources.id', 'news_articles.source_id')
    .select([
      'news_articles.id',
      'news_articles.title',
      'news_articles.url',
      'news_sources.name as source_name',
      'news_articles.published_at',
      'news_articles.tags',
    ])
    .where('news_articles.is_primary', '=', 1);
  if (tags.length > 0) {
    const recent = db
      .selectFrom('news_articles')
      .select('id')
      .where('is_primary', '=', 1)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(INTEREST_WINDOW)
      .as('recent');
    query = query
      .innerJoin(recent, 'recent.id', 'news_articles.id')
      .where((eb) => eb.or(tags.map((tag) => eb('news_articles.tags', 'like', `%${JSON.stringify(tag)}%`))));
  }
  if (exclude.length > 0) query = query.where('news_articles.id', 'not in', [...exclude]);
  return query
    .orderBy('news_articles.published_at', 'desc')
    .orderBy('news_articles.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The home's news for the caller: the newest primary articles (of the newest `INTEREST_WINDOW`) tagged with
 * one of their interests, then the newest of the rest until `limit`. Both reads are in SQL and walk the
 * published-at index, so neither reads more than the window (tags are a JSON list of lower-case words,
 * matched as `"tag"`).
 */
export async function newsForMe(ctx: AppContext, caller: Caller, limit: number): Promise<NewsForMe> {
  const interests = await interestTags(ctx.db, caller.user.id);
  const matched: Row[] = interests.length ? await newest(ctx.db, limit, interests, []) : [];
  const rest =
    matched.length < limit
      ? await newest(
          ctx.db,
          limit - matched.length,
          [],
          matched.map((row) => row.id),
        )
      : [];
  const item = (row: Row, isMatch: boolean) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    source_name: row.source_name,
    published_at: row.published_at,
    tags: parseStringList(row.tags),
    matched: isMatch,
  });
  return {
    interests,
    items: [...matched.map((row) => item(row, true)), ...rest.map((row) => item(row, false))],
  };
}

import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  findArticleByGuid,
  findArticleByUrl,
  findStoryPrimary,
  insertArticle,
  storyCandidates,
  updateArticle,
} from './articles.repository';
import type { FeedEntry } from './feed-entries';
import { STORY_WINDOW_DAYS, sameStory, titleKey } from './story-grouping';

/** What storing one feed's entries changed. */
export interface StoreCounts {
  created: number;
  updated: number;
  unchanged: number;
}

function contentHash(entry: FeedEntry, tags: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([entry.title, entry.summary, entry.body, entry.url, entry.author, tags]))
    .digest('hex');
}

/** The columns an entry's content fills, on insert and on update alike. */
function contentColumns(entry: FeedEntry, tags: readonly string[], hash: string) {
  return {
    url: entry.url,
    title: entry.title,
    summary: entry.summary,
    body: entry.body,
    author: entry.author,
    tags: JSON.stringify(tags),
    content_hash: hash,
    title_key: titleKey(entry.title),
  };
}

function shiftDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * 86_400_000).toISOString();
}

async function storyFor(
  db: Kysely<Database>,
  sourceId: string,
  entry: FeedEntry,
  publishedAt: string,
  key: string,
) {
  const sameLink = await findArticleByUrl(db, entry.url);
  if (sameLink && sameLink.source_id !== sourceId) return sameLink.story_id;
  const candidates = await storyCandidates(
    db,
    shiftDays(publishedAt, -STORY_WINDOW_DAYS),
    shiftDays(publishedAt, STORY_WINDOW_DAYS),
    sourceId,
  );
  return candidates.find((candidate) => sameStory(candidate.title_key, key))?.story_id;
}

/**
 * Stores one source's entries: an entry is the same article when its GUID is
 * known for this source, or else when this source already has its canonical
 * link; changed content is updated, unchanged content left alone. A new
 * article joins the story of the same link or a near-identical title from
 * another source within a few days (shown once, "also covered by"), or starts
 * its own story.
 */
export async function storeEntries(
  db: Kysely<Database>,
  source: { id: string; tags: readonly string[] },
  entries: readonly FeedEntry[],
  now: string,
): Promise<StoreCounts> {
  const counts: StoreCounts = { created: 0, updated: 0, unchanged: 0 };
  const seenGuids = new Set<string>();
  for (const entry of entries) {
    if (seenGuids.has(entry.guid)) continue;
    seenGuids.add(entry.guid);
    const tags = [...new Set([...source.tags, ...entry.tags])].slice(0, 12);
    const hash = contentHash(entry, tags);
    const publishedAt = entry.publishedAt && entry.publishedAt < now ? entry.publishedAt : now;
    const known =
      (await findArticleByGuid(db, source.id, entry.guid)) ??
      (await findArticleByUrl(db, entry.url).then((row) => (row?.source_id === source.id ? row : undefined)));
    if (known) {
      if (known.content_hash === hash) {
        counts.unchanged += 1;
        continue;
      }
      await updateArticle(db, known.id, { ...contentColumns(entry, tags, hash), updated_at: now });
      counts.updated += 1;
      continue;
    }
    const id = randomUUID();
    const key = titleKey(entry.title);
    const story = await storyFor(db, source.id, entry, publishedAt, key);
    // A story is shown by its earliest report, whichever source it came from.
    const primary = story ? await findStoryPrimary(db, story) : undefined;
    const leads = !story || !primary || publishedAt < primary.published_at;
    if (story && primary && leads) await updateArticle(db, primary.id, { is_primary: 0 });
    await insertArticle(db, {
      id,
      source_id: source.id,
      guid: entry.guid,
      ...contentColumns(entry, tags, hash),
      story_id: story ?? id,
      is_primary: leads ? 1 : 0,
      published_at: publishedAt,
      fetched_at: now,
      updated_at: now,
    });
    counts.created += 1;
  }
  return counts;
}

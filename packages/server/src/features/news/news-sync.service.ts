import type { NewsSyncSummary, SyncFailureKind } from '@ailab/core/contract/news/news.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { parseStringList } from '../../db/json-list';
import { AppError } from '../../http/app-error';
import { withJobLock } from '../../jobs/job-lock';
import { mapWithConcurrency } from '../../jobs/map-with-concurrency';
import type { FeedEntry } from './feed-entries';
import { fetchFeed } from './feed-fetch';
import { createFeedParser, type FeedParser } from './feed-parser';
import { listSyncableSources, type SourceRow, updateSource } from './sources.repository';
import { type StoreCounts, storeEntries } from './store-entries';

const LOCK_NAME = 'news-sync';
const LOCK_TTL_MINUTES = 15;
/** The longest a failing source waits before it is tried again. */
const MAX_BACKOFF_MINUTES = 24 * 60;

type SourceOutcome =
  | { status: 'skipped' }
  | { status: 'backing_off' }
  | { status: 'not_modified' }
  | { status: 'ok'; counts: StoreCounts }
  | { status: 'failed'; kind: SyncFailureKind; message: string };

function minutesFrom(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** Exponential back-off: the interval doubled per consecutive failure, capped at a day. */
export function backoffMinutes(
  intervalMinutes: number,
  failures: number,
  retryAfterSeconds?: number,
): number {
  const doubled = intervalMinutes * 2 ** Math.min(Math.max(failures - 1, 0), 12);
  const backoff = Math.min(MAX_BACKOFF_MINUTES, doubled);
  return retryAfterSeconds === undefined ? backoff : Math.max(backoff, Math.ceil(retryAfterSeconds / 60));
}

async function recordFailure(
  ctx: AppContext,
  source: SourceRow,
  now: Date,
  failure: { kind: SyncFailureKind; message: string; retryAfterSeconds?: number },
): Promise<SourceOutcome> {
  const failures = source.consecutive_failures + 1;
  await updateSource(ctx.db, source.id, {
    last_status: 'failed',
    last_attempt_at: now.toISOString(),
    last_error_kind: failure.kind,
    last_error_message: failure.message.slice(0, 500),
    consecutive_failures: failures,
    failing_since: source.failing_since ?? now.toISOString(),
    next_attempt_at: minutesFrom(
      now,
      backoffMinutes(ctx.config.sync.feedIntervalMinutes, failures, failure.retryAfterSeconds),
    ),
    fetch_count: source.fetch_count + 1,
    updated_at: now.toISOString(),
  });
  return { status: 'failed', kind: failure.kind, message: failure.message };
}

function healthyChanges(ctx: AppContext, source: SourceRow, now: Date, notModified: boolean) {
  return {
    last_status: notModified ? ('not_modified' as const) : ('ok' as const),
    last_attempt_at: now.toISOString(),
    last_success_at: now.toISOString(),
    last_error_kind: null,
    last_error_message: null,
    consecutive_failures: 0,
    failing_since: null,
    next_attempt_at: minutesFrom(now, ctx.config.sync.feedIntervalMinutes),
    fetch_count: source.fetch_count + 1,
    not_modified_count: source.not_modified_count + (notModified ? 1 : 0),
    updated_at: now.toISOString(),
  };
}

/** Runs tasks one after another: fetches overlap, but stories are grouped against committed articles. */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

type Serial = ReturnType<typeof serialQueue>;

/**
 * One source's sync. Whatever goes wrong with it (an entry the database refuses, a date out of range)
 * is that source's failure: recorded with back-off, never a 500 for the whole sync.
 */
async function syncSource(
  ctx: AppContext,
  source: SourceRow,
  force: boolean,
  serial: Serial,
  parser: FeedParser,
): Promise<SourceOutcome> {
  const now = ctx.now();
  if (!force && source.next_attempt_at && source.next_attempt_at > now.toISOString())
    return { status: source.consecutive_failures > 0 ? 'backing_off' : 'skipped' };
  try {
    return await fetchAndStore(ctx, source, now, serial, parser);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'the feed could not be stored';
    return recordFailure(ctx, source, now, { kind: 'parse_error', message: `not stored: ${message}` });
  }
}

async function fetchAndStore(
  ctx: AppContext,
  source: SourceRow,
  now: Date,
  serial: Serial,
  parser: FeedParser,
): Promise<SourceOutcome> {
  const fetched = await fetchFeed(ctx.outbound, source.url, {
    etag: source.etag,
    lastModified: source.last_modified,
    timeoutMs: ctx.config.sync.timeoutMs,
    maxBytes: ctx.config.sync.feedMaxBytes,
  });
  if (fetched.kind === 'failed')
    return recordFailure(ctx, source, now, { ...fetched, kind: fetched.failure });
  if (fetched.kind === 'not_modified') {
    await updateSource(ctx.db, source.id, healthyChanges(ctx, source, now, true));
    return { status: 'not_modified' };
  }
  let entries: FeedEntry[];
  try {
    // On a worker thread: a 5 MiB feed takes CPU time the event loop cannot spare.
    entries = await parser.parse(fetched.body, source.url);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'not a feed';
    return recordFailure(ctx, source, now, { kind: 'parse_error', message });
  }
  const counts = await serial(() =>
    ctx.db.transaction().execute(async (trx) => {
      const stored = await storeEntries(
        trx,
        { id: source.id, tags: parseStringList(source.tags) },
        entries,
        now.toISOString(),
      );
      await updateSource(trx, source.id, {
        ...healthyChanges(ctx, source, now, false),
        etag: fetched.etag,
        last_modified: fetched.lastModified,
      });
      return stored;
    }),
  );
  return { status: 'ok', counts };
}

/**
 * The ids of enabled feed sources named by id, name (any case) or URL; an unknown one is a 400 naming it, so a
 * `news:sync` token chooses sources without the administrators' list.
 */
async function resolveSources(ctx: AppContext, values: readonly string[], t?: TFunction): Promise<string[]> {
  const all = await listSyncableSources(ctx.db, undefined);
  return values.map((value, index) => {
    const lower = value.toLowerCase();
    const found =
      all.find((source) => source.id === value) ??
      all.find((source) => source.name.toLowerCase() === lower || source.url === value);
    if (!found)
      throw new AppError('VALIDATION_FAILED', {
        fields: [
          {
            field: `sources.${index}`,
            code: 'unknown',
            message: t
              ? t('news:errors.unknownSource', { source: value })
              : `No enabled news source ${value}`,
          },
        ],
      });
    return found.id;
  });
}

/**
 * Fetches every due enabled source (or the given ones) with bounded
 * concurrency and answers what happened. One sync runs at a time: a second
 * one is refused with 409 CONFLICT while the first holds the lock.
 */
export async function syncNews(
  ctx: AppContext,
  input: { source_ids?: string[] | undefined; sources?: string[] | undefined; force: boolean },
  t?: TFunction,
): Promise<NewsSyncSummary> {
  const named = input.sources ? await resolveSources(ctx, input.sources, t) : undefined;
  const ids = named || input.source_ids ? [...(input.source_ids ?? []), ...(named ?? [])] : undefined;
  return withJobLock(ctx, LOCK_NAME, LOCK_TTL_MINUTES, async () => {
    const started = Date.now();
    const sources = await listSyncableSources(ctx.db, ids);
    // A source named explicitly is synced now, whatever its schedule.
    const force = input.force || ids !== undefined;
    const serial = serialQueue();
    const parser = createFeedParser();
    const outcomes = await mapWithConcurrency(sources, ctx.config.sync.feedConcurrency, (source) =>
      syncSource(ctx, source, force, serial, parser),
    ).finally(() => parser.close());
    const summary: NewsSyncSummary = {
      sources: sources.length,
      fetched: 0,
      unchanged: 0,
      skipped: 0,
      failed: 0,
      new_articles: 0,
      updated_articles: 0,
      duration_ms: 0,
      failures: [],
      backing_off: [],
    };
    outcomes.forEach((outcome, index) => {
      const source = sources[index];
      if (outcome.status === 'skipped') summary.skipped += 1;
      else if (outcome.status === 'backing_off') {
        summary.skipped += 1;
        summary.backing_off.push({
          target: source?.url ?? '',
          name: source?.name ?? '',
          kind: (source?.last_error_kind ?? 'http_error') as SyncFailureKind,
          message: source?.last_error_message ?? '',
          next_attempt_at: source?.next_attempt_at ?? null,
        });
      } else if (outcome.status === 'not_modified') summary.unchanged += 1;
      else if (outcome.status === 'ok') {
        summary.fetched += 1;
        summary.new_articles += outcome.counts.created;
        summary.updated_articles += outcome.counts.updated;
      } else {
        summary.failed += 1;
        summary.failures.push({
          target: source?.url ?? '',
          name: source?.name ?? '',
          kind: outcome.kind,
          message: outcome.message,
        });
      }
    });
    summary.duration_ms = Date.now() - started;
    return summary;
  });
}

import { randomUUID } from 'node:crypto';
import type { SyncFailureKind } from '@ailab/core/contract/news/news.schemas';
import type { RefreshSummary } from '@ailab/core/contract/repositories/repositories.schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { withJobLock } from '../../jobs/job-lock';
import { createGithubClient, type GithubClient, type GithubResult } from './github-client';
import {
  GithubListingSchema,
  GithubReleaseSchema,
  type GithubRepository,
  GithubRepositorySchema,
  repositoryColumns,
  unchangedSince,
} from './github-repository';
import { clearCheckpoint, loadCheckpoint, type RefreshState, saveCheckpoint } from './refresh-checkpoint';
import {
  findRepositoryByGithubId,
  insertRepository,
  listLiveRepositories,
  listTargets,
  type RepositoryRow,
  releaseStaleName,
  type TargetRow,
  updateRepository,
  updateTarget,
} from './repositories.repository';
import { coveredBy, removeUncovered } from './target-coverage';

/** A rate limit that clears within this many seconds is waited out once; a longer one stops the refresh. */
const MAX_WAIT_SECONDS = 3;
const CHECKPOINT_EVERY = 25;

class RateLimitStop extends Error {}

interface Run {
  ctx: AppContext;
  client: GithubClient;
  state: RefreshState;
  summary: RefreshSummary;
  full: boolean;
  now: string;
  /** Repositories already counted in this run's summary (a listing and a check may both see one). */
  counted: Set<string>;
}

function count(run: Run, id: string, outcome: 'added' | 'updated' | 'unchanged') {
  if (run.counted.has(id)) return;
  run.counted.add(id);
  run.summary[outcome] += 1;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One GET that honours rate limits: waits out a short one once, stops the run on a long one. */
async function call<T>(
  run: Run,
  route: string,
  params: Record<string, string | number>,
  etag: string | null,
  schema: z.ZodType<T>,
) {
  if (run.client.budget.remaining === 0) throw new RateLimitStop();
  let result: GithubResult<T> = await run.client.get(route, params, etag, schema);
  if (result.kind === 'failed' && result.failure === 'rate_limited') {
    const wait = result.retryAfterSeconds;
    if (wait === undefined || wait > MAX_WAIT_SECONDS) throw new RateLimitStop();
    await sleep(wait * 1000);
    result = await run.client.get(route, params, etag, schema);
    if (result.kind === 'failed' && result.failure === 'rate_limited') throw new RateLimitStop();
  }
  return result;
}

function fail(run: Run, target: string, name: string, kind: SyncFailureKind, message: string) {
  run.summary.failed.push({ target, name, kind, message });
}

async function latestRelease(run: Run, repo: { full_name: string; release_etag: string | null }) {
  const result = await call(
    run,
    '/repos/{owner}/{repo}/releases/latest',
    splitName(repo.full_name),
    repo.release_etag,
    GithubReleaseSchema,
  );
  if (result.kind === 'not_modified') return undefined;
  if (result.kind === 'failed')
    return result.failure === 'not_found'
      ? { latest_release_tag: null, latest_release_at: null, release_etag: null }
      : undefined;
  // A release without a tag (GitHub's drafts have none) counts as no release.
  const tag = result.data.tag_name?.slice(0, 200) || null;
  return {
    latest_release_tag: tag,
    latest_release_at: tag ? (result.data.published_at ?? null) : null,
    release_etag: result.etag,
  };
}

function splitName(fullName: string) {
  const [owner = '', repo = ''] = fullName.split('/');
  return { owner, repo };
}

/**
 * Stores one repository, or records why it could not be stored: one repository never fails the
 * whole refresh (or every later one).
 */
async function storeOrFail(run: Run, data: GithubRepository, etag: string | null, source: string) {
  try {
    await store(run, data, etag, source);
  } catch (error) {
    if (error instanceof RateLimitStop) throw error;
    const message = error instanceof Error ? error.message.slice(0, 300) : 'not stored';
    fail(run, source, data.full_name, 'parse_error', `not stored: ${message}`);
  }
}

/** Stores what GitHub says about one repository; answers whether it was added, updated or unchanged. */
async function store(
  run: Run,
  data: GithubRepository,
  etag: string | null,
  source: string,
): Promise<RepositoryRow['id']> {
  const columns = repositoryColumns(data);
  const existing = await findRepositoryByGithubId(run.ctx.db, data.id);
  // A rename can hand a name to this repository while another row still holds it.
  await releaseStaleName(run.ctx.db, columns.full_name_key, data.id);
  if (!existing) {
    const id = randomUUID();
    const release = (await latestRelease(run, { full_name: data.full_name, release_etag: null })) ?? {};
    await insertRepository(run.ctx.db, {
      id,
      ...columns,
      latest_release_tag: null,
      latest_release_at: null,
      release_etag: null,
      ...release,
      removed_at: null,
      etag,
      source_target: source,
      created_at: run.now,
      refreshed_at: run.now,
      updated_at: run.now,
    });
    count(run, id, 'added');
    return id;
  }
  const changed =
    existing.removed_at !== null ||
    (Object.keys(columns) as (keyof typeof columns)[]).some(
      (key) => String(existing[key]) !== String(columns[key]),
    );
  const release = changed ? await latestRelease(run, existing) : undefined;
  await updateRepository(run.ctx.db, existing.id, {
    ...(changed ? { ...columns, ...release, removed_at: null, updated_at: run.now } : {}),
    ...(etag ? { etag } : {}),
    refreshed_at: run.now,
  });
  count(run, existing.id, changed ? 'updated' : 'unchanged');
  return existing.id;
}

/** Walks an organisation's or user's listing, newest push first; stops at the first unchanged one unless `full`. */
async function walkListing(run: Run, target: TargetRow) {
  const route = target.kind === 'org' ? '/orgs/{org}/repos' : '/users/{username}/repos';
  const params = {
    ...(target.kind === 'org' ? { org: target.name } : { username: target.name }),
    sort: 'pushed',
    direction: 'desc',
    per_page: 100,
  };
  let next: string | null = route;
  while (next) {
    const result: GithubResult<unknown[]> = await call(run, next, params, null, GithubListingSchema);
    if (result.kind !== 'ok') {
      if (result.kind === 'failed') {
        fail(run, target.name, target.name, result.failure, result.message);
        await updateTarget(run.ctx.db, target.id, { last_error_kind: result.failure });
      }
      return;
    }
    for (const item of result.data) {
      const parsed = GithubRepositorySchema.safeParse(item);
      if (!parsed.success) {
        fail(run, target.name, target.name, 'parse_error', 'a repository in an unexpected shape was skipped');
        continue;
      }
      const repo = parsed.data;
      if (repo.private) continue;
      const stored = await findRepositoryByGithubId(run.ctx.db, repo.id);
      if (stored && !stored.removed_at && unchangedSince(stored, repo) && !run.full) {
        // Everything further down was pushed earlier: the conditional checks below cover it.
        next = null;
        break;
      }
      // Not marked checked: the conditional check below stores its ETag for the next refresh.
      await storeOrFail(run, repo, null, target.name);
    }
    next = next === null ? null : result.next;
  }
  await updateTarget(run.ctx.db, target.id, { last_refreshed_at: run.now, last_error_kind: null });
}

/** A conditional GET of one repository: 304 unchanged, 200 stored, 404 marked removed. */
async function checkRepository(run: Run, name: string, stored: RepositoryRow | undefined, source: string) {
  const result = await call(
    run,
    '/repos/{owner}/{repo}',
    splitName(name),
    stored?.etag ?? null,
    GithubRepositorySchema,
  );
  if (result.kind === 'not_modified') {
    if (stored) {
      count(run, stored.id, 'unchanged');
      await updateRepository(run.ctx.db, stored.id, { refreshed_at: run.now });
    }
    return;
  }
  if (result.kind === 'ok') {
    // The name now belongs to another repository: the stored one was renamed away (or deleted), and
    // comes back under its new name when a listing or a full refresh sees it.
    // (PostgreSQL answers a bigint as a string.)
    const sameRepository = !stored || Number(stored.github_id) === result.data.id;
    if (stored && !sameRepository && !stored.removed_at) {
      await updateRepository(run.ctx.db, stored.id, { removed_at: run.now, updated_at: run.now });
      run.summary.removed += 1;
    }
    await storeOrFail(run, result.data, sameRepository ? result.etag : null, source);
    return;
  }
  if (result.failure === 'not_found' && stored) {
    await updateRepository(run.ctx.db, stored.id, { removed_at: run.now, updated_at: run.now });
    run.summary.removed += 1;
    return;
  }
  fail(run, name, name, result.failure, result.message);
}

async function refreshAll(run: Run): Promise<void> {
  const { ctx, state } = run;
  const targets = await listTargets(ctx.db);
  const checked = new Set(state.checked);
  const done = new Set(state.targetsDone);
  const save = () => saveCheckpoint(ctx.db, { targetsDone: [...done], checked: [...checked] }, run.now);
  try {
    // Only what a followed target still covers is refreshed: an unfollowed repository that answers 403 no longer
    // fails every refresh, and it is marked removed here (once) rather than checked.
    run.summary.removed += await removeUncovered(ctx, run.now);
    for (const target of targets.filter((item) => item.kind !== 'repo' && !done.has(item.id))) {
      await walkListing(run, target);
      done.add(target.id);
      await save();
    }
    const live = (await listLiveRepositories(ctx.db)).filter(coveredBy(targets));
    const byName = new Map(live.map((repo) => [repo.full_name_key, repo]));
    for (const target of targets.filter((item) => item.kind === 'repo' && !done.has(item.id))) {
      const stored = byName.get(target.name_key);
      if (!stored || !checked.has(stored.id)) await checkRepository(run, target.name, stored, target.name);
      if (stored) checked.add(stored.id);
      done.add(target.id);
      await updateTarget(ctx.db, target.id, { last_refreshed_at: run.now });
    }
    let sinceSave = 0;
    for (const repo of live) {
      if (checked.has(repo.id)) continue;
      await checkRepository(run, repo.full_name, repo, repo.source_target);
      checked.add(repo.id);
      sinceSave += 1;
      if (sinceSave >= CHECKPOINT_EVERY) {
        sinceSave = 0;
        await save();
      }
    }
    await clearCheckpoint(ctx.db);
  } catch (error) {
    if (!(error instanceof RateLimitStop)) throw error;
    run.summary.partial = true;
    fail(
      run,
      ctx.config.sync.githubApiUrl,
      'GitHub',
      'rate_limited',
      'rate limit reached; the next refresh resumes here',
    );
    await save();
  }
}

/**
 * Refreshes the tracked repositories from GitHub's REST API: listings of
 * organisations and users (newest push first, stopping at the first
 * unchanged one), then a conditional request per known repository (ETag →
 * 304), latest releases, and repositories that disappeared marked removed.
 * A rate limit stops it with a partial summary and a checkpoint that the
 * next refresh resumes from. One refresh at a time (409 otherwise).
 */
export async function refreshRepositories(
  ctx: AppContext,
  input: { full: boolean },
): Promise<RefreshSummary> {
  return withJobLock(ctx, 'github-refresh', 30, async () => {
    const started = Date.now();
    const checkpoint = await loadCheckpoint(ctx.db);
    const client = createGithubClient({
      outbound: ctx.outbound,
      baseUrl: ctx.config.sync.githubApiUrl,
      token: ctx.config.sync.githubToken,
      timeoutMs: ctx.config.sync.timeoutMs,
    });
    const run: Run = {
      ctx,
      client,
      full: input.full,
      now: ctx.now().toISOString(),
      counted: new Set(),
      state: checkpoint ?? { targetsDone: [], checked: [] },
      summary: {
        added: 0,
        updated: 0,
        unchanged: 0,
        removed: 0,
        failed: [],
        requests: 0,
        not_modified: 0,
        partial: false,
        resumed: checkpoint !== undefined,
        rate_limit: { remaining: null, reset_at: null },
        duration_ms: 0,
      },
    };
    await refreshAll(run);
    run.summary.requests = client.requests;
    run.summary.not_modified = client.notModified;
    run.summary.rate_limit = { remaining: client.budget.remaining, reset_at: client.budget.resetAt };
    run.summary.duration_ms = Date.now() - started;
    return run.summary;
  });
}

import { startTestServer, type TestServer } from '@ailab/server/testing';
import {
  atomFeed,
  type FeedServer,
  jsonFeed,
  rssFeed,
  startFeedServer,
} from '@ailab/server/testing/feed-server';
import { type GithubStandIn, standInRepo, startGithubStandIn } from '@ailab/server/testing/github-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let feeds: FeedServer;
let github: GithubStandIn;
let admin: AilabSandbox;
let ci: AilabSandbox;
let adminEnv: Record<string, string>;

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown> & { token?: string };
}

/** A CI job's environment: no stored session, no terminal, only the scoped token. */
const ciEnv = (token: string) => ({ AILAB_TOKEN: token, CI: 'true' });

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.set(
    '/alpha.xml',
    rssFeed('Alpha', [
      {
        guid: 'a-1',
        title: 'Planner agents learn to budget tool calls',
        link: 'https://alpha.test/planner',
        description: 'A <b>planner</b> that budgets tool calls.',
        date: '2026-11-19T09:00:00Z',
      },
      {
        guid: 'a-2',
        title: 'Memory for long-running agents',
        link: 'https://alpha.test/memory',
        description: 'Episodic memory keeps agents on task.',
      },
    ]),
  );
  feeds.set(
    '/beta.atom',
    atomFeed('Beta', [
      {
        id: 'urn:b-1',
        title: 'Evaluating browser agents',
        link: 'https://beta.test/evals',
        summary: 'A benchmark of browser agents.',
      },
    ]),
  );
  feeds.set(
    '/gamma.json',
    jsonFeed('Gamma', [
      {
        id: 'g-1',
        title: 'Multi-agent debate improves answers',
        url: 'https://gamma.test/debate',
        content_html: '<p>Agents debate.</p><script>alert(1)</script>',
      },
    ]),
  );
  github = await startGithubStandIn();
  for (let index = 0; index < 4; index += 1) {
    const repo = standInRepo('agentlab', `kit-${index}`, {
      pushed_at: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
      stargazers_count: 50 + index,
      language: index % 2 === 0 ? 'Python' : 'TypeScript',
      topics: index === 0 ? ['agents', 'memory'] : ['agents'],
    });
    github.repos.set(repo.full_name, repo);
  }
  server = await startTestServer({ sync: { githubApiUrl: github.url, githubToken: github.token } });
  // Only what the stand-ins serve: the demo repositories are set aside.
  await server.server.ctx.db.deleteFrom('repositories').execute();
  const first = await post('/v2/api/user/login', {
    email: server.adminEmail,
    password: server.adminPassword,
  });
  const changed = await post(
    '/v2/api/user/update_default_password',
    { current_password: server.adminPassword, new_password: 'A-new-admin-password-1' },
    first.token,
  );
  adminEnv = { AILAB_TOKEN: String(changed.token) };
  admin = createSandbox(server.url);
  ci = createSandbox(server.url);
});
afterAll(async () => {
  admin?.dispose();
  ci?.dispose();
  await server?.close();
  await feeds?.close();
  await github?.close();
});

async function scopedToken(scope: string): Promise<string> {
  const created = await admin.run(['auth', 'token', 'create', '--name', `ci-${scope}`, '--scope', scope], {
    env: adminEnv,
  });
  expect(created.code, created.stderr).toBe(0);
  return created.stdout.trim();
}

// Each test runs several real processes one after another; a busy machine needs more than the default.
describe('ailab news and repos (real process, local stand-ins)', { timeout: 90_000 }, () => {
  it('adds sources, syncs them with a news:sync token, and a second sync is all unchanged', async () => {
    for (const [path, name] of [
      ['/alpha.xml', 'Alpha Feed'],
      ['/beta.atom', 'Beta Feed'],
      ['/gamma.json', 'Gamma Feed'],
    ] as const) {
      const added = await admin.run(
        ['news', 'sources', 'add', `${feeds.url}${path}`, '--name', name, '--tag', 'lab'],
        {
          env: adminEnv,
        },
      );
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    }
    const again = await admin.run(['news', 'sources', 'add', `${feeds.url}/alpha.xml`, '--name', 'Twice'], {
      env: adminEnv,
    });
    // Issue 24 item 10: one exit-code rule (help exit-codes): a conflict is 6.
    expect(again.code).toBe(6);
    expect(again.stderr).toContain('already exists');

    const token = await scopedToken('news:sync');
    const first = await ci.run(['news', 'sync'], { env: ciEnv(token) });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout.trim()).toMatch(
      /^3 sources: 3 fetched, 0 unchanged, 0 not due, 0 failed; 4 new and 0 updated articles in \d+\.\d\d s$/,
    );
    const second = await ci.run(['news', 'sync', '--force', '--json'], { env: ciEnv(token) });
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({
      sources: 3,
      fetched: 0,
      unchanged: 3,
      failed: 0,
      new_articles: 0,
      updated_articles: 0,
    });
    expect(feeds.notModified('/alpha.xml')).toBe(1);

    // The token is for the sync only: it cannot search or refresh.
    const search = await ci.run(['news', 'search', 'agents'], { env: ciEnv(token) });
    expect(search.code).toBe(5);
    const refresh = await ci.run(['repos', 'refresh'], { env: ciEnv(token) });
    expect(refresh.code).toBe(5);
  });

  it('exits 1 with a summary and each failure and its kind when a source fails', async () => {
    const added = await admin.run(
      ['news', 'sources', 'add', `${feeds.url}/broken`, '--name', 'Broken Feed'],
      {
        env: adminEnv,
      },
    );
    expect(added.code, added.stderr).toBe(0);
    const sync = await admin.run(['news', 'sync', '--source', 'broken feed'], { env: adminEnv });
    expect(sync.code).toBe(1);
    // "1 source", not "1 sources" (issue 24 item 9).
    expect(sync.stdout).toMatch(/^1 source: 0 fetched, 0 unchanged, 0 not due, 1 failed;/);
    expect(sync.stderr).toContain('Broken Feed\tnot a readable feed');
    const list = await admin.run(['news', 'sources', 'list'], { env: adminEnv });
    const broken = list.stdout.split('\n').find((line) => line.includes('Broken Feed'));
    expect(broken?.split('\t')[2]).toBe('Failed (not a readable feed)');
    const refused = await admin.run(['news', 'sources', 'remove', 'Broken Feed'], { env: adminEnv });
    expect(refused.code).toBe(2);
    const removed = await admin.run(['news', 'sources', 'remove', 'Broken Feed', '--yes'], { env: adminEnv });
    expect(removed.code, removed.stderr).toBe(0);
    const after = await admin.run(['news', 'sources', 'list', '--json'], { env: adminEnv });
    expect(JSON.parse(after.stdout).items.map((source: { name: string }) => source.name)).not.toContain(
      'Broken Feed',
    );
  });

  it('lets a news:sync token choose sources, and keeps a run red while a source backs off (issue 24 item 7)', async () => {
    const added = await admin.run(
      ['news', 'sources', 'add', `${feeds.url}/down.xml`, '--name', 'Down Feed'],
      {
        env: adminEnv,
      },
    );
    expect(added.code, added.stderr).toBe(0);
    const created = await admin.run(
      ['auth', 'token', 'create', '--name', 'ci-choose', '--scope', 'news:sync'],
      {
        env: adminEnv,
      },
    );
    const token = created.stdout.trim();
    // Before the fix the names were resolved through a list the token may not read: a permission error.
    const chosen = await ci.run(['news', 'sync', '--source', 'down feed'], { env: ciEnv(token) });
    expect(chosen.stderr).not.toContain('permission');
    expect(chosen.code).toBe(1);
    expect(chosen.stdout).toMatch(/^1 source: 0 fetched, 0 unchanged, 0 not due, 1 failed;/);
    // Before the fix the next plain run called the broken feed "not due" and exited 0.
    const plain = await ci.run(['news', 'sync'], { env: ciEnv(token) });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/Down Feed\t.*\tstill failing: backing off until \d{4}-/);
    const json = await ci.run(['news', 'sync', '--json'], { env: ciEnv(token) });
    expect(JSON.parse(json.stdout).backing_off).toMatchObject([{ name: 'Down Feed' }]);
    const unknown = await ci.run(['news', 'sync', '--source', 'Nope'], { env: ciEnv(token) });
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No enabled news source Nope');
    const removed = await admin.run(['news', 'sources', 'remove', 'Down Feed', '--yes'], { env: adminEnv });
    expect(removed.code, removed.stderr).toBe(0);
    expect((await ci.run(['news', 'sync'], { env: ciEnv(token) })).code).toBe(0);
  });

  it('searches as TSV when piped, filters by source and date, and says so when nothing matches', async () => {
    const piped = await admin.run(['news', 'search', 'agents', '--source', 'Alpha Feed', '--sort', 'date'], {
      env: adminEnv,
    });
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout.trim().split('\n')).toEqual([
      '2026-11-20\tAlpha Feed\tMemory for long-running agents\thttps://alpha.test/memory',
      '2026-11-19\tAlpha Feed\tPlanner agents learn to budget tool calls\thttps://alpha.test/planner',
    ]);
    const json = await admin.run(['news', 'search', '"browser agents"', '--json', '--limit', '1'], {
      env: adminEnv,
    });
    const page = JSON.parse(json.stdout);
    expect(page.items).toHaveLength(1);
    expect(page.items[0].title).toBe('Evaluating browser agents');
    const none = await admin.run(
      ['news', 'search', 'agents', '--source', 'Gamma Feed', '--since', '2099-01-01'],
      {
        env: adminEnv,
      },
    );
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('No results found!');
    const badSince = await admin.run(['news', 'search', 'agents', '--since', 'last week'], { env: adminEnv });
    expect(badSince.code).toBe(2);
    const badSource = await admin.run(['news', 'search', '--source', 'Nope'], { env: adminEnv });
    // Issue 24 item 10: one exit-code rule (help exit-codes): a name that matches nothing is "not found", 3.
    expect(badSource.code).toBe(3);
    expect(badSource.stderr).toContain('Nope');
  });

  it('tracks, refreshes with a github:refresh token (second run all conditional), and lists repos', async () => {
    const tracked = await admin.run(['repos', 'track', 'add', 'agentlab'], { env: adminEnv });
    expect(tracked.code, tracked.stderr).toBe(0);
    const list = await admin.run(['repos', 'track', 'list'], { env: adminEnv });
    expect(list.stdout.split('\t').slice(1, 3)).toEqual(['organisation', 'agentlab']);

    const token = await scopedToken('github:refresh');
    const first = await ci.run(['repos', 'refresh'], { env: ciEnv(token) });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^4 added, 0 updated, 0 unchanged, 0 removed, 0 failed;/);
    const second = await ci.run(['repos', 'refresh', '--json'], { env: ciEnv(token) });
    expect(second.code, second.stderr).toBe(0);
    const summary = JSON.parse(second.stdout);
    expect(summary).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 4,
      removed: 0,
      failed: [],
      partial: false,
    });
    expect(summary.not_modified).toBeGreaterThan(0);

    const python = await admin.run(['repos', 'list', '--language', 'Python'], { env: adminEnv });
    expect(
      python.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[0]),
    ).toEqual(['agentlab/kit-2', 'agentlab/kit-0']);
    const topic = await admin.run(['repos', 'list', '--topic', 'memory', '--json'], { env: adminEnv });
    expect(JSON.parse(topic.stdout).items.map((repo: { full_name: string }) => repo.full_name)).toEqual([
      'agentlab/kit-0',
    ]);

    const removed = await admin.run(['repos', 'track', 'remove', 'AgentLab'], { env: adminEnv });
    expect(removed.code, removed.stderr).toBe(0);
    expect((await admin.run(['repos', 'track', 'list'], { env: adminEnv })).stderr).toContain(
      'No results found!',
    );
  });

  it('fails the refresh with exit 1 and the kind when GitHub refuses', async () => {
    github.secondaryLimitNext = false;
    const added = await admin.run(['repos', 'track', 'add', 'agentlab/secret'], { env: adminEnv });
    expect(added.code, added.stderr).toBe(0);
    github.forbidden.add('agentlab/secret');
    const refresh = await admin.run(['repos', 'refresh'], { env: adminEnv });
    expect(refresh.code).toBe(1);
    expect(refresh.stderr).toContain('forbidden');
    expect(refresh.stdout).toMatch(/1 failed;/);
  });

  it('stops refreshing what is no longer followed, and its repositories leave the list (issue 24 item 6)', async () => {
    // kit-1 came from the organisation unfollowed above; before the fix every refresh still asked GitHub about it,
    // so a 403 on it failed every later refresh (exit 1) and it stayed in the list.
    github.forbidden.add('agentlab/kit-1');
    const removed = await admin.run(['repos', 'track', 'remove', 'agentlab/secret'], { env: adminEnv });
    expect(removed.code, removed.stderr).toBe(0);
    const refresh = await admin.run(['repos', 'refresh', '--json'], { env: adminEnv });
    expect(refresh.code, refresh.stderr).toBe(0);
    expect(JSON.parse(refresh.stdout)).toMatchObject({ failed: [], partial: false });
    const live = await admin.run(['repos', 'list', '--json'], { env: adminEnv });
    expect(JSON.parse(live.stdout).items).toEqual([]);
    const gone = await admin.run(['repos', 'list', '--removed', '--all', '--json'], { env: adminEnv });
    expect(
      JSON.parse(gone.stdout)
        .items.map((repo: { full_name: string }) => repo.full_name)
        .sort(),
    ).toEqual(['agentlab/kit-0', 'agentlab/kit-1', 'agentlab/kit-2', 'agentlab/kit-3']);

    // Following the organisation again brings them back on the next refresh.
    github.forbidden.delete('agentlab/kit-1');
    expect((await admin.run(['repos', 'track', 'add', 'agentlab'], { env: adminEnv })).code).toBe(0);
    const back = await admin.run(['repos', 'refresh', '--full', '--json'], { env: adminEnv });
    expect(back.code, back.stderr).toBe(0);
    const again = await admin.run(['repos', 'list', '--all', '--json'], { env: adminEnv });
    expect(JSON.parse(again.stdout).items).toHaveLength(4);
  });

  it('says a sync is already running and when to try again, exit 6 (issue 24 item 9)', async () => {
    const { db } = server.server.ctx;
    const now = new Date();
    await db
      .insertInto('sync_locks')
      .values({
        name: 'news-sync',
        holder: 'another-process',
        acquired_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 45_000).toISOString(),
      })
      .execute();
    try {
      const busy = await admin.run(['news', 'sync'], { env: adminEnv });
      expect(busy.code).toBe(6);
      expect(busy.stderr).toMatch(/is already going on; try again in \d+ seconds/);
      expect(busy.stderr).not.toContain('That conflicts with existing data.');
    } finally {
      await db.deleteFrom('sync_locks').where('name', '=', 'news-sync').execute();
    }
  });
});

describe('ailab news sources enable|disable|rename (issue 24, missing verbs)', () => {
  it('switches a source on and off and renames it; a change it already has is said and not sent', async () => {
    const added = await admin.run(
      ['news', 'sources', 'add', `${feeds.url}/alpha.xml?switch`, '--name', 'Switch Feed', '--disabled'],
      { env: adminEnv },
    );
    expect(added.code, added.stderr).toBe(0);
    const state = async () => {
      const list = await admin.run(['news', 'sources', 'list', '--all', '--json', 'id,name,enabled'], {
        env: adminEnv,
      });
      expect(list.code, list.stderr).toBe(0);
      return JSON.parse(list.stdout).items.find(
        (source: { id: string }) => source.id === added.stdout.trim(),
      );
    };
    const enabled = await admin.run(['news', 'sources', 'enable', 'switch feed'], { env: adminEnv });
    expect(enabled.code, enabled.stderr).toBe(0);
    expect(enabled.stderr).toContain('Enabled Switch Feed');
    expect(await state()).toMatchObject({ name: 'Switch Feed', enabled: true });
    const again = await admin.run(['news', 'sources', 'enable', 'Switch Feed', '--lang', 'es-MX'], {
      env: adminEnv,
    });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('Switch Feed ya está activada; no cambió nada.');
    const renamed = await admin.run(['news', 'sources', 'rename', 'Switch Feed', 'Toggle Feed', '--json'], {
      env: adminEnv,
    });
    expect(renamed.code, renamed.stderr).toBe(0);
    expect(JSON.parse(renamed.stdout)).toMatchObject({ name: 'Toggle Feed', enabled: true });
    const disabled = await admin.run(['news', 'sources', 'disable', 'Toggle Feed'], { env: adminEnv });
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(await state()).toMatchObject({ name: 'Toggle Feed', enabled: false });
    const missing = await admin.run(['news', 'sources', 'disable', 'No Such Feed'], { env: adminEnv });
    expect(missing.code).toBe(3);
  });
});

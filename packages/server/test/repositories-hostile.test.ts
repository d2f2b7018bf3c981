import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testDialects } from '../src/testing/start-test-server';
import { type GithubStandIn, standInRepo, startGithubStandIn } from './support/github-stand-in';
import { call } from './support/http';
import { startRepositoriesServer } from './support/repositories-server';

const REFRESH = '/v2/api/ailab/github/refresh';
const RESOURCES = '/v2/api/ailab/github/resources';
const TRACK = '/v2/api/admin/github/tracked/add';
const UNTRACK = '/v2/api/admin/github/tracked/remove';

/** An origin that records what reaches it (a token leaked through a Link header would show here). */
async function startRecorder(): Promise<{
  url: string;
  seen: IncomingHttpHeaders[];
  close(): Promise<void>;
}> {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDialects())('GitHub refresh against hostile answers (%s)', (dialect) => {
  let server: TestServer;
  let github: GithubStandIn;
  let admin: string;
  let member: string;

  const refresh = async (body: Record<string, unknown> = {}) => {
    const answer = await call(server.url, REFRESH, body, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const track = async (kind: string, name: string) => {
    const answer = await call(server.url, TRACK, { kind, name }, { token: admin });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.id as string;
  };
  const resources = async (query: string) => {
    const answer = await call(server.url, RESOURCES, { query, include_removed: true }, { token: member });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.items as {
      full_name: string;
      url: string;
      homepage: string | null;
      latest_release: unknown;
      removed_at: string | null;
      description: string;
    }[];
  };

  beforeAll(async () => {
    github = await startGithubStandIn();
    ({ server, admin, member } = await startRepositoriesServer(dialect, github));
  });
  afterAll(async () => {
    await server?.close();
    await github?.close();
  });

  it('refuses names GitHub would refuse, such as evil/.. (item 15)', async () => {
    for (const body of [
      { kind: 'repo', name: 'evil/..' },
      { kind: 'repo', name: 'evil/.' },
      { kind: 'repo', name: '../etc' },
      { kind: 'org', name: '-evil' },
      { kind: 'user', name: 'evil-' },
      { kind: 'org', name: 'dou--ble' },
    ]) {
      const answer = await call(server.url, TRACK, body, { token: admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields[0].field).toBe('name');
    }
    // A target stored before the rule (by hand here) is reported, and never requested as a path.
    await server.server.ctx.db
      .insertInto('github_targets')
      .values({
        id: 'legacy-target',
        kind: 'repo',
        name: 'evil/..',
        name_key: 'evil/..',
        created_at: new Date().toISOString(),
        last_refreshed_at: null,
        last_error_kind: null,
      })
      .execute();
    const before = github.stats.requests;
    const summary = await refresh();
    expect(summary.failed).toEqual([
      { target: 'evil/..', name: 'evil/..', kind: 'not_found', message: 'not a valid GitHub name' },
    ]);
    expect(github.stats.requests).toBe(before);
    await call(server.url, UNTRACK, { id: 'legacy-target' }, { token: admin });
  });

  it('follows Link pages only on the configured API origin, so the token stays there (item 13)', async () => {
    const recorder = await startRecorder();
    try {
      github.pageSize = 2;
      github.linkOrigin = recorder.url;
      for (const name of ['one', 'two', 'three'])
        github.repos.set(`paged/${name}`, standInRepo('paged', name));
      const id = await track('org', 'paged');
      const summary = await refresh();
      expect(recorder.seen).toHaveLength(0);
      expect(summary.failed).toContainEqual({
        target: 'paged',
        name: 'paged',
        kind: 'http_error',
        message: 'a page link outside the GitHub API was not followed',
      });
      await call(server.url, UNTRACK, { id }, { token: admin });
    } finally {
      github.linkOrigin = undefined;
      github.pageSize = 100;
      await recorder.close();
    }
  });

  it('stores only http(s) links: a javascript: html_url is refused, such a homepage dropped (item 14)', async () => {
    github.repos.set(
      'links/bad-page',
      standInRepo('links', 'bad-page', { html_url: 'javascript:alert(document.cookie)' }),
    );
    github.repos.set('links/bad-home', standInRepo('links', 'bad-home', { homepage: 'javascript:alert(1)' }));
    github.repos.set('links/good', standInRepo('links', 'good', { homepage: 'https://good.example/' }));
    await track('user', 'links');
    const summary = await refresh();
    expect(summary.failed).toContainEqual({
      target: 'links',
      name: 'links',
      kind: 'parse_error',
      message: 'a repository in an unexpected shape was skipped',
    });
    const stored = await resources('links');
    expect(stored.map((repo) => repo.full_name).sort()).toEqual(['links/bad-home', 'links/good']);
    expect(stored.find((repo) => repo.full_name === 'links/bad-home')?.homepage).toBeNull();
    expect(stored.find((repo) => repo.full_name === 'links/good')?.homepage).toBe('https://good.example/');
    expect(JSON.stringify(stored)).not.toContain('javascript:');
    github.repos.delete('links/bad-page');
  });

  it('takes a release without tag_name as no release, now and in later refreshes (item 7)', async () => {
    github.repos.set('drafts/tool', standInRepo('drafts', 'tool'));
    github.releases.set('drafts/tool', { published_at: '2026-11-20T00:00:00Z' });
    await track('repo', 'drafts/tool');
    await refresh();
    expect((await resources('tool'))[0]).toMatchObject({ full_name: 'drafts/tool', latest_release: null });
    await refresh({ full: true });
    github.releases.set('drafts/tool', { tag_name: 'v1.0.0', published_at: '2026-11-21T00:00:00Z' });
    const tool = github.repos.get('drafts/tool');
    if (!tool) throw new Error('missing fixture');
    github.repos.set('drafts/tool', { ...tool, stargazers_count: tool.stargazers_count + 1 });
    await refresh();
    expect((await resources('tool'))[0]).toMatchObject({ latest_release: { tag: 'v1.0.0' } });
  });

  it('survives a rename that hands a tracked name to another repository (item 7)', async () => {
    const alpha = standInRepo('renames', 'alpha', {
      pushed_at: '2026-11-01T00:00:00Z',
      description: 'first alpha',
    });
    const beta = standInRepo('renames', 'beta', {
      pushed_at: '2026-11-02T00:00:00Z',
      description: 'was beta',
    });
    github.repos.set(alpha.full_name, alpha);
    github.repos.set(beta.full_name, beta);
    await track('org', 'renames');
    await track('repo', 'renames/alpha');
    await refresh();
    // alpha becomes alpha-old; beta takes the name alpha and is pushed to.
    github.repos.delete('renames/alpha');
    github.repos.delete('renames/beta');
    github.repos.set('renames/alpha-old', { ...alpha, full_name: 'renames/alpha-old', name: 'alpha-old' });
    github.repos.set('renames/alpha', {
      ...beta,
      full_name: 'renames/alpha',
      name: 'alpha',
      pushed_at: '2026-11-25T00:00:00Z',
    });
    const summary = await refresh();
    expect(summary.failed).toEqual([]);
    const named = (await resources('alpha')).filter((repo) => repo.full_name === 'renames/alpha');
    expect(named.filter((repo) => repo.removed_at === null).map((repo) => repo.description)).toEqual([
      'was beta',
    ]);
    expect((await refresh()).failed).toEqual([]);
    // A full refresh walks the whole listing and finds alpha under its new name.
    await refresh({ full: true });
    const old = (await resources('alpha-old'))[0];
    expect(old).toMatchObject({
      full_name: 'renames/alpha-old',
      description: 'first alpha',
      removed_at: null,
    });
  });
});

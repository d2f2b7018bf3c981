import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testDialects } from '../src/testing/start-test-server';
import { type GithubStandIn, standInRepo, startGithubStandIn } from './support/github-stand-in';
import { call } from './support/http';
import { startRepositoriesServer } from './support/repositories-server';

const REFRESH = '/v2/api/ailab/github/refresh';
const RESOURCES = '/v2/api/ailab/github/resources';
const TRACK = '/v2/api/admin/github/tracked/add';

describe.each(testDialects())('repositories refresh against a GitHub stand-in (%s)', (dialect) => {
  let server: TestServer;
  let github: GithubStandIn;
  let admin: string;
  let member: string;

  const refresh = async (body: Record<string, unknown> = {}, token = admin) => {
    const answer = await call(server.url, REFRESH, body, { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const resources = async (body: Record<string, unknown>) => {
    const answer = await call(server.url, RESOURCES, body, { token: member });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    github = await startGithubStandIn();
    github.pageSize = 5;
    for (let index = 0; index < 12; index += 1) {
      const repo = standInRepo('agentlab', `tool-${String(index).padStart(2, '0')}`, {
        pushed_at: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
        stargazers_count: 100 + index,
        language: index % 3 === 0 ? 'Python' : 'TypeScript',
        topics: index % 2 === 0 ? ['agents', 'llm'] : ['agents'],
      });
      github.repos.set(repo.full_name, repo);
    }
    github.repos.set('solo/notes', standInRepo('solo', 'notes', { language: 'Rust', stargazers_count: 5 }));
    github.repos.set(
      'other/single',
      standInRepo('other', 'single', { stargazers_count: 900, topics: ['rag'] }),
    );
    github.releases.set('other/single', { tag_name: 'v2.1.0', published_at: '2026-11-02T00:00:00Z' });
    // Given only what the stand-in serves: the demo repositories are set aside.
    ({ server, admin, member } = await startRepositoriesServer(dialect, github));
    for (const body of [
      { kind: 'org', name: 'agentlab' },
      { kind: 'user', name: 'solo' },
      { kind: 'repo', name: 'other/single' },
    ]) {
      const answer = await call(server.url, TRACK, body, { token: admin });
      expect(answer.status, answer.text).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.close();
    await github?.close();
  });

  it('adds every repository, following Link pages, with releases', async () => {
    const summary = await refresh();
    expect(summary).toMatchObject({
      added: 14,
      updated: 0,
      unchanged: 0,
      removed: 0,
      failed: [],
      partial: false,
    });
    // Three listing pages of five for the organisation.
    expect(github.stats.paths.filter((path) => path === '/orgs/agentlab/repos')).toHaveLength(3);
    expect(summary.rate_limit.remaining).toBe(4999);
    const page = await resources({ limit: 5 });
    expect(page.total).toBe(14);
    expect(page.items[0]).toMatchObject({
      full_name: 'other/single',
      stars: 900,
      topics: ['rag'],
      license: 'MIT',
      latest_release: { tag: 'v2.1.0' },
      archived: false,
    });
    expect(page.languages[0]).toEqual({ name: 'TypeScript', count: 9 });
  });

  it('answers a second refresh with conditional requests only: all unchanged', async () => {
    const before = { ...github.stats };
    const summary = await refresh();
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: 14, removed: 0, failed: [] });
    expect(summary.not_modified).toBe(14);
    // One listing page per owner: the newest push is unchanged, so the walk stops there.
    expect(github.stats.requests - before.requests).toBe(2 + 14);
    expect(github.stats.conditional - before.conditional).toBe(14);
  });

  it('updates what changed, marks what disappeared, and filters and sorts the list', async () => {
    const changed = github.repos.get('agentlab/tool-11');
    if (!changed) throw new Error('missing fixture');
    github.repos.set(changed.full_name, {
      ...changed,
      stargazers_count: 5000,
      pushed_at: '2026-11-20T00:00:00Z',
    });
    github.repos.delete('solo/notes');
    const summary = await refresh();
    expect(summary).toMatchObject({ added: 0, updated: 1, unchanged: 12, removed: 1 });
    expect(summary.failed).toEqual([
      { target: 'solo', name: 'solo', kind: 'not_found', message: expect.any(String) },
    ]);

    expect((await resources({ sort: '-stars', limit: 1 })).items[0].full_name).toBe('agentlab/tool-11');
    expect(
      (await resources({ language: 'python' })).items.map((repo: { name: string }) => repo.name),
    ).toEqual(['tool-09', 'tool-06', 'tool-03', 'tool-00']);
    expect((await resources({ topic: 'llm' })).total).toBe(6);
    expect((await resources({ query: 'single' })).total).toBe(1);
    expect((await resources({})).total).toBe(13);
    const removed = (await resources({ include_removed: true, query: 'notes' })).items[0];
    expect(removed.removed_at).not.toBeNull();
    const pushed = await resources({ sort: '-pushed', limit: 2 });
    const rest = await resources({ sort: '-pushed', limit: 20, cursor: pushed.next_cursor });
    expect(pushed.items.length + rest.items.length).toBe(13);
    expect(rest.next_cursor).toBeNull();
  });

  it('tells a missing permission from a rate limit, and waits out a short secondary limit', async () => {
    github.forbidden.add('other/single');
    github.secondaryLimitNext = true;
    const summary = await refresh();
    expect(summary.partial).toBe(false);
    expect(
      summary.failed.map((failure: { target: string; kind: string }) => [failure.target, failure.kind]),
    ).toEqual([
      ['solo', 'not_found'],
      ['other/single', 'forbidden'],
    ]);
    github.forbidden.clear();
  });

  it('stops at an exhausted rate limit with a partial summary, then resumes from the checkpoint', async () => {
    github.budget = 6;
    const partial = await refresh({ full: true });
    expect(partial.partial).toBe(true);
    expect(partial.failed.at(-1).kind).toBe('rate_limited');
    expect(partial.rate_limit.remaining).toBe(0);
    github.budget = Number.POSITIVE_INFINITY;
    const before = github.stats.requests;
    const resumed = await refresh({ full: true });
    expect(resumed).toMatchObject({ resumed: true, partial: false });
    // The organisation's listing was done before the stop and is not walked again.
    expect(github.stats.paths.slice(before).filter((path) => path === '/orgs/agentlab/repos')).toHaveLength(
      0,
    );
    expect((await refresh()).resumed).toBe(false);
  });

  it('runs one refresh at a time and refuses tracking the same target twice', async () => {
    const [first, second] = await Promise.all([
      call(server.url, REFRESH, {}, { token: admin }),
      call(server.url, REFRESH, {}, { token: admin }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const again = await call(server.url, TRACK, { kind: 'org', name: 'AgentLab' }, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.error.fields[0].field).toBe('name');
    const bad = await call(server.url, TRACK, { kind: 'repo', name: 'no-slash' }, { token: admin });
    expect(bad.status).toBe(400);
  });

  it('lets a CI token with the github:refresh scope refresh, and nothing else', async () => {
    const created = await call(
      server.url,
      '/v2/api/user/token',
      { action: 'create', name: 'ci', scopes: ['github:refresh'] },
      { token: admin },
    );
    expect(created.status, created.text).toBe(200);
    expect(created.body.created.scopes).toEqual(['github:refresh']);
    const ci = created.body.created.secret as string;
    expect((await call(server.url, REFRESH, {}, { token: ci })).status).toBe(200);
    expect((await call(server.url, RESOURCES, {}, { token: ci })).status).toBe(403);
    expect((await call(server.url, '/v2/api/admin/news/sync', {}, { token: ci })).status).toBe(403);
    expect((await call(server.url, '/v2/api/open/ping', {}, { token: ci })).status).toBe(200);
    // A member cannot hand out a scope that opens an administrator's endpoint.
    const refused = await call(
      server.url,
      '/v2/api/user/token',
      { action: 'create', name: 'sneaky', scopes: ['github:refresh'] },
      { token: member },
    );
    expect(refused.status).toBe(403);
    expect((await call(server.url, REFRESH, {}, { token: member })).status).toBe(403);
  });
});

// Syncs against the local stand-ins, on a real server: 50 feeds of which 45 are unchanged (304s), and a
// repositories refresh of 300 repositories of which 290 are unchanged (conditional requests). Each second
// run is compared with the first, full one, measured in the same run.
// Usage: node scripts/bench/news-sync.mjs [--feeds 50] [--changed 5] [--repos 300] [--pushed 10]
//        (TEST_DATABASE_URL=postgres://… runs on a fresh PostgreSQL database instead of SQLite)
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { postJson } from './support/processes.mjs';

const { values } = parseArgs({
  options: {
    feeds: { type: 'string', default: '50' },
    changed: { type: 'string', default: '5' },
    repos: { type: 'string', default: '300' },
    pushed: { type: 'string', default: '10' },
  },
});
const FEEDS = Number(values.feeds);
const CHANGED = Number(values.changed);
const REPOS = Number(values.repos);
const PUSHED = Number(values.pushed);

const { startTestServer } = await tsImport('@ailab/server/testing', import.meta.url);
const { startFeedServer, rssFeed } = await tsImport('@ailab/server/testing/feed-server', import.meta.url);
const { startGithubStandIn, standInRepo } = await tsImport(
  '@ailab/server/testing/github-stand-in',
  import.meta.url,
);

const feeds = await startFeedServer();
const github = await startGithubStandIn();
const server = await startTestServer({
  ...(process.env.TEST_DATABASE_URL ? { dialect: 'postgres' } : {}),
  sync: { githubApiUrl: github.url, githubToken: github.token },
});
const api = (path, body, token) => postJson(`${server.url}${path}`, body, token);
const first = await api('/v2/api/user/login', { email: server.adminEmail, password: server.adminPassword });
const { token: admin } = await api(
  '/v2/api/user/update_default_password',
  { current_password: server.adminPassword, new_password: 'A-bench-admin-password-1' },
  first.token,
);

const feedOf = (index, version) =>
  rssFeed(`Bench feed ${index}`, [
    ...Array.from({ length: 10 }, (_, item) => ({
      guid: `f${index}-i${item}`,
      title: `Feed ${index} story ${item}: agents ${['plan', 'remember', 'evaluate', 'negotiate'][item % 4]}`,
      link: `https://feed-${index}.bench.test/${item}`,
      description: `Story ${item} of feed ${index}, about agents and their tools.`,
      date: new Date(Date.UTC(2026, 10, 1 + item)).toISOString(),
    })),
    ...(version > 0
      ? [
          {
            guid: `f${index}-new${version}`,
            title: `Feed ${index} breaking news ${version}`,
            link: `https://feed-${index}.bench.test/new-${version}`,
            description: 'Something new happened to an agent.',
            date: '2026-11-22T10:00:00Z',
          },
        ]
      : []),
  ]);
try {
  for (let index = 0; index < FEEDS; index += 1) {
    feeds.set(`/feed-${index}.xml`, feedOf(index, 0));
    await api(
      '/v2/api/admin/news/sources/add',
      { name: `Bench feed ${index}`, url: `${feeds.url}/feed-${index}.xml` },
      admin,
    );
  }
  const full = await api('/v2/api/admin/news/sync', { force: true }, admin);
  for (let index = 0; index < CHANGED; index += 1) feeds.set(`/feed-${index}.xml`, feedOf(index, 1));
  const started = performance.now();
  const again = await api('/v2/api/admin/news/sync', { force: true }, admin);
  const againMs = performance.now() - started;
  console.log(`${server.server.ctx.dialect}: news sync of ${FEEDS} feeds`);
  console.log(
    `  first (all new)     ${String(full.duration_ms).padStart(5)} ms  fetched ${full.fetched}, unchanged ${full.unchanged}, new articles ${full.new_articles}, failed ${full.failed}`,
  );
  console.log(
    `  second (${FEEDS - CHANGED} unchanged) ${againMs.toFixed(0).padStart(5)} ms  fetched ${again.fetched}, unchanged (304) ${again.unchanged}, new articles ${again.new_articles}, failed ${again.failed}   (${(againMs / full.duration_ms).toFixed(2)}x the first)`,
  );

  github.pageSize = 100;
  for (let index = 0; index < REPOS; index += 1) {
    const repo = standInRepo('benchorg', `repo-${String(index).padStart(3, '0')}`, {
      pushed_at: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString(),
      stargazers_count: index,
    });
    github.repos.set(repo.full_name, repo);
  }
  await api('/v2/api/admin/github/tracked/add', { kind: 'org', name: 'benchorg' }, admin);
  await server.server.ctx.db.deleteFrom('repositories').where('source_target', '=', 'demo').execute();
  const before = { ...github.stats };
  const refreshed = await api('/v2/api/ailab/github/refresh', {}, admin);
  const firstRequests = github.stats.requests - before.requests;
  // Some repositories get a push and a star: the listing shows them first.
  const names = [...github.repos.keys()].slice(-PUSHED);
  for (const name of names) {
    const repo = github.repos.get(name);
    github.repos.set(name, {
      ...repo,
      pushed_at: '2026-11-22T12:00:00Z',
      stargazers_count: repo.stargazers_count + 1,
    });
  }
  const mark = { ...github.stats };
  const startedRefresh = performance.now();
  const second = await api('/v2/api/ailab/github/refresh', {}, admin);
  const secondMs = performance.now() - startedRefresh;
  const conditional = github.stats.conditional - mark.conditional;
  const notModified = github.stats.notModified - mark.notModified;
  console.log(`  repos refresh of ${REPOS} repositories (one organisation)`);
  console.log(
    `  first (all new)     ${String(refreshed.duration_ms).padStart(5)} ms  added ${refreshed.added}, ${firstRequests} requests`,
  );
  console.log(
    `  second (${REPOS - PUSHED} unchanged) ${secondMs.toFixed(0).padStart(4)} ms  updated ${second.updated}, unchanged ${second.unchanged}; ${github.stats.requests - mark.requests} requests, ${conditional} conditional, ${notModified} answered 304   (${(secondMs / refreshed.duration_ms).toFixed(2)}x the first)`,
  );
  if (notModified < REPOS - PUSHED) {
    console.error(`  ✗ expected ${REPOS - PUSHED} conditional 304s, got ${notModified}`);
    process.exitCode = 1;
  }
} finally {
  await server.close();
  await feeds.close();
  await github.close();
}

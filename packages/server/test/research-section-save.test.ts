import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { as, useResearchServer } from './support/research';

const SAVE = '/v2/api/admin/industries/section/save';
const SECTION = '/v2/api/ailab/market/section';

describe.each(testDialects())('saving one market overview section (%s)', (dialect) => {
  const env = useResearchServer(dialect);

  it('saves from the version it started from; of two saves from one version one wins, one answers 409', async () => {
    const { server, people } = env;
    const before = await as(server, people.admin, SECTION, { industry: 'payments', key: 'trends' });
    expect(before.status).toBe(200);
    const base = before.body.updated_at as string;
    const edit = (body: string) =>
      as(server, people.admin, SAVE, {
        industry: 'payments',
        key: 'trends',
        title: 'Trends',
        body,
        sources: [{ title: 'Central bank note', url: 'https://bank.example.org/note' }],
        base_updated_at: base,
      });
    const [left, right] = await Promise.all([edit('Left editor’s text.'), edit('Right editor’s text.')]);
    expect([left.status, right.status].sort()).toEqual([200, 409]);
    const winner = left.status === 200 ? left : right;
    const loser = left.status === 409 ? left : right;
    expect(loser.body.error.code).toBe('CONFLICT');
    expect(loser.body.error.fields[0]).toMatchObject({ field: 'base_updated_at', code: 'stale' });
    expect(loser.body.error.message).toContain(winner.body.updated_at);
    const after = await as(server, people.admin, SECTION, { industry: 'payments', key: 'trends' });
    expect(after.body).toMatchObject({ body: winner.body.body, updated_at: winner.body.updated_at });
    expect(after.body.sources).toEqual([
      { title: 'Central bank note', url: 'https://bank.example.org/note' },
    ]);
    expect(after.body.last_reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A retry from the newer version goes through; the change is audited.
    const retried = await as(server, people.admin, SAVE, {
      industry: 'payments',
      key: 'trends',
      title: 'Trends',
      body: 'Merged text.',
      sources: [],
      last_reviewed: '2026-11-20',
      base_updated_at: winner.body.updated_at,
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ body: 'Merged text.', last_reviewed: '2026-11-20' });
    const audit = await as(server, people.admin, '/v2/api/admin/audit/list', {
      action: 'industry.section.save',
    });
    expect(audit.body.items.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses non-administrators, unknown industries, a first save over an existing section and bad input', async () => {
    const { server, people } = env;
    const body = {
      industry: 'insurance',
      key: 'regulation',
      title: 'Regulation',
      body: 'Text.',
      sources: [],
      base_updated_at: null,
    };
    for (const who of ['author', 'reviewer', 'startup', 'learner', 'noRole'] as const)
      expect((await as(server, people[who], SAVE, body)).status, who).toBe(403);
    expect((await as(server, '', SAVE, body)).status).toBe(401);
    expect((await as(server, people.admin, SAVE, { ...body, industry: 'atlantis' })).status).toBe(404);
    // The demo overview has this section: a save that thinks it is new is stale.
    expect((await as(server, people.admin, SAVE, body)).status).toBe(409);
    const badUrl = await as(server, people.admin, SAVE, {
      ...body,
      sources: [{ title: 'Bad', url: 'javascript:alert(1)' }],
    });
    expect(badUrl.status).toBe(400);
    expect((await as(server, people.admin, SAVE, { ...body, key: 'gossip' })).status).toBe(400);
  });
});

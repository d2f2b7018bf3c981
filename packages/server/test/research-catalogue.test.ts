import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { as, useResearchServer } from './support/research';

const A = '/v2/api/ailab';

describe.each(testDialects())('industries catalogue (%s)', (dialect) => {
  const env = useResearchServer(dialect);

  it('serves the seeded groups, industries and market overviews', async () => {
    const { server, people } = env;
    const groups = await as(server, people.startup, `${A}/group/list`, {});
    expect(groups.status).toBe(200);
    expect(groups.body.items.map((group: { slug: string }) => group.slug)).toEqual([
      'healthcare',
      'financial-services',
      'industry-and-energy',
    ]);
    const items = await as(server, people.author, `${A}/group/items`, { group: 'financial-services' });
    expect(items.body.items.map((item: { slug: string }) => item.slug)).toContain('payments');
    const list = await as(server, people.author, `${A}/industries/list`, { limit: 5 });
    expect(list.body.total).toBe(12);
    expect(list.body.items).toHaveLength(5);
    const next = await as(server, people.author, `${A}/industries/list`, {
      limit: 100,
      cursor: list.body.next_cursor,
    });
    expect(next.body.items).toHaveLength(7);

    const market = await as(server, people.learner, `${A}/market`, { industry: 'payments' });
    expect(market.status).toBe(200);
    expect(market.body.sections.map((section: { key: string }) => section.key)).toEqual([
      'size_growth',
      'trends',
      'key_players',
      'ai_use_cases',
      'adoption_barriers',
      'regulation',
    ]);
    expect(market.body.sections[0].sources.length).toBeGreaterThan(0);
    expect(market.body.sections[0].last_reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(market.body.latest_reports.map((report: { slug: string }) => report.slug)).toContain(
      'fraud-models-instant-payments',
    );
    const section = await as(server, people.startup, `${A}/market/section`, {
      industry: 'payments',
      key: 'regulation',
    });
    expect(section.body.key).toBe('regulation');
    expect((await as(server, people.startup, `${A}/market`, { industry: 'no-such-industry' })).status).toBe(
      404,
    );
    expect(
      (await as(server, people.startup, `${A}/market/section`, { industry: 'payments', key: 'nope' })).status,
    ).toBe(400);
  });

  it('follows and unfollows industries idempotently; your-industries lists them', async () => {
    const { server, people } = env;
    const mine = await as(server, people.startup, `${A}/founders/your-industries`, {});
    expect(mine.body.items.map((item: { slug: string }) => item.slug)).toEqual([
      'insurance',
      'payments',
      'retail-banking',
    ]);
    for (let i = 0; i < 2; i += 1) {
      const followed = await as(server, people.startup, `${A}/industries/follow`, {
        industry: 'agriculture',
      });
      expect(followed.status).toBe(200);
      expect(followed.body.industry.followed).toBe(true);
    }
    const filtered = await as(server, people.startup, `${A}/industries/list`, { followed: true });
    expect(filtered.body.total).toBe(4);
    await as(server, people.startup, `${A}/industries/unfollow`, { industry: 'agriculture' });
    await as(server, people.startup, `${A}/industries/unfollow`, { industry: 'agriculture' });
    const after = await as(server, people.startup, `${A}/founders/your-industries`, {});
    expect(after.body.items).toHaveLength(3);
    // Another member's follows are their own.
    const learner = await as(server, people.learner, `${A}/founders/your-industries`, {});
    expect(learner.body.items.map((item: { slug: string }) => item.slug)).toEqual([
      'agriculture',
      'clinical-diagnostics',
    ]);
  });

  it('answers the catalogue to roles 1, 3, 8 and administrators only', async () => {
    const { server, people } = env;
    const paths: [string, unknown][] = [
      [`${A}/industries/list`, {}],
      [`${A}/group/list`, {}],
      [`${A}/group/items`, { group: 'healthcare' }],
      [`${A}/market`, { industry: 'payments' }],
      [`${A}/market/section`, { industry: 'payments', key: 'trends' }],
      [`${A}/founders/your-industries`, {}],
      ['/v1/api/research_market/today', { industry: 'payments' }],
      ['/v1/api/research_market/save', { industry: 'payments', notes: 'Matrix' }],
    ];
    for (const [path, body] of paths) {
      expect((await as(server, people.anonymous, path, body)).status, path).toBe(401);
      expect((await as(server, people.noRole, path, body)).status, path).toBe(403);
      for (const token of [people.author, people.otherAuthor, people.startup, people.learner, people.admin])
        expect((await as(server, token, path, body)).status, path).toBe(200);
    }
    // Reading one saved brief and drafting: signed out 401, without a role 403, before any lookup.
    const saved = await as(server, people.learner, '/v1/api/research_market/save', { industry: 'payments' });
    for (const [path, body] of [
      ['/v1/api/research_market/get', { id: saved.body.id }],
      ['/v1/api/research_market/generate', { industry: 'payments' }],
    ] as const) {
      expect((await as(server, people.anonymous, path, body)).status, path).toBe(401);
      expect((await as(server, people.noRole, path, body)).status, path).toBe(403);
    }
  });

  it('shows the public industries home with report counts', async () => {
    const home = await call(env.server.url, '/v2/api/open/all-industries-section', {});
    expect(home.status).toBe(200);
    expect(home.body.groups).toHaveLength(3);
    const payments = home.body.groups
      .flatMap((group: { industries: { slug: string }[] }) => group.industries)
      .find((industry: { slug: string }) => industry.slug === 'payments');
    // Two published reports name payments; the one in review does not count.
    expect(payments.report_count).toBe(1);
    expect(payments.latest_report.slug).toBe('fraud-models-instant-payments');
  });

  it('assembles the daily brief once per day and saves it with notes', async () => {
    const { server, people } = env;
    const first = await as(server, people.startup, '/v1/api/research_market/today', {
      industry: 'energy-utilities',
    });
    expect(first.status).toBe(200);
    expect(first.body.changed_sections.map((section: { key: string }) => section.key)).toContain(
      'regulation',
    );
    const second = await as(server, people.author, '/v1/api/research_market/today', {
      industry: 'energy-utilities',
    });
    expect(second.body.generated_at).toBe(first.body.generated_at);
    const saved = await as(server, people.startup, '/v1/api/research_market/save', {
      industry: 'energy-utilities',
      notes: 'Read later',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.notes).toBe('Read later');
    const again = await as(server, people.startup, '/v1/api/research_market/save', {
      industry: 'energy-utilities',
      notes: 'Done',
    });
    expect(again.body.id).toBe(saved.body.id);
    expect(
      (await as(server, people.startup, '/v1/api/research_market/get', { id: saved.body.id })).body.notes,
    ).toBe('Done');
    // Another member cannot read it.
    expect(
      (await as(server, people.author, '/v1/api/research_market/get', { id: saved.body.id })).status,
    ).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { publishScheduledJob } from '../src/features/research/research-publish.service';
import { testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';
import { approvedItem, as, useResearchServer } from './support/research';

const A = '/v2/api/ailab/research';
const OPEN = '/v2/api/open';

describe.each(testDialects())('research publish flow (%s)', (dialect) => {
  const env = useResearchServer(dialect);

  it('keeps every save as a revision; of two saves from one version one wins and the other answers 409', async () => {
    const { server, people } = env;
    const created = await as(server, people.author, `${A}/create`, {
      title: 'Concurrent edits',
      industries: ['insurance'],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ state: 'draft', version: 1, can_edit: true });
    const id = created.body.id;
    const [left, right] = await Promise.all([
      as(server, people.author, `${A}/manage`, { action: 'edit', id, version: 1, summary: 'Left' }),
      as(server, people.admin, `${A}/manage`, { action: 'edit', id, version: 1, summary: 'Right' }),
    ]);
    expect([left.status, right.status].sort()).toEqual([200, 409]);
    const loser = left.status === 409 ? left : right;
    const winner = left.status === 200 ? left : right;
    expect(loser.body.error.code).toBe('CONFLICT');
    expect(loser.body.error.message).toContain('2');
    expect(loser.body.error.fields[0]).toMatchObject({ field: 'version', code: 'stale' });
    // Nothing lost: the winner's text is the newest revision; a retry from version 2 succeeds.
    const current = await as(server, people.author, `${A}/get`, { id });
    expect(current.body.item.summary).toBe(winner.body.summary);
    expect(current.body.item.version).toBe(2);
    const retried = await as(server, people.author, `${A}/manage`, {
      action: 'edit',
      id,
      version: 2,
      summary: 'Merged',
    });
    expect(retried.body.version).toBe(3);
    const revisions = await as(server, people.author, `${A}/revisions`, { id });
    expect(revisions.body.items.map((item: { number: number }) => item.number)).toEqual([3, 2, 1]);
    const diff = await as(server, people.author, `${A}/diff`, { id, from: 1, to: 3 });
    expect(
      diff.body.parts
        .filter((part: { kind: string }) => part.kind === 'added')
        .map((part: { text: string }) => part.text)
        .join(''),
    ).toContain('Merged');
    // Unknown industries are a 400 naming the field.
    const bad = await as(server, people.author, `${A}/manage`, {
      action: 'edit',
      id,
      version: 3,
      industries: ['atlantis'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields[0].field).toBe('industries');
  });

  it('hides unpublished research from everyone but its author, reviewers and administrators', async () => {
    const { server, people, reviewerId } = env;
    const created = await as(server, people.author, `${A}/create`, {
      title: 'Secret quokka report',
      slug: 'secret-quokka-report',
      industries: ['payments'],
      sections: [{ key: 'body', title: 'Body', body: 'quokka findings' }],
    });
    const id = created.body.id;
    await as(server, people.author, `${A}/manage`, { action: 'submit', id, reviewer_ids: [reviewerId] });
    const seeing = { author: 200, reviewer: 200, admin: 200 };
    const notSeeing = ['otherAuthor', 'startup', 'learner', 'noRole'] as const;
    for (const [who, status] of Object.entries(seeing)) {
      const token = people[who as keyof typeof people];
      expect((await as(server, token, `${A}/get`, { id })).status, who).toBe(status);
      const preview = await as(server, token, `${OPEN}/market-research`, { slug: 'secret-quokka-report' });
      expect(preview.status, who).toBe(200);
      expect(preview.body.preview).toBe(true);
    }
    for (const who of notSeeing) {
      const token = people[who];
      for (const path of ['get', 'revisions', 'diff'])
        expect((await as(server, token, `${A}/${path}`, { id })).status, `${who} ${path}`).toBe(404);
      expect((await as(server, token, `${A}/manage`, { action: 'archive', id })).status, who).toBe(404);
      expect((await as(server, token, `${A}/save-public`, { id })).status, who).toBe(404);
      expect(
        (await as(server, token, `${OPEN}/market-research`, { slug: 'secret-quokka-report' })).status,
        who,
      ).toBe(404);
    }
    expect((await call(server.url, `${A}/get`, { id })).status).toBe(401);
    expect((await call(server.url, `${OPEN}/market-research`, { slug: 'secret-quokka-report' })).status).toBe(
      404,
    );
    const search = await call(server.url, `${OPEN}/market-research/all`, { query: 'quokka' });
    expect(search.body.total).toBe(0);
    const feed = await fetch(`${server.url}/feeds/industry-reports.atom`);
    expect(await feed.text()).not.toContain('quokka');
    const industryFeed = await fetch(`${server.url}/feeds/industries/payments.rss`);
    expect(industryFeed.status).toBe(200);
    expect(await industryFeed.text()).not.toContain('quokka');
    // Creating needs role 1 (or administrator).
    expect((await as(server, people.startup, `${A}/create`, { title: 'Nope nope' })).status).toBe(403);
    expect((await as(server, people.learner, `${A}/create`, { title: 'Nope nope' })).status).toBe(403);
    expect((await as(server, people.noRole, `${A}/create`, { title: 'Nope nope' })).status).toBe(403);
    // Only the author or an administrator manages; the reviewer may not edit.
    expect(
      (
        await as(server, people.reviewer, `${A}/manage`, {
          action: 'edit',
          id,
          version: 1,
          title: 'Taken over',
        })
      ).status,
    ).toBe(403);
    // Lists show one's own and one's reviews; `all` is for administrators.
    const mine = await as(server, people.otherAuthor, `${A}/list`, {});
    expect(mine.body.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const review = await as(server, people.reviewer, `${A}/list`, { scope: 'review' });
    expect(review.body.items.map((item: { id: string }) => item.id)).toContain(id);
    expect((await as(server, people.author, `${A}/list`, { scope: 'all' })).status).toBe(403);
    expect((await as(server, people.admin, `${A}/list`, { scope: 'all', state: 'in_review' })).status).toBe(
      200,
    );
  });

  it('reviews, publishes only the approved revision, and serves it publicly, in search and in feeds', async () => {
    const { server, people, reviewerId } = env;
    const created = await as(server, people.author, `${A}/create`, {
      title: 'Wombat payments review',
      slug: 'wombat-payments-review',
      industries: ['payments'],
      tags: ['wombats'],
      sections: [{ key: 'findings', title: 'Findings', body: 'The wombat finding.' }],
    });
    const id = created.body.id;
    expect((await as(server, people.author, `${A}/save-public`, { id })).status).toBe(409);
    const submitted = await as(server, people.author, `${A}/manage`, {
      action: 'submit',
      id,
      reviewer_ids: [reviewerId],
    });
    expect(submitted.body.state).toBe('in_review');
    // The author cannot approve their own work; a non-reviewer cannot either.
    expect(
      (await as(server, people.author, `${A}/review`, { action: 'approve', id, version: 1 })).status,
    ).toBe(403);
    const comment = await as(server, people.reviewer, `${A}/review`, {
      action: 'comment',
      id,
      section_key: 'findings',
      body: 'Cite it.',
    });
    expect(comment.body.comments.at(-1)).toMatchObject({
      section_key: 'findings',
      body: 'Cite it.',
      kind: 'comment',
    });
    expect(
      (
        await as(server, people.reviewer, `${A}/review`, {
          action: 'comment',
          id,
          section_key: 'missing',
          body: 'x',
        })
      ).status,
    ).toBe(400);
    const changes = await as(server, people.reviewer, `${A}/review`, {
      action: 'request_changes',
      id,
      body: 'Add sources.',
    });
    expect(changes.body.item.state).toBe('changes_requested');
    const edited = await as(server, people.author, `${A}/manage`, {
      action: 'edit',
      id,
      version: 1,
      sources: [{ title: 'Rulebook', url: 'https://example.org/rules' }],
    });
    expect(edited.body.version).toBe(2);
    await as(server, people.author, `${A}/manage`, { action: 'submit', id });
    // An approval of a version the reviewer did not read is stale.
    expect(
      (await as(server, people.reviewer, `${A}/review`, { action: 'approve', id, version: 1 })).status,
    ).toBe(409);
    const approved = await as(server, people.reviewer, `${A}/review`, { action: 'approve', id, version: 2 });
    expect(approved.body.item).toMatchObject({ state: 'approved', approved_revision: 2, approvals: 1 });
    const published = await as(server, people.author, `${A}/save-public`, { id });
    expect(published.body).toMatchObject({ state: 'published', published_revision: 2 });

    // An edit after publishing keeps the published copy live and needs review again.
    const later = await as(server, people.author, `${A}/manage`, {
      action: 'edit',
      id,
      version: 2,
      title: 'Wombat payments review, revised',
    });
    expect(later.body.state).toBe('draft');
    const page = await call(server.url, `${OPEN}/market-research`, { slug: 'wombat-payments-review' });
    expect(page.body).toMatchObject({ title: 'Wombat payments review', revision: 2, preview: false });
    const diff = await as(server, people.author, `${A}/diff`, { id });
    expect(diff.body).toMatchObject({ from: 2, to: 3 });
    expect(
      diff.body.parts.some(
        (part: { kind: string; text: string }) => part.kind === 'added' && part.text.includes('revised'),
      ),
    ).toBe(true);

    const found = await call(server.url, `${OPEN}/market-research/all`, { query: 'wombat' });
    expect(found.body.items.map((item: { slug: string }) => item.slug)).toEqual(['wombat-payments-review']);
    const byTag = await call(server.url, `${OPEN}/market-research/all`, {
      tag: 'wombats',
      industry: 'payments',
    });
    expect(byTag.body.total).toBe(1);
    expect(
      (await call(server.url, `${OPEN}/market-research/all`, { tag: 'wombats', industry: 'agriculture' }))
        .body.total,
    ).toBe(0);
    const atom = await (await fetch(`${server.url}/feeds/industries/payments.atom`)).text();
    expect(atom).toContain('Wombat payments review');
    const rss = await fetch(`${server.url}/feeds/industry-reports.rss`);
    expect(rss.headers.get('content-type')).toContain('application/rss+xml');
    expect(await rss.text()).toContain('wombat-payments-review');

    // Archiving hides it everywhere; restoring makes it a draft.
    await as(server, people.author, `${A}/manage`, { action: 'archive', id });
    expect(
      (await call(server.url, `${OPEN}/market-research`, { slug: 'wombat-payments-review' })).status,
    ).toBe(404);
    expect((await call(server.url, `${OPEN}/market-research/all`, { query: 'wombat' })).body.total).toBe(0);
    const restored = await as(server, people.author, `${A}/manage`, { action: 'restore', id });
    expect(restored.body.state).toBe('draft');
  });

  it('counts parallel approvals once each and audits the administrator', async () => {
    const { server, people, reviewerId } = env;
    const created = await as(server, people.author, `${A}/create`, { title: 'Two approvals needed' });
    const id = created.body.id;
    const set = await as(server, people.admin, `${A}/manage`, {
      action: 'set_required_approvals',
      id,
      required: 2,
    });
    expect(set.body.required_approvals).toBe(2);
    expect(
      (await as(server, people.author, `${A}/manage`, { action: 'set_required_approvals', id, required: 1 }))
        .status,
    ).toBe(403);
    await as(server, people.author, `${A}/manage`, { action: 'submit', id, reviewer_ids: [reviewerId] });
    const once = await as(server, people.reviewer, `${A}/review`, { action: 'approve', id, version: 1 });
    expect(once.body.item).toMatchObject({ state: 'in_review', approvals: 1 });
    const [a, b, c] = await Promise.all([
      as(server, people.reviewer, `${A}/review`, { action: 'approve', id, version: 1 }),
      as(server, people.admin, `${A}/review`, { action: 'approve', id, version: 1 }),
      as(server, people.admin, `${A}/review`, { action: 'approve', id, version: 1 }),
    ]);
    expect([a.status, b.status, c.status].every((status) => status === 200 || status === 409)).toBe(true);
    const item = (await as(server, people.author, `${A}/get`, { id })).body.item;
    expect(item).toMatchObject({ state: 'approved', approvals: 2, approved_revision: 1 });
    const approvals = await server.server.ctx.db
      .selectFrom('research_approvals')
      .selectAll()
      .where('research_id', '=', id)
      .execute();
    expect(approvals).toHaveLength(2);
    const audit = await as(server, people.admin, '/v2/api/admin/audit/list', {
      action: 'research.set_required_approvals',
    });
    expect(
      audit.body.items.some((entry: { target_id?: string; target?: { id: string } }) =>
        JSON.stringify(entry).includes(id),
      ),
    ).toBe(true);
  });

  it('publishes a scheduled item exactly once, through the job runner, at its time', async () => {
    const { server, people, reviewerId } = env;
    const item = await approvedItem(server, people, reviewerId, { slug: 'scheduled-platypus' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await as(server, people.author, `${A}/save-public`, { id: item.id, publish_at: at });
    expect(scheduled.body).toMatchObject({ state: 'scheduled', publish_at: at, published_revision: null });
    // Scheduling the same again is refused (it is no longer approved), and nothing is public yet.
    expect(
      (await as(server, people.author, `${A}/save-public`, { id: item.id, publish_at: at })).status,
    ).toBe(409);
    await server.server.jobs.idle();
    expect((await call(server.url, `${OPEN}/market-research`, { slug: 'scheduled-platypus' })).status).toBe(
      404,
    );
    const ctx = server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 2 * 3_600_000);
    try {
      await server.server.jobs.idle();
      await server.server.jobs.idle();
    } finally {
      ctx.now = realNow;
    }
    const page = await call(server.url, `${OPEN}/market-research`, { slug: 'scheduled-platypus' });
    expect(page.status).toBe(200);
    expect(page.body.published_at).toBe(at);
    const row = await ctx.db
      .selectFrom('research_items')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    // A repeated run (a crash after the work, before the job was marked done) changes nothing.
    await publishScheduledJob(ctx, { id: item.id, revision: 1, publish_at: at }, undefined as never);
    const again = await ctx.db
      .selectFrom('research_items')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(again.updated_at).toBe(row.updated_at);
    const jobs = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('idempotency_key', 'like', `research:publish:${item.id}:%`)
      .execute();
    expect(jobs.map((job) => job.state)).toEqual(['done']);
  });
});

import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import {
  createProgramme,
  startAsVisitor,
  submittedApplication,
  useApplicationServer,
} from './support/applications';
import { makeMembers } from './support/events';
import { call } from './support/http';

const GET = '/v2/api/admin/application/get';
const UPDATE = '/v2/api/admin/application/update';
const LIST = '/v2/api/admin/applications/list';
const SCORES = { problem: 4, novelty: 3, team: 5, fit: 2 };

describe.each(testDialects())('application review (%s)', (dialect) => {
  const env = useApplicationServer(dialect);
  const url = () => env.server.url;

  it('keeps every endpoint to its callers', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const [founder, other] = await makeMembers(env.server, 2, 'matrix');
    if (!founder || !other) throw new Error('no members');
    const started = await call(
      url(),
      '/v2/api/ailab/application/update',
      { action: 'start', programme: slug },
      { token: founder.token },
    );
    expect(started.status).toBe(200);
    const id = started.body.id;
    const visitor = await startAsVisitor(env.server, slug, 'matrix.visitor@example.org');

    const founderPaths = ['/v2/api/ailab/application/get', '/v2/api/ailab/application/get-problem'];
    for (const path of founderPaths) {
      expect((await call(url(), path, { id })).status, `${path} anonymous`).toBe(401);
      expect((await call(url(), path, { id }, { token: other.token })).status, `${path} other founder`).toBe(
        404,
      );
      expect((await call(url(), path, { id }, { token: founder.token })).status, `${path} applicant`).toBe(
        200,
      );
    }
    // Another visitor's token opens their own draft only; a made-up one nothing.
    expect(
      (
        await call(url(), '/v2/api/open/application/update', {
          action: 'save',
          token: 'x'.repeat(40),
          version: 0,
        })
      ).status,
    ).toBe(403);
    const visitorView = await call(url(), '/v2/api/open/application/resume', { token: visitor });
    expect(visitorView.body.application.id).not.toBe(id);

    for (const path of [
      LIST,
      GET,
      UPDATE,
      '/v2/api/admin/applications/decide',
      '/v2/api/admin/programme/list',
    ]) {
      expect((await call(url(), path, {})).status, `${path} anonymous`).toBe(401);
      expect((await call(url(), path, {}, { token: founder.token })).status, `${path} founder`).toBe(403);
    }
    expect((await call(url(), LIST, {}, { token: env.reviewer })).status).toBe(200);
    expect((await call(url(), LIST, {}, { token: env.admin })).status).toBe(200);
    // A draft is the applicant's own: not even an administrator reviews it.
    expect((await call(url(), GET, { id }, { token: env.admin })).status).toBe(404);
  });

  it('hides names, emails and team from a reviewer in the screening phase, in every answer', async () => {
    const { slug } = await createProgramme(env.server, env.admin);
    const email = 'blind.founder@example.org';
    const { id } = await submittedApplication(env.server, slug, email);
    const assign = await call(
      url(),
      UPDATE,
      { action: 'assign', id, add: ['reviewer@example.com'] },
      { token: env.admin },
    );
    expect(assign.status).toBe(200);

    const view = await call(url(), GET, { id }, { token: env.reviewer });
    expect(view.status).toBe(200);
    expect(view.body.blind).toBe(true);
    expect(view.body.applicant).toBeNull();
    expect(view.body.team).toBeNull();
    const queue = await call(url(), LIST, { programme: slug }, { token: env.reviewer });
    expect(queue.body.items[0].applicant_email).toBeNull();
    for (const text of [view.text, queue.text]) {
      expect(text).not.toContain(email);
      expect(text).not.toContain('Ada Founder');
      expect(text).not.toContain('Grace Teammate');
      expect(text).not.toContain('grace.teammate@example.org');
    }
    const preview = await call(
      url(),
      '/v2/api/admin/applications/decide',
      { ids: [id], decision: 'rejected', dry_run: true },
      { token: env.reviewer },
    );
    expect(preview.status).toBe(200);
    expect(preview.text).not.toContain(email);
    expect(preview.text).not.toContain('Ada Founder');
    // The administrator is never blind.
    const adminView = await call(url(), GET, { id }, { token: env.admin });
    expect(adminView.body.applicant.email).toBe(email);

    // Other reviews stay hidden until one's own is in.
    expect(
      (await call(url(), UPDATE, { action: 'score', id, scores: SCORES }, { token: env.admin })).status,
    ).toBe(200);
    const before = await call(url(), GET, { id }, { token: env.reviewer });
    expect(before.body.reviews).toBeNull();
    expect(before.body.score).toBeNull();
    expect(before.text).not.toContain('"total"');
    const mine = await call(
      url(),
      UPDATE,
      { action: 'score', id, scores: { problem: 2, novelty: 2, team: 2 }, comment: 'Thin.' },
      { token: env.reviewer },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.reviews).toHaveLength(2);
    expect(mine.body.state).toBe('in_review');
    // Weighted mean of the non-independent categories: (4·3 + 3·2 + 5·3) / 8 = 4.13 and 2; the mean 3.06.
    expect(mine.body.score).toBeCloseTo(3.06, 1);

    const programmes = await call(url(), '/v2/api/admin/programme/list', {}, { token: env.admin });
    const programme = programmes.body.items.find((item: { slug: string }) => item.slug === slug);
    const {
      id: programmeId,
      is_open: _open,
      counts: _counts,
      created_at: _c,
      updated_at: _u,
      ...settings
    } = programme;
    const moved = await call(
      url(),
      '/v2/api/admin/programme/save',
      { id: programmeId, ...settings, phase: 'discussion' },
      { token: env.admin },
    );
    expect(moved.status).toBe(200);
    const open = await call(url(), GET, { id }, { token: env.reviewer });
    expect(open.body.applicant.email).toBe(email);
  });

  it('keeps private notes to their writer and never shows notes or scores to the applicant', async () => {
    const { slug } = await createProgramme(env.server, env.admin, { phase: 'discussion' });
    const { id, token } = await submittedApplication(env.server, slug, 'notes.founder@example.org');
    await call(
      url(),
      UPDATE,
      { action: 'note', id, visibility: 'private', body: 'Private thought of the admin' },
      { token: env.admin },
    );
    await call(
      url(),
      UPDATE,
      { action: 'note', id, visibility: 'shared', body: 'Shared with the team' },
      { token: env.admin },
    );
    await call(url(), UPDATE, { action: 'score', id, scores: SCORES }, { token: env.admin });
    const reviewer = await call(url(), GET, { id }, { token: env.reviewer });
    expect(reviewer.text).toContain('Shared with the team');
    expect(reviewer.text).not.toContain('Private thought');
    const applicant = await call(url(), '/v2/api/open/application/resume', { token });
    expect(applicant.text).not.toContain('Shared with the team');
    expect(applicant.body.application).not.toHaveProperty('score');
    expect(applicant.body.application).not.toHaveProperty('reviews');
  });

  it('answers an invalid move with 409 naming the state, and parallel decisions with one email', async () => {
    const { slug } = await createProgramme(env.server, env.admin, { phase: 'decision' });
    const [founder] = await makeMembers(env.server, 1, 'accepted');
    if (!founder) throw new Error('no member');
    const started = await call(
      url(),
      '/v2/api/ailab/application/update',
      { action: 'start', programme: slug },
      { token: founder.token },
    );
    const id = started.body.id;
    const submitted = await call(
      url(),
      '/v2/api/ailab/application/update',
      {
        action: 'submit',
        id,
        version: 0,
        title: 'Harvest Sense',
        answers: { problem: 'Pests.', solution: 'Photos.', stage: 'idea', team_size: 1 },
      },
      { token: founder.token },
    );
    expect(submitted.status).toBe(200);
    const invalid = await call(
      url(),
      UPDATE,
      { action: 'state', id, to: 'interview' },
      { token: env.admin, language: 'en-US' },
    );
    expect(invalid.status).toBe(409);
    expect(invalid.body.error.message).toContain('submitted');
    expect(
      (await call(url(), UPDATE, { action: 'state', id, to: 'in_review' }, { token: env.admin })).status,
    ).toBe(200);

    const decisions = await Promise.all([
      call(url(), UPDATE, { action: 'decide', id, decision: 'accepted' }, { token: env.admin }),
      call(url(), UPDATE, { action: 'decide', id, decision: 'accepted' }, { token: env.reviewer }),
      call(
        url(),
        '/v2/api/admin/applications/decide',
        { ids: [id], decision: 'accepted' },
        { token: env.admin },
      ),
    ]);
    expect(
      decisions.filter(
        (answer) =>
          answer.status === 200 &&
          (answer.body.state === 'accepted' || answer.body.items?.[0]?.outcome === 'decided'),
      ),
    ).toHaveLength(1);
    const mails = (await env.server.readOutbox(founder.email)).filter((mail) =>
      mail.subject.includes('Welcome'),
    );
    expect(mails).toHaveLength(1);

    // Acceptance flows on: role 3, and the startup and cohort effects recorded, in the history.
    const roles = await env.server.server.ctx.db
      .selectFrom('user_roles')
      .select('role')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .where('users.email', '=', founder.email)
      .execute();
    expect(roles.map((row) => Number(row.role))).toContain(3);
    const view = await call(url(), GET, { id }, { token: env.admin });
    expect(view.body.effects.map((effect: { kind: string }) => effect.kind).sort()).toEqual([
      'add_to_cohort',
      'create_startup',
    ]);
    expect(view.body.history.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['role_granted', 'startup_created', 'effect_pending', 'email']),
    );
    // The startup is made in the studio at once, owned by the founder, once whatever the parallel decisions.
    const made = await env.server.server.ctx.db
      .selectFrom('startups')
      .innerJoin('users', 'users.id', 'startups.owner_id')
      .innerJoin('applications', 'applications.title', 'startups.name')
      .select(['startups.id', 'startups.name'])
      .where('users.email', '=', founder.email)
      .where('applications.id', '=', id)
      .execute();
    expect(made).toHaveLength(1);
    expect(
      view.body.effects.find((effect: { kind: string }) => effect.kind === 'create_startup').status,
    ).toBe('done');
    const audit = await env.server.server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((row) => row.action)).toContain('application.decide');
    // A decided application moves no further but to the archive.
    expect(
      (await call(url(), UPDATE, { action: 'decide', id, decision: 'rejected' }, { token: env.admin }))
        .status,
    ).toBe(409);
  });

  it('previews a bulk decision without changing anything, then decides', async () => {
    const { slug } = await createProgramme(env.server, env.admin, { phase: 'decision' });
    const first = await submittedApplication(env.server, slug, 'bulk.one@example.org');
    const second = await submittedApplication(env.server, slug, 'bulk.two@example.org');
    const dry = await call(
      url(),
      '/v2/api/admin/applications/decide',
      { ids: [first.id, second.id], decision: 'rejected', dry_run: true },
      { token: env.admin },
    );
    expect(dry.status).toBe(200);
    expect(dry.body.items.map((item: { outcome: string }) => item.outcome)).toEqual([
      'would_decide',
      'would_decide',
    ]);
    expect(dry.body.items[0].subject).toContain('Test programme');
    expect(await env.server.readOutbox('bulk.one@example.org')).toHaveLength(1);
    const done = await call(
      url(),
      '/v2/api/admin/applications/decide',
      { ids: [first.id, second.id], decision: 'rejected' },
      { token: env.admin },
    );
    expect(done.body.items.map((item: { outcome: string }) => item.outcome)).toEqual(['decided', 'decided']);
    expect(await env.server.readOutbox('bulk.one@example.org')).toHaveLength(2);
  });

  it('filters the queue by needs-my-review, state and score, and sorts by score', async () => {
    const queue = await call(
      url(),
      LIST,
      { programme: 'founders-spring', needs_my_review: true },
      { token: env.reviewer },
    );
    expect(queue.status).toBe(200);
    for (const item of queue.body.items) {
      expect(item.assigned_to_me).toBe(true);
      expect(item.reviewed_by_me).toBe(false);
    }
    const scored = await call(
      url(),
      LIST,
      { programme: 'founders-autumn', sort: '-score', min_score: 1 },
      { token: env.admin },
    );
    const scores = scored.body.items.map((item: { score: number }) => item.score);
    expect(scores.length).toBeGreaterThan(3);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const accepted = await call(
      url(),
      LIST,
      { programme: 'founders-autumn', state: 'accepted' },
      { token: env.admin },
    );
    expect(accepted.body.total).toBe(3);
    // The reviewer filter: exactly the applications assigned to that reviewer, counted right.
    const all = await call(url(), LIST, { limit: 100 }, { token: env.reviewer });
    const mine = all.body.items.filter((item: { assigned_to_me: boolean }) => item.assigned_to_me);
    expect(mine.length).toBeGreaterThan(2);
    const filtered = await call(
      url(),
      LIST,
      { reviewer: 'reviewer@example.com', sort: '-score', limit: 100 },
      { token: env.reviewer },
    );
    expect(filtered.body.total).toBe(mine.length);
    expect(filtered.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      mine.map((item: { id: string }) => item.id).sort(),
    );
    const nobody = await call(url(), LIST, { reviewer: 'nobody@example.com' }, { token: env.admin });
    expect(nobody.body).toMatchObject({ total: 0, items: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createProgramme, useApplicationServer } from './support/applications';
import { makeMembers } from './support/events';
import { call } from './support/http';
import { INSTITUTE, makeInstitute } from './support/institutes';

const UPDATE = '/v2/api/admin/application/update';
const GET = '/v2/api/admin/application/get';
const SAVE = '/v2/api/admin/programme/save';
const COHORTS = '/v2/api/admin/programme/cohorts';

describe.each(testDialects())('acceptance into the programme cohort (%s)', (dialect) => {
  const env = useApplicationServer(dialect);
  const url = () => env.server.url;

  /** A member's submitted application to a programme, moved into review. */
  async function inReview(slug: string, tag: string): Promise<{ id: string; userId: string }> {
    const [founder] = await makeMembers(env.server, 1, tag);
    if (!founder) throw new Error('no member');
    const started = await call(
      url(),
      '/v2/api/ailab/application/update',
      { action: 'start', programme: slug },
      { token: founder.token },
    );
    const id = started.body.id as string;
    const submitted = await call(
      url(),
      '/v2/api/ailab/application/update',
      {
        action: 'submit',
        id,
        version: 0,
        title: `Cohort venture ${tag}`,
        answers: { problem: 'Pests.', solution: 'Photos.', stage: 'idea', team_size: 1 },
      },
      { token: founder.token },
    );
    expect(submitted.status).toBe(200);
    const moved = await call(url(), UPDATE, { action: 'state', id, to: 'in_review' }, { token: env.admin });
    expect(moved.status).toBe(200);
    const user = await env.server.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', founder.email)
      .executeTakeFirstOrThrow();
    return { id, userId: user.id };
  }

  async function stays(userId: string) {
    return env.server.server.ctx.db
      .selectFrom('institute_members')
      .select(['team_id', 'until_at'])
      .where('user_id', '=', userId)
      .execute();
  }

  async function effect(id: string) {
    const view = await call(url(), GET, { id }, { token: env.admin });
    return {
      status: view.body.effects.find((row: { kind: string }) => row.kind === 'add_to_cohort')?.status,
      history: view.body.history.map((entry: { kind: string }) => entry.kind) as string[],
    };
  }

  it('lists open teams to programme managers only and refuses an unknown or closed cohort, naming it', async () => {
    const institute = await makeInstitute(env.server, env.admin, ['Spring cohort', 'Old cohort']);
    const closed = institute.teams['Old cohort'];
    const open = institute.teams['Spring cohort'];
    if (!closed || !open) throw new Error('no teams');
    await call(
      url(),
      `${INSTITUTE}/manage`,
      { institute_id: institute.id, action: 'team_close', team_id: closed },
      { token: env.admin },
    );
    const [founder] = await makeMembers(env.server, 1, 'cohort-list');
    expect((await call(url(), COHORTS, {})).status).toBe(401);
    expect((await call(url(), COHORTS, {}, { token: founder?.token })).status).toBe(403);
    const listed = await call(url(), COHORTS, {}, { token: env.reviewer });
    expect(listed.status).toBe(200);
    const ids = listed.body.items.map((team: { team_id: string }) => team.team_id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(closed);

    const programme = await createProgramme(env.server, env.admin);
    const list = await call(url(), '/v2/api/admin/programme/list', {}, { token: env.admin });
    const stored = list.body.items.find((item: { id: string }) => item.id === programme.id);
    expect(stored.cohort_team_id).toBeNull();
    const {
      counts: _counts,
      is_open: _open,
      created_at: _c,
      updated_at: _u,
      cohort_team_id: _k,
      ...settings
    } = stored;
    for (const [teamId, code] of [
      ['no-such-team', 'unknown_team'],
      [closed, 'team_closed'],
    ] as const) {
      const refused = await call(
        url(),
        SAVE,
        { ...settings, cohort_team_id: teamId },
        { token: env.admin, language: 'en-US' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields[0]).toMatchObject({ field: 'cohort_team_id', code });
    }
    const saved = await call(url(), SAVE, { ...settings, cohort_team_id: open }, { token: env.admin });
    expect(saved.status).toBe(200);
    expect(saved.body.cohort_team_id).toBe(open);
    const named = await call(url(), COHORTS, {}, { token: env.admin });
    expect(named.body.items).toContainEqual({
      team_id: open,
      team_name: 'Spring cohort',
      institute_name: `Institute ${institute.slug}`,
      open: true,
    });
    // A save that leaves the cohort out keeps it; null takes it away.
    const kept = await call(url(), SAVE, { ...settings, title: 'Renamed' }, { token: env.admin });
    expect(kept.body.cohort_team_id).toBe(open);
    const cleared = await call(url(), SAVE, { ...settings, cohort_team_id: null }, { token: env.admin });
    expect(cleared.body.cohort_team_id).toBeNull();
  });

  it('puts an accepted founder in the cohort team in the decision, once whatever the parallel decisions', async () => {
    const institute = await makeInstitute(env.server, env.admin, ['Autumn cohort']);
    const team = institute.teams['Autumn cohort'];
    const { slug } = await createProgramme(env.server, env.admin, {
      phase: 'decision',
      cohort_team_id: team,
    });
    const { id, userId } = await inReview(slug, 'cohort-accept');
    const decisions = await Promise.all([
      call(url(), UPDATE, { action: 'decide', id, decision: 'accepted' }, { token: env.admin }),
      call(url(), UPDATE, { action: 'decide', id, decision: 'accepted' }, { token: env.admin }),
      call(
        url(),
        '/v2/api/admin/applications/decide',
        { ids: [id], decision: 'accepted' },
        { token: env.admin },
      ),
    ]);
    expect(decisions.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await stays(userId)).toEqual([{ team_id: team, until_at: null }]);
    const after = await effect(id);
    expect(after.status).toBe('done');
    expect(after.history.filter((kind) => kind === 'cohort_joined')).toHaveLength(1);
    const audit = await env.server.server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', institute.id)
      .where('action', '=', 'institute.member.add')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps the place pending until the programme names a cohort, then makes it in that save', async () => {
    const programme = await createProgramme(env.server, env.admin, { phase: 'decision' });
    const { id, userId } = await inReview(programme.slug, 'cohort-later');
    const accepted = await call(
      url(),
      UPDATE,
      { action: 'decide', id, decision: 'accepted' },
      { token: env.admin },
    );
    expect(accepted.status).toBe(200);
    const before = await effect(id);
    expect(before.status).toBe('pending');
    expect(before.history).toContain('effect_pending');
    expect(await stays(userId)).toEqual([]);

    const institute = await makeInstitute(env.server, env.admin, ['Late cohort']);
    const team = institute.teams['Late cohort'];
    const list = await call(url(), '/v2/api/admin/programme/list', {}, { token: env.admin });
    const stored = list.body.items.find((item: { id: string }) => item.id === programme.id);
    const {
      counts: _counts,
      is_open: _open,
      created_at: _c,
      updated_at: _u,
      cohort_team_id: _k,
      ...settings
    } = stored;
    const saved = await call(url(), SAVE, { ...settings, cohort_team_id: team }, { token: env.admin });
    expect(saved.status).toBe(200);
    expect(await stays(userId)).toEqual([{ team_id: team, until_at: null }]);
    const after = await effect(id);
    expect(after.status).toBe('done');
    expect(after.history).toContain('cohort_joined');
    // Saving again changes nothing more.
    await call(url(), SAVE, { ...settings, cohort_team_id: team }, { token: env.admin });
    expect(await stays(userId)).toHaveLength(1);
  });

  it('staffs the demo programme completely: two demo reviewers hold role 98', async () => {
    const plan = await call(
      url(),
      '/v2/api/admin/applications/assign',
      { programme: 'founders-spring', dry_run: true },
      { token: env.admin },
    );
    expect(plan.status).toBe(200);
    const reviewers = plan.body.reviewers.map((row: { email: string }) => row.email);
    expect(reviewers).toEqual(expect.arrayContaining(['reviewer@example.com', 'reviewer2@example.com']));
    expect(plan.body.items.length).toBeGreaterThan(0);
    expect(plan.body.items.every((item: { missing: number }) => item.missing === 0)).toBe(true);
  });
});

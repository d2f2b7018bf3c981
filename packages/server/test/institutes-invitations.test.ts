import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { findRolesOfUser } from '../src/identity/user-roles.repository';
import { testDialects } from '../src/testing/start-test-server';
import { mailsTo } from './support/events';
import { call } from './support/http';
import {
  INVITATION,
  invitationToken,
  makeInstitute,
  person,
  SUPERVISOR_ADMIN,
  useInstitutesServer,
} from './support/institutes';
import { ok } from './support/learning';

describe.each(testDialects())('institutes: supervisor invitations (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);
  const invite = (body: object) =>
    call(env.server.url, `${SUPERVISOR_ADMIN}/invite`, body, { token: env.staff });

  it('invites by email with a hashed single-use link; accepting grants role 10 with the scope', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['Red', 'Blue']);
    const who = await person(env.server, 'sup', [ROLE.learner]);
    const sent = await invite({
      institute_id: inst.id,
      email: who.email.toUpperCase(),
      team_ids: [inst.teams.Red],
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ email: who.email, status: 'pending', team_names: ['Red'] });
    const token = await invitationToken(env.server, who.email);
    const stored = await env.server.server.ctx.db
      .selectFrom('supervisor_invitations')
      .select('token_hash')
      .where('id', '=', sent.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const view = await ok(env.server.url, `${INVITATION}/view`, { token });
    expect(view).toMatchObject({ status: 'pending', team_names: ['Red'], email: who.email });
    // Someone else signed in cannot take it.
    const other = await person(env.server, 'other', [ROLE.learner]);
    expect(
      (await call(env.server.url, `${INVITATION}/accept`, { token }, { token: other.token })).status,
    ).toBe(403);

    const accepted = await ok(env.server.url, `${INVITATION}/accept`, { token }, who.token);
    expect(accepted.status).toBe('accepted');
    expect(await findRolesOfUser(env.server.server.ctx.db, who.id)).toContain(ROLE.instituteAdmin);
    const info = await ok(env.server.url, '/v2/api/supervisor/edu/institute/info', {}, who.token);
    expect(info.institutes).toEqual([
      expect.objectContaining({
        id: inst.id,
        whole_institute: false,
        teams: [expect.objectContaining({ name: 'Red' })],
      }),
    ]);
    // Single use.
    const reuse = await call(env.server.url, `${INVITATION}/accept`, { token }, { token: who.token });
    expect(reuse.status).toBe(409);
    expect(reuse.body.error.code).toBe('INVITATION_CLOSED');

    // Removing the last scope removes role 10.
    await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/manage`,
      { action: 'remove', institute_id: inst.id, user_id: who.id },
      env.staff,
    );
    expect(await findRolesOfUser(env.server.server.ctx.db, who.id)).not.toContain(ROLE.instituteAdmin);
  });

  it('answers ALREADY_EXISTS for a second pending invitation and RESOURCE_EXHAUSTED past the cap', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['T']);
    const body = { institute_id: inst.id, email: `twice-${dialect}@example.com` };
    expect((await invite(body)).status).toBe(200);
    const second = await invite(body);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('ALREADY_EXISTS');
    // Another scope for the same person is another invitation.
    expect((await invite({ ...body, team_ids: [inst.teams.T] })).status).toBe(200);
    for (let index = 2; index < 25; index++)
      expect(
        (await invite({ institute_id: inst.id, email: `cap${index}-${dialect}@example.com` })).status,
      ).toBe(200);
    const over = await invite({ institute_id: inst.id, email: `cap-over-${dialect}@example.com` });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RESOURCE_EXHAUSTED');
    expect(await mailsTo(env.server, `cap-over-${dialect}@example.com`)).toEqual([]);
  });

  it('lets parallel invitations leave one pending, and parallel accepts grant exactly once', async () => {
    const inst = await makeInstitute(env.server, env.staff, []);
    const who = await person(env.server, 'race', [ROLE.learner]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => invite({ institute_id: inst.id, email: who.email })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'ALREADY_EXISTS')).toBe(
      true,
    );
    const token = await invitationToken(env.server, who.email);
    const accepts = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(env.server.url, `${INVITATION}/accept`, { token }, { token: who.token }),
      ),
    );
    expect(accepts.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const scopes = await env.server.server.ctx.db
      .selectFrom('supervisor_scopes')
      .selectAll()
      .where('user_id', '=', who.id)
      .execute();
    expect(scopes).toHaveLength(1);
    const audits = await env.server.server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'institute.supervisor.accept')
      .where('actor_id', '=', who.id)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('expires after 14 days by the clock; a declined or revoked invitation cannot be accepted', async () => {
    const inst = await makeInstitute(env.server, env.staff, []);
    const late = await person(env.server, 'late', [ROLE.learner]);
    await invite({ institute_id: inst.id, email: late.email });
    const token = await invitationToken(env.server, late.email);
    // A session that outlives the jump of the clock.
    const admin = await person(env.server, 'admin-clock', [ROLE.admin]);
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 14 * 86_400_000 + 60_000);
    try {
      const expired = await call(env.server.url, `${INVITATION}/accept`, { token }, { token: late.token });
      expect(expired.status).toBe(409);
      expect(expired.body.error.message).toContain('expired');
      expect((await ok(env.server.url, `${INVITATION}/view`, { token })).status).toBe('expired');
      // The expired one no longer blocks a new invitation for the same person.
      const again = await call(
        env.server.url,
        `${SUPERVISOR_ADMIN}/invite`,
        { institute_id: inst.id, email: late.email },
        { token: admin.token },
      );
      expect(again.status).toBe(200);
    } finally {
      ctx.now = realNow;
    }
    expect(await findRolesOfUser(ctx.db, late.id)).not.toContain(ROLE.instituteAdmin);

    const decliner = await person(env.server, 'decline', [ROLE.learner]);
    await invite({ institute_id: inst.id, email: decliner.email });
    const declineToken = await invitationToken(env.server, decliner.email);
    expect((await ok(env.server.url, `${INVITATION}/decline`, { token: declineToken })).status).toBe(
      'declined',
    );
    expect(
      (await call(env.server.url, `${INVITATION}/accept`, { token: declineToken }, { token: decliner.token }))
        .status,
    ).toBe(409);

    const revoked = await person(env.server, 'revoked', [ROLE.learner]);
    const sent = await invite({ institute_id: inst.id, email: revoked.email });
    const revokeToken = await invitationToken(env.server, revoked.email);
    await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/manage`,
      { action: 'revoke', invitation_id: sent.body.id },
      env.staff,
    );
    expect(
      (await call(env.server.url, `${INVITATION}/accept`, { token: revokeToken }, { token: revoked.token }))
        .status,
    ).toBe(409);
    const listed = await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/listing`,
      { institute_id: inst.id, status: 'revoked' },
      env.staff,
    );
    expect(listed.items.map((i: { email: string }) => i.email)).toEqual([revoked.email]);
  });

  it('resends with a new link (the old one stops working) and changes a supervisor scope', async () => {
    const inst = await makeInstitute(env.server, env.staff, ['One', 'Two']);
    const who = await person(env.server, 'resend', [ROLE.learner]);
    const sent = await invite({ institute_id: inst.id, email: who.email });
    const first = await invitationToken(env.server, who.email);
    await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/manage`,
      { action: 'resend', invitation_id: sent.body.id },
      env.staff,
    );
    const second = await invitationToken(env.server, who.email);
    expect(second).not.toBe(first);
    expect((await call(env.server.url, `${INVITATION}/view`, { token: first })).status).toBe(404);
    await ok(env.server.url, `${INVITATION}/accept`, { token: second }, who.token);
    const changed = await ok(
      env.server.url,
      `${SUPERVISOR_ADMIN}/manage`,
      { action: 'change_scope', institute_id: inst.id, user_id: who.id, team_ids: [inst.teams.Two] },
      env.staff,
    );
    expect(changed.supervisor.scopes).toEqual([{ team_id: inst.teams.Two, team_name: 'Two' }]);
    const info = await ok(env.server.url, '/v2/api/supervisor/edu/institute/info', {}, who.token);
    expect(info.institutes[0].teams.map((t: { name: string }) => t.name)).toEqual(['Two']);
  });
});

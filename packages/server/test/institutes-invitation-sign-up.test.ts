import { ROLE } from '@ailab/core/roles/roles';
import { describe, expect, it } from 'vitest';
import { createInvitedUser } from '../src/features/users/invitations.service';
import { findRolesOfUser } from '../src/identity/user-roles.repository';
import { findUserByEmail } from '../src/identity/users.repository';
import { testDialects } from '../src/testing/start-test-server';
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

const PASSWORD = 'a-long-enough-password';

describe.each(testDialects())('institutes: signing up through an invitation link (%s)', (dialect) => {
  const env = useInstitutesServer(dialect);
  const invite = async (email: string, teamIds: string[] = []) => {
    const inst = await makeInstitute(env.server, env.staff, ['Red', 'Blue']);
    const sent = await call(
      env.server.url,
      `${SUPERVISOR_ADMIN}/invite`,
      { institute_id: inst.id, email, team_ids: teamIds.map((name) => inst.teams[name]) },
      { token: env.staff },
    );
    expect(sent.status).toBe(200);
    return { inst, token: await invitationToken(env.server, email) };
  };
  const signUp = (token: string, extra: object = {}) =>
    call(env.server.url, `${INVITATION}/sign-up`, {
      token,
      password: PASSWORD,
      first_name: 'Noa',
      last_name: 'Newton',
      ...extra,
    });

  it('creates a verified account, accepts with the scope, signs in; the link is then used up', async () => {
    const email = `new-sup-${dialect}@example.edu`;
    const { inst, token } = await invite(email, ['Red']);
    expect((await ok(env.server.url, `${INVITATION}/view`, { token })).has_account).toBe(false);

    const bad = await signUp(token, { password: 'short' });
    expect(bad.status).toBe(400);
    expect(await findUserByEmail(env.server.server.ctx.db, email)).toBeUndefined();

    const made = await signUp(token);
    expect(made.status).toBe(200);
    expect(made.body.user).toMatchObject({ email, first_name: 'Noa', last_name: 'Newton' });
    const db = env.server.server.ctx.db;
    const user = await findUserByEmail(db, email);
    expect(user?.email_verified).toBe(1);
    expect(await findRolesOfUser(db, user?.id ?? '')).toEqual([ROLE.instituteAdmin]);
    const info = await ok(env.server.url, '/v2/api/supervisor/edu/institute/info', {}, made.body.token);
    expect(info.institutes).toEqual([
      expect.objectContaining({ id: inst.id, teams: [expect.objectContaining({ name: 'Red' })] }),
    ]);
    // The chosen password works for a normal sign-in.
    const login = await call(env.server.url, '/v2/api/user/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);

    const again = await signUp(token);
    expect(again.status).toBe(410);
    expect(again.body.error).toMatchObject({
      code: 'LINK_INVALID',
      message: 'This link is not valid or has expired. Ask for a new one.',
    });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'institute.supervisor.accept')
      .where('actor_id', '=', user?.id ?? '')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('answers the one link text for unknown, expired and declined links, creating nothing', async () => {
    const unknown = await signUp('x'.repeat(40));
    expect(unknown.status).toBe(410);
    expect(unknown.body.error.code).toBe('LINK_INVALID');

    const declinedEmail = `declined-${dialect}@example.edu`;
    const declined = await invite(declinedEmail);
    await ok(env.server.url, `${INVITATION}/decline`, { token: declined.token });
    expect((await signUp(declined.token)).body.error.code).toBe('LINK_INVALID');

    const expiredEmail = `expired-${dialect}@example.edu`;
    const expired = await invite(expiredEmail);
    const ctx = env.server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + 14 * 86_400_000 + 60_000);
    try {
      const late = await signUp(expired.token);
      expect(late.status).toBe(410);
      expect(late.body.error.code).toBe('LINK_INVALID');
    } finally {
      ctx.now = realNow;
    }
    for (const email of [declinedEmail, expiredEmail])
      expect(await findUserByEmail(ctx.db, email)).toBeUndefined();
  });

  it('sends an address with an account to sign in; completes an unverified one', async () => {
    const who = await person(env.server, 'has-account', [ROLE.learner]);
    const { token } = await invite(who.email);
    expect((await ok(env.server.url, `${INVITATION}/view`, { token })).has_account).toBe(true);
    const refused = await signUp(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('Sign in');
    // Nothing changed: the invitation is still pending, the password is the old one.
    expect((await ok(env.server.url, `${INVITATION}/view`, { token })).status).toBe('pending');

    // An address with a sign-up never confirmed: the link proves it, the account is completed.
    const email = `pending-${dialect}@example.edu`;
    await call(env.server.url, '/v1/api/public/sign_up', {
      email,
      password: 'another-long-password',
      first_name: 'Old',
      last_name: 'Name',
    });
    await expect.poll(async () => findUserByEmail(env.server.server.ctx.db, email)).toBeDefined();
    const pending = await invite(email);
    const done = await signUp(pending.token);
    expect(done.status).toBe(200);
    expect(done.body.user.first_name).toBe('Noa');
    const loginOld = await call(env.server.url, '/v2/api/user/login', {
      email,
      password: 'another-long-password',
    });
    expect(loginOld.status).toBe(401);
  });

  it('two parallel sign-ups through one link: exactly one account, one acceptance', async () => {
    const email = `race-${dialect}@example.edu`;
    const { token } = await invite(email);
    const answers = await Promise.all([signUp(token), signUp(token), signUp(token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 410, 410]);
    const rows = await env.server.server.ctx.db
      .selectFrom('supervisor_scopes')
      .innerJoin('users', 'users.id', 'supervisor_scopes.user_id')
      .select('supervisor_scopes.id')
      .where('users.email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('makes an account when the user name its email suggests was taken in the meantime; not twice for one email', async () => {
    const ctx = env.server.server.ctx;
    const first = `taken-${dialect}@one.example.edu`;
    const second = `taken-${dialect}@two.example.edu`;
    const made = await createInvitedUser(ctx, ctx.db, { email: first, roles: [ROLE.learner] });
    expect(made.created).toBe(true);
    // What a parallel writer does: `takenUserNames` (looked up before it) does not hold the name.
    const next = await ctx.db.transaction().execute(async (trx) => {
      const other = await createInvitedUser(
        ctx,
        trx,
        { email: second, roles: [ROLE.learner] },
        {
          takenUserNames: new Set(),
        },
      );
      // The transaction is still usable after the name clash (PostgreSQL aborts it on an error).
      const again = await createInvitedUser(
        ctx,
        trx,
        { email: first, roles: [ROLE.learner] },
        {
          takenUserNames: new Set(),
        },
      );
      return { other, again };
    });
    expect(next.other.created).toBe(true);
    expect(next.other.userName).not.toBe(made.userName);
    expect(next.again).toMatchObject({ created: false, id: '' });
    expect((await findUserByEmail(ctx.db, second))?.user_name).toBe(next.other.userName);
  });
});

import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call, DEMO_PASSWORD, signIn } from './support/http';

const A = '/v2/api/admin/user';

describe.each(testDialects())('account lifecycle (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('disables an account: its tokens stop at once, sign-in says disabled; enabling restores sign-in', async () => {
    const token = await signIn(fx.server.url, 'tools@example.com');
    const id = await userIdOf(fx.server, fx.admin, 'tools@example.com');
    const disabled = await call(fx.server.url, `${A}/disable`, { user_id: id }, { token: fx.admin });
    expect(disabled.status).toBe(200);
    expect(disabled.body.user.disabled).toBe(true);
    expect((await call(fx.server.url, '/v2/api/user/who_am_i', {}, { token })).status).toBe(401);
    const login = await call(fx.server.url, '/v2/api/user/login', {
      email: 'tools@example.com',
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('ACCOUNT_DISABLED');
    const enabled = await call(fx.server.url, `${A}/enable`, { user_id: id }, { token: fx.admin });
    expect(enabled.body.user.disabled).toBe(false);
    expect((await call(fx.server.url, '/v2/api/user/who_am_i', {}, { token })).status).toBe(401);
    await signIn(fx.server.url, 'tools@example.com');
  });

  it('signs a user out everywhere and shows live sessions in the detail', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'intern@example.com');
    const one = await signIn(fx.server.url, 'intern@example.com');
    await signIn(fx.server.url, 'intern@example.com');
    const detail = await call(fx.server.url, `${A}/get`, { user_id: id }, { token: fx.admin });
    expect(detail.body.sessions.length).toBe(2);
    expect(JSON.stringify(detail.body)).not.toContain('token_hash');
    await call(fx.server.url, `${A}/sign_out_everywhere`, { user_id: id }, { token: fx.admin });
    expect((await call(fx.server.url, '/v2/api/user/who_am_i', {}, { token: one })).status).toBe(401);
    expect(
      (await call(fx.server.url, `${A}/get`, { user_id: id }, { token: fx.admin })).body.sessions,
    ).toEqual([]);
  });

  it('forces a password reset: the old password fails, the emailed link sets a new one', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'investor@example.com');
    const reset = await call(
      fx.server.url,
      `${A}/force_password_reset`,
      { user_id: id },
      { token: fx.admin },
    );
    expect(reset.body.user.password_set).toBe(false);
    const old = await call(fx.server.url, '/v2/api/user/login', {
      email: 'investor@example.com',
      password: DEMO_PASSWORD,
    });
    expect(old.status).toBe(401);
    const link = await fx.server.latestLink('investor@example.com');
    const token = new URL(link).searchParams.get('reset');
    const confirmed = await call(fx.server.url, '/v2/api/user/reset_password', {
      step: 'confirm_link',
      token,
      new_password: 'Brand-new-password-1',
    });
    expect(confirmed.status).toBe(200);
    await signIn(fx.server.url, 'investor@example.com', 'Brand-new-password-1');
  });

  it('invites by email once; the invitee sets a password by link and signs in with the granted roles', async () => {
    const invited = await call(
      fx.server.url,
      `${A}/invite`,
      { email: 'New.Person@Example.com', first_name: 'Nia', roles: [1, 8], language: 'es-MX' },
      { token: fx.admin },
    );
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({
      created: true,
      user: { email: 'new.person@example.com', roles: [1, 8] },
    });
    const again = await call(
      fx.server.url,
      `${A}/invite`,
      { email: 'new.person@example.com' },
      { token: fx.admin },
    );
    expect(again.body.created).toBe(false);
    const mails = await fx.server.readOutbox('new.person@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Te invitaron a AI Lab');
    // The invitation opens the activation page, not "Reset your password" (issue 25 item 11).
    const invitation = new URL(await fx.server.latestLink('new.person@example.com'));
    expect(invitation.pathname).toBe('/change-password');
    expect(invitation.searchParams.get('reset')).toBeNull();
    const token = invitation.searchParams.get('activate');
    await call(fx.server.url, '/v2/api/user/reset_password', {
      step: 'confirm_link',
      token,
      new_password: 'Invitee-password-1',
    });
    const session = await signIn(fx.server.url, 'new.person@example.com', 'Invitee-password-1');
    const me = await call(fx.server.url, '/v2/api/user/who_am_i', {}, { token: session });
    expect(me.body.user).toMatchObject({ roles: [1, 8], email_verified: true });
  });

  it('lets only an administrator invite with role 99 or act on an administrator', async () => {
    const holder = await userIdOf(fx.server, fx.admin, 'reviewer@example.com');
    await call(
      fx.server.url,
      '/v2/api/admin/role/add_update',
      { user_ids: [holder], grant: [99] },
      { token: fx.admin },
    );
    const partial = await signIn(fx.server.url, 'reviewer@example.com');
    const invite = await call(
      fx.server.url,
      `${A}/invite`,
      { email: 'boss@example.com', roles: [99] },
      { token: partial },
    );
    expect(invite.status).toBe(403);
    const staffId = await userIdOf(fx.server, fx.admin, 'staff@example.com');
    expect((await call(fx.server.url, `${A}/disable`, { user_id: staffId }, { token: partial })).status).toBe(
      403,
    );
  });

  it('refuses unknown keys and unknown users', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'member@example.com');
    const extra = await call(
      fx.server.url,
      `${A}/disable`,
      { user_id: id, password_hash: 'x' },
      { token: fx.admin },
    );
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields[0].field).toBe('password_hash');
    expect(
      (await call(fx.server.url, `${A}/enable`, { user_id: 'nobody' }, { token: fx.admin })).status,
    ).toBe(404);
    const bad = await call(fx.server.url, `${A}/invite`, { email: 'not-an-email' }, { token: fx.admin });
    expect(bad.body.error.fields[0].field).toBe('email');
  });
});

describe.each(testDialects())('admin changes are audited (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('records who changed what, with before and after, for roles, lifecycle and settings', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'tools@example.com');
    await call(
      fx.server.url,
      '/v2/api/admin/role/add_update',
      { user_ids: [id], grant: [1] },
      { token: fx.admin },
    );
    await call(fx.server.url, `${A}/disable`, { user_id: id }, { token: fx.admin });
    await call(fx.server.url, `${A}/invite`, { email: 'audited@example.com' }, { token: fx.admin });
    await call(
      fx.server.url,
      '/v1/api/app_setting/update',
      { key: 'platform_name', value: 'Audited' },
      { token: fx.admin },
    );
    const refused = await call(
      fx.server.url,
      '/v2/api/admin/role/add_update',
      { user_ids: [id], grant: [7] },
      { token: fx.admin },
    );
    expect(refused.status).toBe(400);
    const answer = await call(fx.server.url, '/v2/api/admin/audit/list', { limit: 50 }, { token: fx.admin });
    expect(answer.status).toBe(200);
    const actions = answer.body.items.map((entry: { action: string }) => entry.action).sort();
    expect(actions).toEqual(['setting.update', 'user.disable', 'user.invite', 'user.roles.update']);
    const roles = answer.body.items.find((entry: { action: string }) => entry.action === 'user.roles.update');
    expect(roles.before.roles).toEqual([6]);
    expect(roles.after.roles).toEqual([1, 6]);
  });

  it('writes nothing for a no-op: a held role granted, a missing one revoked, a disabled account disabled', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'staff@example.com');
    const roles = '/v2/api/admin/role/add_update';
    const granted = await call(fx.server.url, roles, { user_ids: [id], grant: [3] }, { token: fx.admin });
    expect(granted.body.changed).toEqual([id]);
    await call(fx.server.url, `${A}/disable`, { user_id: id }, { token: fx.admin });
    const audited = async () =>
      (
        await call(
          fx.server.url,
          '/v2/api/admin/audit/list',
          { target_type: 'user', limit: 100 },
          { token: fx.admin },
        )
      ).body.total;
    const before = await audited();
    const again = await call(fx.server.url, roles, { user_ids: [id], grant: [3] }, { token: fx.admin });
    expect(again.status).toBe(200);
    expect(again.body.changed).toEqual([]);
    const missing = await call(fx.server.url, roles, { user_ids: [id], revoke: [6] }, { token: fx.admin });
    expect(missing.body).toMatchObject({ changed: [], users: [{ id, roles: again.body.users[0].roles }] });
    const disabled = await call(fx.server.url, `${A}/disable`, { user_id: id }, { token: fx.admin });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ changed: false, user: { disabled: true } });
    expect(await audited()).toBe(before);
    const enabled = await call(fx.server.url, `${A}/enable`, { user_id: id }, { token: fx.admin });
    expect(enabled.body.changed).toBe(true);
    const enabledAgain = await call(fx.server.url, `${A}/enable`, { user_id: id }, { token: fx.admin });
    expect(enabledAgain.body).toMatchObject({
      changed: false,
      message: 'The account is not disabled; nothing changed.',
    });
    expect(await audited()).toBe(before + 1);
  });

  it('deletes an account: personal data erased, roles and sessions gone, audited without the data; again is a no-op', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'angel@example.com');
    const token = await signIn(fx.server.url, 'angel@example.com');
    const deleted = await call(fx.server.url, `${A}/delete`, { user_id: id }, { token: fx.admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      changed: true,
      user: {
        id,
        email: `deleted-${id}@deleted.invalid`,
        first_name: '',
        last_name: '',
        roles: [],
        disabled: true,
      },
    });
    expect(JSON.stringify(deleted.body)).not.toMatch(/angel/i);
    expect((await call(fx.server.url, '/v2/api/user/who_am_i', {}, { token })).status).toBe(401);
    const login = await call(fx.server.url, '/v2/api/user/login', {
      email: 'angel@example.com',
      password: DEMO_PASSWORD,
    });
    expect(login.status).not.toBe(200);
    const search = await call(
      fx.server.url,
      '/v2/api/admin/all_users',
      { query: 'angel' },
      { token: fx.admin },
    );
    expect(search.body.items).toEqual([]);
    const audit = async () =>
      (
        await call(
          fx.server.url,
          '/v2/api/admin/audit/list',
          { target_type: 'user', limit: 100 },
          { token: fx.admin },
        )
      ).body;
    const entries = (await audit()).items.filter(
      (entry: { action: string }) => entry.action === 'user.delete',
    );
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries[0])).not.toMatch(/angel/i);
    const total = (await audit()).total;
    const again = await call(fx.server.url, `${A}/delete`, { user_id: id }, { token: fx.admin });
    expect(again.body).toMatchObject({
      changed: false,
      message: 'The account was already deleted; nothing changed.',
    });
    expect((await audit()).total).toBe(total);
  });
});

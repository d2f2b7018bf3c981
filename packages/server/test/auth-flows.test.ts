import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, DEMO_PASSWORD, signIn } from './support/http';

describe.each(testDialects())('account flows (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('pings with the database it runs on', async () => {
    const answer = await call(server.url, '/v2/api/open/ping');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, database: dialect });
  });

  it('serves the public app config', async () => {
    const answer = await call(server.url, '/v1/api/app_config', {});
    expect(answer.body).toMatchObject({
      languages: ['en-US', 'es-MX', 'ja-JP'],
      default_language: 'en-US',
      password_min_length: 10,
    });
    expect(answer.body.hosts.education).toBe('education.localhost');
  });

  it('makes the administrator change the default password, then signs in again with the new one', async () => {
    const first = await call(server.url, '/v2/api/user/login', {
      email: server.adminEmail,
      password: server.adminPassword,
    });
    expect(first.status).toBe(200);
    expect(first.body.must_change_password).toBe(true);
    expect(first.body.user.roles).toEqual([1, 3, 4, 5, 6, 8, 10, 98, 99]);
    expect(first.body.user.area_code).toBe('100');
    const token = first.body.token;

    const who = await call(server.url, '/v2/api/user/who_am_i', {}, { token });
    expect(who.body).toMatchObject({
      result: true,
      user: { email: server.adminEmail, must_change_password: true },
    });
    const held = await call(
      server.url,
      '/v2/api/user/update_info',
      { first_name: 'Ada' },
      { token, method: 'PUT' },
    );
    expect(held.status).toBe(403);
    expect(held.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const wrong = await call(
      server.url,
      '/v2/api/user/update_default_password',
      { current_password: 'nope', new_password: 'Brand-new-pass-1' },
      { token },
    );
    expect(wrong.status).toBe(401);
    const weak = await call(
      server.url,
      '/v2/api/user/update_default_password',
      { current_password: server.adminPassword, new_password: 'short' },
      { token },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields[0].field).toBe('new_password');

    const changed = await call(
      server.url,
      '/v2/api/user/update_default_password',
      { current_password: server.adminPassword, new_password: 'Brand-new-pass-1' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.must_change_password).toBe(false);
    expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token })).status).toBe(401);

    const again = await call(server.url, '/v2/api/user/login', {
      email: server.adminEmail,
      password: 'Brand-new-pass-1',
    });
    expect(again.status).toBe(200);
    expect(again.body.previous_login_at).not.toBeNull();
    expect(
      (
        await call(server.url, '/v2/api/user/login', {
          email: server.adminEmail,
          password: server.adminPassword,
        })
      ).status,
    ).toBe(401);
  });

  it('registers, verifies by the emailed code, and signs in', async () => {
    const email = `new-${dialect}@example.org`;
    const signUp = await call(server.url, '/v1/api/public/sign_up', {
      email,
      password: 'Registered-pass-1',
      first_name: 'Nia',
      last_name: 'New',
    });
    expect(signUp.status).toBe(200);
    // The account side of a sign-up runs after the answer (equal timing for every address).
    await server.server.ctx.tasks.idle();
    const blocked = await call(server.url, '/v2/api/user/login', { email, password: 'Registered-pass-1' });
    expect(blocked.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(
      (await call(server.url, '/v2/api/user/verify_code', { email, code: '000000' })).body.error.code,
    ).toBe('CODE_INVALID');
    const code = await server.latestCode(email);
    const verified = await call(server.url, '/v2/api/user/verify_code', { email, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, email_verified: true, roles: [8] });
    expect((await call(server.url, '/v2/api/user/verify_code', { email, code })).status).toBe(400);
    expect(
      (await call(server.url, '/v2/api/user/login', { email, password: 'Registered-pass-1' })).status,
    ).toBe(200);
  });

  it('answers a sign-up for a taken address like any other, without touching the account', async () => {
    const taken = await call(server.url, '/v1/api/public/sign_up', {
      email: 'research@example.com',
      password: 'Takeover-pass-1',
      first_name: 'X',
      last_name: 'Y',
    });
    const fresh = await call(server.url, '/v1/api/public/sign_up', {
      email: `other-${dialect}@example.org`,
      password: 'Takeover-pass-1',
      first_name: 'X',
      last_name: 'Y',
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body.message).toBe(fresh.body.message);
    expect((await server.readOutbox('research@example.com')).at(-1)?.subject).toMatch(/already have/);
    expect(await signIn(server.url, 'research@example.com', DEMO_PASSWORD)).toMatch(/^ailab_s_/);
  });

  it('withdraws a pending sign-up with its code, and never a verified account', async () => {
    const email = `withdraw-${dialect}@example.org`;
    await call(server.url, '/v1/api/public/sign_up', {
      email,
      password: 'Withdraw-pass-1',
      first_name: 'W',
      last_name: 'D',
    });
    const code = await server.latestCode(email);
    expect((await call(server.url, '/v1/api/public/sign_up/remove', { email, code })).status).toBe(200);
    expect((await call(server.url, '/v2/api/user/verify_code', { email, code })).status).toBe(400);
    expect(
      (
        await call(server.url, '/v1/api/public/sign_up/remove', {
          email: 'student@example.com',
          code: '123456',
        })
      ).status,
    ).toBe(400);
    expect(await signIn(server.url, 'student@example.com')).toBeTruthy();
  });

  it('checks sign-up fields and preferences without saving them', async () => {
    const checked = await call(server.url, '/v1/api/public/sign_up/validate', {
      email: 'bad',
      password: 'short',
    });
    expect(checked.body.valid).toBe(false);
    expect(checked.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['email', 'password']);
    expect(
      (await call(server.url, '/v1/api/public/sign_up/validate', { email: 'ok@example.org' })).body,
    ).toEqual({ valid: true, issues: [] });
    const choices = await call(server.url, '/v1/api/public/preferences', {}, { language: 'es-MX' });
    expect(choices.body.interests.find((item: { key: string }) => item.key === 'events').label).toBe(
      'Eventos',
    );
    const prefs = await call(server.url, '/v1/api/public/preferences/validate', {
      preferences: { interests: ['golf'] },
    });
    expect(prefs.body.valid).toBe(false);
    expect(prefs.body.issues[0].field).toBe('interests.0');
  });

  it('resets a password by emailed code and by link; both revoke old sessions and are single-use', async () => {
    const email = 'intern@example.com';
    const before = await signIn(server.url, email);
    await call(server.url, '/v2/api/user/reset_password', { step: 'request', email });
    const code = await server.latestCode(email);
    const reset = await call(server.url, '/v2/api/user/reset_password', {
      step: 'confirm',
      email,
      code,
      new_password: 'Reset-by-code-1',
    });
    expect(reset.status).toBe(200);
    expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token: before })).status).toBe(401);
    expect(await signIn(server.url, email, 'Reset-by-code-1')).toBeTruthy();

    await call(server.url, '/v2/api/user/reset_password', { step: 'request', email });
    const token = new URL(await server.latestLink(email)).searchParams.get('reset') ?? '';
    const byLink = await call(server.url, '/v2/api/user/reset_password', {
      step: 'confirm_link',
      token,
      new_password: 'Reset-by-link-1',
    });
    expect(byLink.status).toBe(200);
    expect(
      (
        await call(server.url, '/v2/api/user/reset_password', {
          step: 'confirm_link',
          token,
          new_password: 'Reset-by-link-2',
        })
      ).status,
    ).toBe(400);
    expect(await signIn(server.url, email, 'Reset-by-link-1')).toBeTruthy();
  });

  it('answers a reset request the same for unknown and known emails', async () => {
    const known = await call(server.url, '/v2/api/user/reset_password', {
      step: 'request',
      email: 'tools@example.com',
    });
    const unknown = await call(server.url, '/v2/api/user/reset_password', {
      step: 'request',
      email: 'nobody@example.com',
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await server.readOutbox('nobody@example.com')).toEqual([]);
  });

  it('signs in by magic code and by magic link', async () => {
    const email = 'supervisor@example.com';
    expect((await call(server.url, '/v2/api/user/request_magic_code', { email })).status).toBe(200);
    const code = await server.latestCode(email);
    const byCode = await call(server.url, '/v2/api/user/verify_magic_code', { email, code });
    expect(byCode.status).toBe(200);
    expect(byCode.body.user.email).toBe(email);
    await call(server.url, '/v2/api/user/request_magic_code', { email });
    const token = new URL(await server.latestLink(email)).searchParams.get('token') ?? '';
    const byLink = await call(server.url, '/v2/api/user/magic_token', { token });
    expect(byLink.status).toBe(200);
    expect((await call(server.url, '/v2/api/user/magic_token', { token })).body.error.code).toBe(
      'CODE_INVALID',
    );
  });

  it('issues named API tokens that work as bearer tokens and can be listed and revoked', async () => {
    const session = await signIn(server.url, 'reviewer@example.com');
    const created = await call(
      server.url,
      '/v2/api/user/token',
      { action: 'create', name: 'ci', expires_in_days: 30 },
      { token: session },
    );
    expect(created.status).toBe(200);
    const secret = created.body.created.secret as string;
    expect(secret).toMatch(/^ailab_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.body.tokens.map((item: { name: string }) => item.name)).toEqual(['ci']);
    expect(
      JSON.stringify(
        (await call(server.url, '/v2/api/user/token', { action: 'list' }, { token: session })).body,
      ),
    ).not.toContain(secret);
    expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token: secret })).body.user.email).toBe(
      'reviewer@example.com',
    );
    const revoked = await call(
      server.url,
      '/v2/api/user/token',
      { action: 'revoke', id: created.body.created.id },
      { token: session },
    );
    expect(revoked.body.tokens).toEqual([]);
    expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token: secret })).status).toBe(401);
    const missing = await call(
      server.url,
      '/v2/api/user/token',
      { action: 'revoke', id: created.body.created.id },
      { token: session },
    );
    expect(missing.status).toBe(404);
  });

  it('lists expired API tokens only when asked, marked expired; an expired one can still be revoked', async () => {
    const session = await signIn(server.url, 'member@example.com');
    const created = await call(
      server.url,
      '/v2/api/user/token',
      { action: 'create', name: 'short', expires_in_days: 1 },
      { token: session },
    );
    expect(created.body.tokens).toEqual([expect.objectContaining({ name: 'short', expired: false })]);
    const ctx = server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(realNow().getTime() + 2 * 86_400_000);
    try {
      const list = (body: object) => call(server.url, '/v2/api/user/token', body, { token: session });
      expect((await list({ action: 'list' })).body.tokens).toEqual([]);
      const all = await list({ action: 'list', include_expired: true });
      expect(all.body.tokens).toEqual([expect.objectContaining({ name: 'short', expired: true })]);
      expect((await list({ action: 'revoke', id: created.body.created.id })).status).toBe(200);
      expect((await list({ action: 'list', include_expired: true })).body.tokens).toEqual([]);
    } finally {
      ctx.now = realNow;
    }
  });

  it('signs out by revoking the current session token only', async () => {
    const one = await signIn(server.url, 'investor@example.com');
    const two = await signIn(server.url, 'investor@example.com');
    expect(
      (await call(server.url, '/v2/api/user/token', { action: 'revoke_current' }, { token: one })).status,
    ).toBe(200);
    expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token: one })).status).toBe(401);
    expect((await call(server.url, '/v2/api/user/who_am_i', {}, { token: two })).status).toBe(200);
  });

  it('updates personal info and rejects a taken user name with a conflict on the field', async () => {
    const token = await signIn(server.url, 'member@example.com');
    const updated = await call(
      server.url,
      '/v2/api/user/update_info',
      { first_name: 'Mina', language: 'ja-JP' },
      { token, method: 'PUT' },
    );
    expect(updated.body.user).toMatchObject({ first_name: 'Mina', last_name: 'Mori', language: 'ja-JP' });
    const info = await call(server.url, '/v2/api/user/personal_info', {}, { token });
    expect(info.body.user.first_name).toBe('Mina');
    const taken = await call(
      server.url,
      '/v2/api/user/update_info',
      { user_name: 'research' },
      { token, method: 'PUT' },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields[0].field).toBe('user_name');
    const empty = await call(server.url, '/v2/api/user/update_info', {}, { token, method: 'PUT' });
    expect(empty.status).toBe(400);
  });

  it('translates messages by Accept-Language', async () => {
    const ja = await call(
      server.url,
      '/v2/api/user/login',
      { email: 'research@example.com', password: 'wrong' },
      { language: 'ja-JP' },
    );
    expect(ja.body.error.message).toBe('ユーザー名またはパスワードが違います');
    const es = await call(server.url, '/v2/api/user/login', { email: 'bad' }, { language: 'es-MX,es;q=0.9' });
    expect(es.body.error.message).toContain('correo electrónico válido');
    expect(es.body.error.message).toContain('El campo Contraseña es obligatorio');
  });
});

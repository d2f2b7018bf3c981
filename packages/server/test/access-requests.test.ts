import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { makeMembers, useEventServer } from './support/events';
import { call, signIn } from './support/http';

const CREATE = '/v2/api/access_request/create';
const MINE = '/v2/api/access_request/mine';
const LIST = '/v2/api/admin/access_request/list';
const DECIDE = '/v2/api/admin/access_request/decide';
const SETTING = '/v1/api/app_setting/update';
const ROLE_GET = '/v2/api/admin/role/get';

describe.each(testDialects())('access requests and roles on sign-up (%s)', (dialect) => {
  const env = useEventServer(dialect);

  async function rolesOf(userEmail: string): Promise<number[]> {
    const answer = await call(env.server.url, ROLE_GET, { email: userEmail }, { token: env.admin });
    expect(answer.status).toBe(200);
    return answer.body.user.roles;
  }

  it('asks once per role, refuses roles held or administrative, and lists the caller’s own', async () => {
    const [member] = await makeMembers(env.server, 1, 'ask');
    if (!member) throw new Error('no member');
    const first = await call(
      env.server.url,
      CREATE,
      { role: 1, reason: 'I run the lab’s evaluations.' },
      { token: member.token },
    );
    expect(first.status).toBe(200);
    expect(first.body.request).toMatchObject({ role: 1, status: 'pending', email: member.email });
    const again = await call(env.server.url, CREATE, { role: 1 }, { token: member.token });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already/i);
    // Role 8 is held already (makeMembers grants it); 99 is never requestable.
    expect((await call(env.server.url, CREATE, { role: 8 }, { token: member.token })).status).toBe(409);
    const admin = await call(env.server.url, CREATE, { role: 99 }, { token: member.token });
    expect(admin.status).toBe(400);
    expect(admin.body.error.fields[0].field).toBe('role');
    const mine = await call(env.server.url, MINE, {}, { token: member.token });
    expect(mine.body.items.map((item: { role: number }) => item.role)).toEqual([1]);
    // Members cannot see the queue or decide.
    expect((await call(env.server.url, LIST, {}, { token: member.token })).status).toBe(403);
    expect(
      (
        await call(
          env.server.url,
          DECIDE,
          { id: first.body.request.id, decision: 'approve' },
          { token: member.token },
        )
      ).status,
    ).toBe(403);
  });

  it('approves in one transaction: role granted, audited, notified, e-mailed; a second decision is 409', async () => {
    const [member] = await makeMembers(env.server, 1, 'approve');
    if (!member) throw new Error('no member');
    const asked = await call(env.server.url, CREATE, { role: 6 }, { token: member.token });
    const id = asked.body.request.id as string;
    const queue = await call(
      env.server.url,
      LIST,
      { status: 'pending', query: member.email },
      { token: env.admin },
    );
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(queue.body.total).toBe(1);

    const decided = await call(
      env.server.url,
      DECIDE,
      { id, decision: 'approve', note: 'Welcome aboard.' },
      { token: env.admin },
    );
    expect(decided.status).toBe(200);
    expect(decided.body.request).toMatchObject({ status: 'approved', note: 'Welcome aboard.' });
    expect(decided.body.request.decided_by_name).toBeTruthy();
    expect(await rolesOf(member.email)).toEqual([6, 8]);
    const twice = await call(env.server.url, DECIDE, { id, decision: 'decline' }, { token: env.admin });
    expect(twice.status).toBe(409);

    const notes = await call(env.server.url, '/v2/api/notifications/list', {}, { token: member.token });
    expect(notes.body.items[0]).toMatchObject({ kind: 'access.approved', params: { roles: '6' } });
    const mails = await env.server.readOutbox(member.email);
    expect(mails.at(-1)?.subject).toMatch(/approved/i);
    expect(mails.at(-1)?.text).toContain('Welcome aboard.');

    const audit = await call(
      env.server.url,
      '/v2/api/admin/audit/list',
      { action: 'user.access.approve' },
      { token: env.admin },
    );
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body.items)).toContain(id);
    // The requester may ask for the same role again only once the first is decided: now held, so 409.
    expect((await call(env.server.url, CREATE, { role: 6 }, { token: member.token })).status).toBe(409);
  });

  it('filters the queue by a known role only: another number is a 400 naming the field, never a 500', async () => {
    // Found by the contract fuzz on PostgreSQL: a role past the integer column's range failed in the database.
    for (const role of [9007199254740990, 7777, -1]) {
      const answer = await call(env.server.url, LIST, { role }, { token: env.admin });
      expect(answer.status, String(role)).toBe(400);
      expect(JSON.stringify(answer.body), String(role)).toContain('role');
    }
    expect((await call(env.server.url, LIST, { role: 6 }, { token: env.admin })).status).toBe(200);
  });

  it('declines without granting, and the member may ask again', async () => {
    const [member] = await makeMembers(env.server, 1, 'decline');
    if (!member) throw new Error('no member');
    const asked = await call(env.server.url, CREATE, { role: 3 }, { token: member.token });
    const declined = await call(
      env.server.url,
      DECIDE,
      { id: asked.body.request.id, decision: 'decline' },
      { token: env.admin },
    );
    expect(declined.body.request.status).toBe('declined');
    expect(await rolesOf(member.email)).toEqual([8]);
    const notes = await call(env.server.url, '/v2/api/notifications/list', {}, { token: member.token });
    expect(notes.body.items[0]?.kind).toBe('access.declined');
    expect((await env.server.readOutbox(member.email)).at(-1)?.subject).toMatch(/declined|not approved/i);
    expect((await call(env.server.url, CREATE, { role: 3 }, { token: member.token })).status).toBe(200);
    const unknown = await call(
      env.server.url,
      DECIDE,
      { id: 'no-such-request', decision: 'approve' },
      { token: env.admin },
    );
    expect(unknown.status).toBe(404);
  });

  it('grants the sign-up roles setting on verification, as the administrator set it', async () => {
    const signUpAndVerify = async (email: string) => {
      const signUp = await call(env.server.url, '/v1/api/public/sign_up', {
        email,
        password: 'Registered-pass-1',
        first_name: 'New',
        last_name: 'Member',
      });
      expect(signUp.status).toBe(200);
      await expect.poll(() => env.server.readOutbox(email).then((mails) => mails.length)).toBeGreaterThan(0);
      const code = await env.server.latestCode(email);
      const verified = await call(env.server.url, '/v2/api/user/verify_code', { email, code });
      expect(verified.status).toBe(200);
      return verified.body.user.roles as number[];
    };
    expect(await signUpAndVerify(`signup-default-${dialect}@example.org`)).toEqual([8]);

    const staff = await signIn(env.server.url, 'staff@example.com');
    const refused = await call(
      env.server.url,
      SETTING,
      { key: 'sign_up_roles', value: [8, 99] },
      { token: staff },
    );
    expect(refused.status).toBe(400);
    const set = await call(
      env.server.url,
      SETTING,
      { key: 'sign_up_roles', value: [6, 1] },
      { token: staff },
    );
    expect(set.status).toBe(200);
    expect(set.body.setting).toMatchObject({ key: 'sign_up_roles', value: [1, 6], is_default: false });
    expect(await signUpAndVerify(`signup-set-${dialect}@example.org`)).toEqual([1, 6]);
    await call(
      env.server.url,
      '/v1/api/app_setting/manage',
      { key: 'sign_up_roles', action: 'reset' },
      { token: staff },
    );
  });
});

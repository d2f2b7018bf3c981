import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call, signIn } from './support/http';

const ROLE_GET = '/v2/api/admin/role/get';
const ROLE_SET = '/v2/api/admin/role/add_update';

describe.each(testDialects())('admin roles (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('lists the role catalogue with translated labels, menu entries and member counts', async () => {
    const answer = await call(fx.server.url, ROLE_GET, {}, { token: fx.admin, language: 'es-MX' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toBeNull();
    const admins = answer.body.roles.find((entry: { role: number }) => entry.role === 99);
    expect(admins).toMatchObject({ role: 99, label: 'Administrador', members: 2 });
    expect(admins.menu.length).toBe(3);
    const research = answer.body.roles.find((entry: { role: number }) => entry.role === 1);
    expect(research.members).toBe(3);
  });

  it('answers one user’s roles and area code, by email or id; an unknown user is 404', async () => {
    const byEmail = await call(fx.server.url, ROLE_GET, { email: 'Member@Example.com' }, { token: fx.admin });
    expect(byEmail.body.user).toMatchObject({ email: 'member@example.com', roles: [1, 3, 8], area_code: '' });
    const byId = await call(fx.server.url, ROLE_GET, { user_id: byEmail.body.user.id }, { token: fx.admin });
    expect(byId.body.user).toEqual(byEmail.body.user);
    expect(
      (await call(fx.server.url, ROLE_GET, { email: 'nobody@example.com' }, { token: fx.admin })).status,
    ).toBe(404);
  });

  it('grants and revokes for many users at once; the change shows on the users’ next request', async () => {
    const learnerToken = await signIn(fx.server.url, 'student@example.com');
    const ids = [
      await userIdOf(fx.server, fx.admin, 'student@example.com'),
      await userIdOf(fx.server, fx.admin, 'intern@example.com'),
    ];
    const answer = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: ids, grant: [1], revoke: [8] },
      { token: fx.admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.users.map((user: { roles: number[] }) => user.roles)).toEqual([[1], [1, 5]]);
    const me = await call(fx.server.url, '/v2/api/user/who_am_i', {}, { token: learnerToken });
    expect(me.body.user.roles).toEqual([1]);
    const news = await call(fx.server.url, '/v2/api/ailab/news/search', {}, { token: learnerToken });
    expect(news.status).not.toBe(403);
  });

  it('refuses bad input with named fields and changes nothing', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'investor@example.com');
    const cases = [
      { user_ids: [id], grant: [7] },
      { user_ids: [id], grant: [1], revoke: [1] },
      { user_ids: [id] },
      { user_ids: [], grant: [1] },
      { user_ids: [id], grant: [1], password_hash: 'x' },
    ];
    for (const body of cases) {
      const answer = await call(fx.server.url, ROLE_SET, body, { token: fx.admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.fields.length).toBeGreaterThan(0);
    }
    const unknown = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [id, 'missing'], grant: [1] },
      { token: fx.admin },
    );
    expect(unknown.status).toBe(404);
    const after = await call(fx.server.url, ROLE_GET, { user_id: id }, { token: fx.admin });
    expect(after.body.user.roles).toEqual([4]);
  });

  it('lets only an administrator (99 and area "100") grant 99 or area "100"', async () => {
    const holder = await userIdOf(fx.server, fx.admin, 'reviewer@example.com');
    const target = await userIdOf(fx.server, fx.admin, 'startup@example.com');
    await call(fx.server.url, ROLE_SET, { user_ids: [holder], grant: [99] }, { token: fx.admin });
    const partial = await signIn(fx.server.url, 'reviewer@example.com');
    const grant99 = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [target], grant: [99] },
      { token: partial },
    );
    expect(grant99.status).toBe(403);
    const area = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [target], area_code: '100' },
      { token: partial },
    );
    expect(area.status).toBe(403);
    const ordinary = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [target], grant: [6] },
      { token: partial },
    );
    expect(ordinary.status).toBe(200);
    const full = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [target], area_code: '100' },
      { token: fx.admin },
    );
    expect(full.body.users[0].area_code).toBe('100');
  });

  it('never removes the last active administrator, even when two admins revoke each other at once', async () => {
    const staffId = await userIdOf(fx.server, fx.admin, 'staff@example.com');
    const adminId = await userIdOf(fx.server, fx.admin, fx.server.adminEmail);
    const staff = await signIn(fx.server.url, 'staff@example.com');
    const [a, b] = await Promise.all([
      call(fx.server.url, ROLE_SET, { user_ids: [staffId], revoke: [99] }, { token: fx.admin }),
      call(fx.server.url, ROLE_SET, { user_ids: [adminId], revoke: [99] }, { token: staff }),
    ]);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([a.status, b.status].sort()).toEqual([200, expect.any(Number)]);
    const loser = a.status === 200 ? b : a;
    expect(['LAST_ADMIN', 'FORBIDDEN']).toContain(loser.body.error.code);
    const survivor = a.status === 200 ? fx.admin : staff;
    const catalogue = await call(fx.server.url, ROLE_GET, {}, { token: survivor });
    expect(catalogue.status).toBe(200);
    const selfId = a.status === 200 ? adminId : staffId;
    const self = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [selfId], revoke: [99] },
      { token: survivor },
    );
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('LAST_ADMIN');
    const disable = await call(
      fx.server.url,
      '/v2/api/admin/user/disable',
      { user_id: selfId },
      { token: survivor },
    );
    expect(disable.body.error.code).toBe('LAST_ADMIN');
  });
});

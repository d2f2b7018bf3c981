import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call } from './support/http';

const A = '/v2/api/admin/user';
const ROLE_SET = '/v2/api/admin/role/add_update';

/**
 * Every path that could leave the platform without an active administrator (delete, disable, revoking role 99,
 * moving off area "100", a bulk role change) is refused with LAST_ADMIN (409, translated) and changes nothing.
 * The seed has two administrators: the second one is disabled first, so the signed-in one is the last active one.
 */
describe.each(testDialects())('the last active administrator (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  const state = async (id: string) => {
    const detail = await call(fx.server.url, `${A}/get`, { user_id: id }, { token: fx.admin });
    const { email, roles, area_code, disabled } = detail.body.user;
    return { email, roles, area_code, disabled };
  };
  const auditTotal = async () =>
    (await call(fx.server.url, '/v2/api/admin/audit/list', { limit: 1 }, { token: fx.admin })).body.total;

  it('refuses delete, disable, role removal, area change and bulk changes, translated, changing nothing', async () => {
    const adminId = await userIdOf(fx.server, fx.admin, fx.server.adminEmail);
    const staffId = await userIdOf(fx.server, fx.admin, 'staff@example.com');
    const memberId = await userIdOf(fx.server, fx.admin, 'member@example.com');
    // A disabled administrator is not an active one: disabling the second leaves one.
    const disabledStaff = await call(
      fx.server.url,
      `${A}/disable`,
      { user_id: staffId },
      { token: fx.admin },
    );
    expect(disabledStaff.status).toBe(200);
    const before = await state(adminId);
    const memberBefore = await state(memberId);
    const audits = await auditTotal();

    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['delete', `${A}/delete`, { user_id: adminId }],
      ['disable', `${A}/disable`, { user_id: adminId }],
      ['revoke 99', ROLE_SET, { user_ids: [adminId], revoke: [99] }],
      ['area change', ROLE_SET, { user_ids: [adminId], area_code: '' }],
      ['bulk revoke', ROLE_SET, { user_ids: [memberId, adminId], grant: [6], revoke: [99] }],
      ['bulk area', ROLE_SET, { user_ids: [memberId, adminId, staffId], area_code: '1' }],
    ];
    for (const [what, path, body] of attempts) {
      const answer = await call(fx.server.url, path, body, { token: fx.admin, language: 'es-MX' });
      expect(answer.status, what).toBe(409);
      expect(answer.body.error.code, what).toBe('LAST_ADMIN');
      expect(answer.body.error.message, what).toBe(
        'Eso dejaría la plataforma sin ningún administrador activo.',
      );
    }
    expect(await state(adminId)).toEqual(before);
    // All or nothing: the other user of a refused bulk change is unchanged too.
    expect(await state(memberId)).toEqual(memberBefore);
    expect(await auditTotal()).toBe(audits);
    const me = await call(fx.server.url, '/v2/api/user/who_am_i', {}, { token: fx.admin });
    expect(me.status).toBe(200);
  });

  it('allows the same changes once another administrator is active again', async () => {
    const adminId = await userIdOf(fx.server, fx.admin, fx.server.adminEmail);
    const staffId = await userIdOf(fx.server, fx.admin, 'staff@example.com');
    const enabled = await call(fx.server.url, `${A}/enable`, { user_id: staffId }, { token: fx.admin });
    expect(enabled.status).toBe(200);
    // Revoking 99 from both at once would leave none: refused as a whole.
    const both = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [staffId, adminId], revoke: [99] },
      { token: fx.admin },
    );
    expect(both.status).toBe(409);
    expect(both.body.error.code).toBe('LAST_ADMIN');
    expect((await state(staffId)).roles).toContain(99);
    const one = await call(
      fx.server.url,
      ROLE_SET,
      { user_ids: [staffId], revoke: [99] },
      { token: fx.admin },
    );
    expect(one.status).toBe(200);
    expect(one.body.changed).toEqual([staffId]);
  });
});

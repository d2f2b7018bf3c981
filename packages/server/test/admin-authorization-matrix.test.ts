import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call, signIn } from './support/http';

type Persona = 'anonymous' | 'member' | 'role98' | 'role99NoArea' | 'administrator';
const PERSONAS: Persona[] = ['anonymous', 'member', 'role98', 'role99NoArea', 'administrator'];

/** Expected status per persona, in the order above. */
const ADMIN_ONLY = [401, 403, 403, 200, 200];
const MEMBERS = [401, 200, 200, 200, 200];
const EVERYONE = [200, 200, 200, 200, 200];

describe.each(testDialects())('authorization matrix of the administration feature (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);
  const tokens = {} as Record<Persona, string | undefined>;
  let target = '';

  beforeAll(async () => {
    const partial = await userIdOf(fx.server, fx.admin, 'supervisor@example.com');
    await call(
      fx.server.url,
      '/v2/api/admin/role/add_update',
      { user_ids: [partial], grant: [99] },
      { token: fx.admin },
    );
    tokens.anonymous = undefined;
    tokens.member = await signIn(fx.server.url, 'research@example.com');
    tokens.role98 = await signIn(fx.server.url, 'reviewer@example.com');
    tokens.role99NoArea = await signIn(fx.server.url, 'supervisor@example.com');
    tokens.administrator = fx.admin;
    target = await userIdOf(fx.server, fx.admin, 'intern@example.com');
    await signIn(fx.server.url, 'member@example.com').then((token) =>
      call(fx.server.url, '/v2/api/user/profile_visibility', { public: true }, { token }),
    );
  });

  const rows: [string, () => object, number[]][] = [
    ['/v2/api/admin/all_users', () => ({ query: 'int' }), ADMIN_ONLY],
    ['/v2/api/admin/role/get', () => ({ user_id: target }), ADMIN_ONLY],
    ['/v2/api/admin/role/add_update', () => ({ user_ids: [target], grant: [6] }), ADMIN_ONLY],
    ['/v2/api/admin/user/get', () => ({ user_id: target }), ADMIN_ONLY],
    ['/v2/api/admin/user/invite', () => ({ email: 'matrix@example.com' }), ADMIN_ONLY],
    [
      '/v2/api/admin/user/import',
      () => ({ rows: [{ email: 'matrix@example.com' }], dry_run: true }),
      ADMIN_ONLY,
    ],
    ['/v2/api/admin/user/disable', () => ({ user_id: target }), ADMIN_ONLY],
    ['/v2/api/admin/user/enable', () => ({ user_id: target }), ADMIN_ONLY],
    ['/v2/api/admin/user/sign_out_everywhere', () => ({ user_id: target }), ADMIN_ONLY],
    ['/v2/api/admin/user/force_password_reset', () => ({ user_id: target }), ADMIN_ONLY],
    ['/v2/api/admin/user/signups', () => ({ weeks: 4 }), ADMIN_ONLY],
    ['/v1/api/app_setting/data', () => ({}), MEMBERS],
    ['/v1/api/app_setting/get_setting', () => ({ key: 'platform_name' }), MEMBERS],
    // The first writer creates the setting; the administrator's second create then conflicts.
    [
      '/v1/api/app_setting/create',
      () => ({ key: 'support_email', value: 'help@example.com' }),
      [401, 403, 403, 200, 409],
    ],
    ['/v1/api/app_setting/update', () => ({ key: 'platform_name', value: 'Matrix Lab' }), ADMIN_ONLY],
    ['/v1/api/app_setting/manage', () => ({ key: 'platform_name', action: 'reset' }), ADMIN_ONLY],
    ['/v1/api/user_help/toc', () => ({}), EVERYONE],
    ['/v1/api/user_help/file/get_md', () => ({ slug: 'getting-started' }), EVERYONE],
    ['/v2/api/open/profile', () => ({ name: 'member' }), EVERYONE],
    ['/v2/api/user/profile_visibility', () => ({}), MEMBERS],
  ];

  it.each(rows)('%s', async (path, body, expected) => {
    const actual: number[] = [];
    for (const persona of PERSONAS) {
      const answer = await call(fx.server.url, path, body(), { token: tokens[persona] });
      actual.push(answer.status);
      // A refused caller learns nothing about other users.
      if (answer.status >= 400) expect(answer.text, `${persona} ${path}`).not.toMatch(/intern@|matrix@/);
    }
    expect(actual).toEqual(expected);
  });
});

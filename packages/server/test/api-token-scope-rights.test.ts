import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call, signIn } from './support/http';

const REMIND = '/v2/api/admin/event/remind';
const ROLE_SET = '/v2/api/admin/role/add_update';

describe.each(testDialects())('scoped API tokens against their owner’s current rights (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  async function scopedToken(owner: string, scope: string): Promise<string> {
    const created = await call(
      fx.server.url,
      '/v2/api/user/token',
      { action: 'create', name: `ci-${scope}`, scopes: [scope] },
      { token: owner },
    );
    expect(created.status, created.text).toBe(200);
    return created.body.created.secret as string;
  }

  it('puts the events:remind scope on a token, which then sends reminders and opens nothing else', async () => {
    const ci = await scopedToken(fx.admin, 'events:remind');
    const dry = await call(fx.server.url, REMIND, { dry_run: true }, { token: ci });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.dry_run).toBe(true);
    expect((await call(fx.server.url, '/v2/api/admin/event/import', {}, { token: ci })).status).toBe(403);
    expect((await call(fx.server.url, '/v2/api/admin/all_users', {}, { token: ci })).status).toBe(403);
  });

  it('stops a scoped token the moment its owner loses the role the scope needs, and honours it again when it is back', async () => {
    const ownerId = await userIdOf(fx.server, fx.admin, 'research@example.com');
    expect(
      (await call(fx.server.url, ROLE_SET, { user_ids: [ownerId], grant: [99] }, { token: fx.admin })).status,
    ).toBe(200);
    const owner = await signIn(fx.server.url, 'research@example.com');
    const ci = await scopedToken(owner, 'events:remind');
    expect((await call(fx.server.url, REMIND, { dry_run: true }, { token: ci })).status).toBe(200);
    expect(
      (await call(fx.server.url, ROLE_SET, { user_ids: [ownerId], revoke: [99] }, { token: fx.admin }))
        .status,
    ).toBe(200);
    const after = await call(fx.server.url, REMIND, { dry_run: true }, { token: ci });
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe('FORBIDDEN');
    expect(
      (await call(fx.server.url, ROLE_SET, { user_ids: [ownerId], grant: [99] }, { token: fx.admin })).status,
    ).toBe(200);
    expect((await call(fx.server.url, REMIND, { dry_run: true }, { token: ci })).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call, signIn } from './support/http';

const IMPORT = '/v2/api/admin/user/import';

describe.each(testDialects())('the users import applies the rules of single edits (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('does not let a role-99 holder without the admin area rename an administrator', async () => {
    const holder = await userIdOf(fx.server, fx.admin, 'supervisor@example.com');
    const granted = await call(
      fx.server.url,
      '/v2/api/admin/role/add_update',
      { user_ids: [holder], grant: [99] },
      { token: fx.admin },
    );
    expect(granted.status).toBe(200);
    const partial = await signIn(fx.server.url, 'supervisor@example.com');
    const adminId = await userIdOf(fx.server, fx.admin, fx.server.adminEmail);
    // The single edit refuses this holder on an administrator's account …
    const single = await call(
      fx.server.url,
      '/v2/api/admin/user/disable',
      { user_id: adminId },
      { token: partial },
    );
    expect(single.status).toBe(403);
    // … and so does the import, row by row; other rows proceed.
    const answer = await call(
      fx.server.url,
      IMPORT,
      {
        rows: [
          { email: fx.server.adminEmail, first_name: 'Renamed', last_name: 'ByImport' },
          { email: 'plain.new@example.com' },
        ],
      },
      { token: partial },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.rows[0]).toMatchObject({ outcome: 'failed', reason: { code: 'FORBIDDEN' } });
    expect(answer.body.rows[1].outcome).toBe('created');
    const admin = await call(
      fx.server.url,
      '/v2/api/admin/user/get',
      { user_id: adminId },
      { token: fx.admin },
    );
    expect(admin.body.user.first_name).not.toBe('Renamed');
    // An administrator may still do it.
    const byAdmin = await call(
      fx.server.url,
      IMPORT,
      { rows: [{ email: fx.server.adminEmail, first_name: 'Renamed' }] },
      { token: fx.admin },
    );
    expect(byAdmin.body.rows[0].outcome).toBe('updated');
  });
});

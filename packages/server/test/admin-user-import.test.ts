import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call, signIn } from './support/http';

const IMPORT = '/v2/api/admin/user/import';

describe.each(testDialects())('users import (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('dry-runs exactly what the real run then does; a re-run is all unchanged and mails nobody twice', async () => {
    const rows = [
      {
        email: 'ana.new@example.com',
        first_name: 'Ana',
        last_name: 'Ruiz',
        roles: [1, 8],
        language: 'es-MX',
      },
      { email: 'research@example.com', roles: [1] },
      { email: 'student@example.com', first_name: 'Sofía', roles: [1] },
      { email: 'ANA.NEW@example.com', roles: [3] },
    ];
    const dry = await call(fx.server.url, IMPORT, { rows, dry_run: true }, { token: fx.admin });
    expect(dry.status).toBe(200);
    expect(dry.body.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'created',
      'unchanged',
      'updated',
      'updated',
    ]);
    expect(await fx.server.readOutbox('ana.new@example.com')).toHaveLength(0);
    expect(
      (
        await call(
          fx.server.url,
          '/v2/api/admin/role/get',
          { email: 'ana.new@example.com' },
          { token: fx.admin },
        )
      ).status,
    ).toBe(404);

    const real = await call(fx.server.url, IMPORT, { rows }, { token: fx.admin });
    expect(real.body.rows).toEqual(dry.body.rows);
    expect(real.body.summary).toEqual({ created: 1, updated: 2, unchanged: 1, failed: 0 });
    expect(await fx.server.readOutbox('ana.new@example.com')).toHaveLength(1);
    const ana = await call(
      fx.server.url,
      '/v2/api/admin/role/get',
      { email: 'ana.new@example.com' },
      { token: fx.admin },
    );
    expect(ana.body.user.roles).toEqual([1, 3, 8]);

    const again = await call(fx.server.url, IMPORT, { rows }, { token: fx.admin });
    expect(again.body.summary).toEqual({ created: 0, updated: 0, unchanged: 4, failed: 0 });
    expect(await fx.server.readOutbox('ana.new@example.com')).toHaveLength(1);
  });

  it('three imports of one file at once create each account once and fail no row (a re-run while a killed run still commits)', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({
      email: `parallel.${i}@example.com`,
      first_name: `P${i}`,
      roles: [1],
    }));
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(fx.server.url, IMPORT, { rows }, { token: fx.admin })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.summary.failed).toBe(0);
    }
    const created = answers.reduce((sum, answer) => sum + answer.body.summary.created, 0);
    expect(created).toBe(40);
    expect(await fx.server.readOutbox('parallel.7@example.com')).toHaveLength(1);
    const audit = await call(
      fx.server.url,
      '/v2/api/admin/audit/list',
      { action: 'user.import.create', limit: 100 },
      { token: fx.admin },
    );
    const targets = audit.body.items
      .map((entry: { after: { email?: string } | null }) => entry.after?.email)
      .filter((email: string | undefined) => email?.startsWith('parallel.'));
    expect(targets).toHaveLength(40);
  });

  it('fails a row it may not do with a translated reason, and the rest proceeds', async () => {
    const holder = await userIdOf(fx.server, fx.admin, 'reviewer@example.com');
    await call(
      fx.server.url,
      '/v2/api/admin/role/add_update',
      { user_ids: [holder], grant: [99] },
      { token: fx.admin },
    );
    const partial = await signIn(fx.server.url, 'reviewer@example.com');
    const answer = await call(
      fx.server.url,
      IMPORT,
      { rows: [{ email: 'boss.new@example.com', roles: [99] }, { email: 'ok.new@example.com' }] },
      { token: partial, language: 'es-MX' },
    );
    expect(answer.body.rows[0]).toMatchObject({ outcome: 'failed', reason: { code: 'FORBIDDEN' } });
    expect(answer.body.rows[0].reason.message).toContain('permiso');
    expect(answer.body.rows[1].outcome).toBe('created');
  });

  it('refuses a malformed request as a whole and changes nothing', async () => {
    const cases = [
      { rows: [] },
      { rows: [{ email: 'not-an-email' }] },
      { rows: [{ email: 'x@example.com', password_hash: 'h' }] },
      { rows: [{ email: 'x@example.com', roles: [7] }] },
      { rows: Array.from({ length: 501 }, (_, i) => ({ email: `u${i}@example.com` })) },
    ];
    for (const body of cases) {
      const answer = await call(fx.server.url, IMPORT, body, { token: fx.admin });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(
      (await call(fx.server.url, '/v2/api/admin/role/get', { email: 'x@example.com' }, { token: fx.admin }))
        .status,
    ).toBe(404);
  });
});

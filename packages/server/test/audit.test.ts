import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/audit/record-audit';
import { findUserByEmail } from '../src/identity/users.repository';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn, signInAdmin } from './support/http';

const LIST = '/v2/api/admin/audit/list';

describe.each(testDialects())('audit log (%s)', (dialect) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: string;
  let researcherId: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    adminToken = await signInAdmin(server);
    const { db } = server.server.ctx;
    adminId = (await findUserByEmail(db, server.adminEmail))?.id ?? '';
    researcherId = (await findUserByEmail(db, 'research@example.com'))?.id ?? '';
    // 130 entries over 13 days: two actors, three actions, ties on the same second.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 130; i += 1) {
        await recordAudit(trx, {
          actorId: i % 2 === 0 ? adminId : researcherId,
          action: ['user.roles.update', 'course.publish', 'event.delete'][i % 3] ?? 'user.roles.update',
          target: { type: i % 3 === 1 ? 'course' : 'user', id: `t-${i % 10}` },
          before: i % 3 === 0 ? { roles: [1], password_hash: 'secret!' } : null,
          after: { roles: [1, i], nested: { apiToken: 'x' } },
          at: new Date(Date.UTC(2026, 10, 1 + Math.floor(i / 10), 9, 0, 0)),
        });
      }
    });
  });
  afterAll(() => server.close());

  const list = (body: Record<string, unknown>, token = adminToken) => call(server.url, LIST, body, { token });

  it('lists newest first, 20 a page, and walks every entry exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await list(cursor ? { cursor, limit: 25 } : { limit: 25 });
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(130);
      seen.push(...answer.body.items.map((item: { id: string }) => item.id));
      cursor = answer.body.next_cursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(6);
    expect(new Set(seen).size).toBe(130);
    const first = await list({});
    expect(first.body.items).toHaveLength(20);
    const times = first.body.items.map((item: { created_at: string }) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows actor, target, and before/after with secrets redacted', async () => {
    const answer = await list({
      action: 'user.roles.update',
      target_id: 't-0',
      limit: 1,
      sort: 'created_at',
    });
    const entry = answer.body.items[0];
    expect(entry).toMatchObject({
      action: 'user.roles.update',
      actor: { id: adminId, email: server.adminEmail, name: 'Admin User' },
      target: { type: 'user', id: 't-0' },
      before: { roles: [1], password_hash: '[redacted]' },
      after: { roles: [1, 0], nested: { apiToken: '[redacted]' } },
      created_at: '2026-11-01T09:00:00.000Z',
    });
  });

  it('filters by actor (id or email), target, action, time and query', async () => {
    expect((await list({ actor: researcherId })).body.total).toBe(65);
    expect((await list({ actor: 'RESEARCH@example.com' })).body.total).toBe(65);
    expect((await list({ actor: 'nobody@example.com' })).body.total).toBe(0);
    expect((await list({ target_type: 'course' })).body.total).toBe(43);
    expect((await list({ action: 'event.delete' })).body.total).toBe(43);
    expect((await list({ since: '2026-11-12', until: '2026-11-13T00:00:00Z' })).body.total).toBe(10);
    expect((await list({ since: '2026-11-13T09:00:00+00:00' })).body.total).toBe(10);
    expect((await list({ query: 'course.' })).body.total).toBe(43);
    expect((await list({ query: 'T-9' })).body.total).toBe(13);
  });

  it('is for administrators only', async () => {
    const research = await signIn(server.url, 'research@example.com');
    expect((await list({}, research)).status).toBe(403);
    expect((await call(server.url, LIST, {})).status).toBe(401);
  });

  it('refuses bad input with translated 400s naming the problem', async () => {
    const badSince = await list({ since: 'yesterday' });
    expect(badSince.status).toBe(400);
    expect(badSince.body.error.fields[0].field).toBe('since');
    expect((await list({ sort: 'action' })).status).toBe(400);
    expect((await list({ limit: 1000 })).status).toBe(400);
    const cursor = (await list({ limit: 5 })).body.next_cursor as string;
    const foreign = await call(
      server.url,
      LIST,
      { cursor, sort: 'created_at' },
      { token: adminToken, language: 'es-MX' },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('INVALID_CURSOR');
    expect(foreign.body.error.message).toContain('cursor');
    const garbage = await list({ cursor: `${randomUUID()}!` });
    expect(garbage.body.error.code).toBe('INVALID_CURSOR');
  });

  it('rolls the entry back with the change it records', async () => {
    const { db } = server.server.ctx;
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAudit(trx, {
          actorId: adminId,
          action: 'settings.update',
          target: { type: 'settings', id: 'site' },
          before: null,
          after: { x: 1 },
          at: new Date(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list({ action: 'settings.update' })).body.total).toBe(0);
  });
});

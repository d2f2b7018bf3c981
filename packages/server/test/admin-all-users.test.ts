import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call } from './support/http';

const LIST = '/v2/api/admin/all_users';
type Item = { email: string; roles: number[]; disabled: boolean; created_at: string; last_name: string };

describe.each(testDialects())('admin all_users (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);
  const list = async (body: object) => {
    const answer = await call(fx.server.url, LIST, body, { token: fx.admin });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as { items: Item[]; nextCursor: string | null; total: number };
  };

  it('lists everyone newest first with a total, and pages through all of them with the cursor', async () => {
    const first = await list({ limit: 5 });
    expect(first.total).toBe(11);
    expect(first.items).toHaveLength(5);
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await list({ limit: 5, cursor });
      expect(next.total).toBe(11);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(new Set(seen.map((item) => item.email)).size).toBe(11);
  });

  it('matches the start of names, emails and user names, case-insensitively; every word must match', async () => {
    expect((await list({ query: 'STE' })).items.map((item) => item.email)).toEqual(['staff@example.com']);
    expect((await list({ query: 'smith' })).items.map((item) => item.email)).toEqual(['staff@example.com']);
    expect((await list({ query: 'stella smi' })).total).toBe(1);
    expect((await list({ query: 'stella mori' })).total).toBe(0);
    expect((await list({ query: 'mith' })).total).toBe(0);
    expect((await list({ query: '%' })).total).toBe(0);
    expect((await list({ query: 'research@' })).items.map((item) => item.email)).toEqual([
      'research@example.com',
    ]);
  });

  it('filters by role, verified, disabled and creation range', async () => {
    const researchers = await list({ role: 1 });
    expect(researchers.total).toBe(3);
    expect(researchers.items.every((item) => item.roles.includes(1))).toBe(true);
    expect((await list({ role: 99, query: 'sta' })).total).toBe(1);
    expect((await list({ verified: false })).total).toBe(0);
    const id = await userIdOf(fx.server, fx.admin, 'tools@example.com');
    await call(fx.server.url, '/v2/api/admin/user/disable', { user_id: id }, { token: fx.admin });
    expect((await list({ disabled: true })).items.map((item) => item.email)).toEqual(['tools@example.com']);
    expect((await list({ disabled: false })).total).toBe(10);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ created_from: today, created_to: today })).total).toBe(11);
    expect((await list({ created_to: '2000-01-01' })).total).toBe(0);
  });

  it('sorts by each key both ways', async () => {
    const byEmail = await list({ sort: 'email', limit: 100 });
    const emails = byEmail.items.map((item) => item.email);
    expect(emails).toEqual([...emails].sort());
    const desc = await list({ sort: '-email', limit: 100 });
    expect(desc.items.map((item) => item.email)).toEqual([...emails].reverse());
    const byName = await list({ sort: 'name', limit: 100 });
    const names = byName.items.map((item) => item.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const sort of ['userName', '-createdAt', 'lastLogin', '-lastLogin']) await list({ sort });
  });

  it('refuses bad input with a named field', async () => {
    for (const body of [
      { sort: 'password_hash' },
      { limit: 500 },
      { role: 7 },
      { cursor: 'nonsense' },
      { created_from: 'yesterday' },
      { password_hash: 1 },
    ]) {
      const answer = await call(fx.server.url, LIST, body, { token: fx.admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { userSearchText } from '../src/identity/user-search-text';
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
    return answer.body as { items: Item[]; next_cursor: string | null; total: number };
  };
  /** Every account: the demo data of every domain (the institutes' learners among them) and the administrator. */
  const everyone = async () =>
    Number(
      (
        await fx.server.server.ctx.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists everyone newest first with a total, and pages through all of them with the cursor', async () => {
    const total = await everyone();
    expect(total).toBeGreaterThan(10);
    const first = await list({ limit: 5 });
    expect(first.total).toBe(total);
    expect(first.items).toHaveLength(5);
    const seen = [...first.items];
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await list({ limit: 5, cursor });
      expect(next.total).toBe(total);
      seen.push(...next.items);
      cursor = next.next_cursor;
    }
    expect(new Set(seen.map((item) => item.email)).size).toBe(total);
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
    const total = await everyone();
    expect((await list({ disabled: false })).total).toBe(total - 1);
    const today = new Date().toISOString().slice(0, 10);
    // Demo learners of other domains carry earlier sign-up dates; the rest were made today.
    const madeToday = await fx.server.server.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', `${today}T00:00:00.000Z`)
      .executeTakeFirstOrThrow();
    expect(Number(madeToday.n)).toBeGreaterThan(0);
    expect((await list({ created_from: today, created_to: today })).total).toBe(Number(madeToday.n));
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
    for (const sort of ['user_name', '-created_at', 'last_login', '-last_login']) await list({ sort });
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

  it('filters a role held by thousands (walked in sort order) the same as a rare one, totals and pages alike', async () => {
    const { db } = fx.server.server.ctx;
    const holders = 2_100;
    const base = Date.parse('2001-01-01T00:00:00.000Z');
    for (let start = 0; start < holders; start += 300) {
      const users = Array.from({ length: Math.min(300, holders - start) }, (_, offset) => {
        const i = start + offset;
        const stamp = new Date(base + i * 60_000).toISOString();
        return {
          id: `many-${String(i).padStart(5, '0')}`,
          email: `many${i}@example.org`,
          password_hash: null,
          first_name: 'Many',
          last_name: `Holder${i}`,
          user_name: `many${i}`,
          photo_path: null,
          role_label: '',
          functions: '[]',
          area_code: '',
          group_id: null,
          language: 'en-US',
          email_verified: i % 2,
          must_change_password: 0,
          preferences: '{}',
          last_login_at: null,
          created_at: stamp,
          updated_at: stamp,
          search_text: userSearchText({
            first_name: 'Many',
            last_name: `Holder${i}`,
            user_name: `many${i}`,
            email: `many${i}@example.org`,
          }),
        };
      });
      await db.insertInto('users').values(users).execute();
      await db
        .insertInto('user_roles')
        .values(users.map((user) => ({ user_id: user.id, role: 10, granted_at: user.created_at })))
        .execute();
    }
    const before = (await list({ role: 10, limit: 100 })).total;
    expect(before).toBeGreaterThanOrEqual(holders);
    const pages = [];
    let page = await list({ role: 10, limit: 100, created_to: '2001-12-31' });
    expect(page.total).toBe(holders);
    pages.push(...page.items);
    while (page.next_cursor) {
      page = await list({ role: 10, limit: 100, created_to: '2001-12-31', cursor: page.next_cursor });
      pages.push(...page.items);
    }
    expect(new Set(pages.map((item) => item.email)).size).toBe(holders);
    expect(pages[0]?.email).toBe(`many${holders - 1}@example.org`);
    expect((await list({ role: 10, verified: true, created_to: '2001-12-31' })).total).toBe(holders / 2);
    expect((await list({ role: 10, query: 'many210' })).items.map((item) => item.email)).toEqual([
      'many210@example.org',
    ]);
  });
});

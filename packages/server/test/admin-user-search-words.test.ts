import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../src/db/fold-search-text';
import { newUserRow } from '../src/identity/new-user-row';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture, userIdOf } from './support/admin-session';
import { call, signIn } from './support/http';

const LIST = '/v2/api/admin/all_users';

describe.each(testDialects())('admin all_users through the word table (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);
  const found = async (query: string) => {
    const answer = await call(fx.server.url, LIST, { query, limit: 100 }, { token: fx.admin });
    expect(answer.status, answer.text).toBe(200);
    const body = answer.body as { items: { email: string }[]; total: number };
    return { emails: body.items.map((item) => item.email), total: body.total };
  };
  const wordsOf = async (userId: string) =>
    (
      await fx.server.server.ctx.db
        .selectFrom('user_search_words')
        .select('word')
        .where('user_id', '=', userId)
        .orderBy('word')
        .execute()
    ).map((row) => row.word);

  it('finds an edited name by its new words and no longer by its old ones (profile edit and admin import)', async () => {
    const id = await userIdOf(fx.server, fx.admin, 'research@example.com');
    const token = await signIn(fx.server.url, 'research@example.com');
    const changed = await call(
      fx.server.url,
      '/v2/api/user/update_info',
      { first_name: 'Íñigo', last_name: 'Quaresma' },
      { token, method: 'PUT' },
    );
    expect(changed.status, changed.text).toBe(200);
    expect((await found('inigo')).emails).toEqual(['research@example.com']);
    expect((await found('quares')).emails).toEqual(['research@example.com']);
    expect(await wordsOf(id)).toEqual(['.', '@', 'com', 'example', 'inigo', 'quaresma', 'research'].sort());

    const imported = await call(
      fx.server.url,
      '/v2/api/admin/user/import',
      { rows: [{ email: 'research@example.com', first_name: 'Wilhelmina', last_name: 'Quaresma' }] },
      { token: fx.admin },
    );
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.summary.updated).toBe(1);
    expect((await found('wilhelm quar')).emails).toEqual(['research@example.com']);
    expect(await found('inigo')).toEqual({ emails: [], total: 0 });
    expect(await found('ini')).toEqual({ emails: [], total: 0 });
    expect(await wordsOf(id)).not.toContain('inigo');
  });

  it('answers every search exactly as a LIKE over the folded text does, totals included', async () => {
    const { db } = fx.server.server.ctx;
    const users = await db.selectFrom('users').select(['email', 'search_text']).execute();
    for (const query of [
      'e',
      'ex',
      'example',
      '@example.com',
      'example.c',
      'a s',
      'co',
      '.',
      'zz9',
      'stu @',
    ]) {
      const folded = query.split(' ').map(foldSearchText);
      const expected = users
        .filter((user) => folded.every((word) => user.search_text.includes(word)))
        .map((user) => user.email);
      const answer = await found(query);
      expect(answer.total, query).toBe(expected.length);
      if (expected.length <= 100) expect(answer.emails.sort(), query).toEqual(expected.sort());
    }
  });

  it('answers common words (walked in sort order, counted on the word index) as a LIKE does, with a role and states', async () => {
    const { db } = fx.server.server.ctx;
    const base = Date.parse('2002-01-01T00:00:00.000Z');
    for (let start = 0; start < 2_100; start += 300) {
      const users = Array.from({ length: 300 }, (_, offset) => {
        const i = start + offset;
        const stamp = new Date(base + i * 60_000).toISOString();
        // `wide` and `holder` each start a word of 2,050 users, both of 2,000: over the cut alone, under it together.
        const names = {
          first_name: i < 2_050 ? 'Wide' : 'Other',
          last_name: i < 50 ? `Rare${i}` : `Holder${i}`,
          user_name: `w${i}`,
          email: `w${i}@span.test`,
        };
        return {
          id: `wide-${String(i).padStart(5, '0')}`,
          ...names,
          password_hash: null,
          photo_path: null,
          role_label: '',
          functions: '[]',
          area_code: '',
          group_id: null,
          language: 'en-US',
          email_verified: i % 3 === 0 ? 0 : 1,
          must_change_password: 0,
          preferences: '{}',
          last_login_at: null,
          created_at: stamp,
          updated_at: stamp,
          disabled_at: i % 7 === 0 ? stamp : null,
          search_text: foldSearchText(
            [names.first_name, names.last_name, names.user_name, names.email].join(' '),
          ),
        };
      });
      await db.insertInto('users').values(users).execute();
      await db
        .insertInto('user_roles')
        .values(
          users
            .filter((_, k) => k % 2 === 0)
            .map((user) => ({ user_id: user.id, role: 6, granted_at: user.created_at })),
        )
        .execute();
    }
    const all = await db
      .selectFrom('users')
      .leftJoin('user_roles', (join) =>
        join.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.role', '=', 6),
      )
      .select([
        'users.email',
        'users.search_text',
        'users.disabled_at',
        'users.created_at',
        'users.id',
        'user_roles.role',
      ])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .execute();
    const cases: { query?: string; role?: number; disabled?: boolean }[] = [
      { query: 'wide' },
      { query: 'wide hold' },
      { query: 'span wide' },
      { query: 'wide holder7' },
      { query: 'hold @span.test' },
      { query: 'span rare' },
      { query: 'wide', role: 6 },
      { query: 'holder1', disabled: false },
      { role: 6, disabled: false },
      { role: 6, disabled: true },
    ];
    for (const body of cases) {
      const folded = (body.query ?? '').split(' ').filter(Boolean).map(foldSearchText);
      const expected = all
        .filter((user) => folded.every((word) => user.search_text.includes(word)))
        .filter((user) => body.role === undefined || user.role === body.role)
        .filter((user) => body.disabled === undefined || (user.disabled_at !== null) === body.disabled)
        .map((user) => user.email);
      const answer = await call(fx.server.url, LIST, { ...body, limit: 30 }, { token: fx.admin });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.total, JSON.stringify(body)).toBe(expected.length);
      expect(
        answer.body.items.map((item: { email: string }) => item.email),
        JSON.stringify(body),
      ).toEqual(expected.slice(0, 30));
    }
  });

  it('drops the words of a deleted user and writes the words of a row written straight to the table', async () => {
    const { db } = fx.server.server.ctx;
    await db
      .insertInto('users')
      .values(
        newUserRow('2020-01-01T00:00:00.000Z', {
          id: 'straight-row',
          email: 'straight@elsewhere.test',
          first_name: 'Xiomara',
          last_name: 'Straight',
          user_name: 'straight',
        }),
      )
      .execute();
    expect((await found('xiom')).emails).toEqual(['straight@elsewhere.test']);
    expect(await wordsOf('straight-row')).toEqual(['.', '@', 'elsewhere', 'straight', 'test', 'xiomara']);
    await db.deleteFrom('users').where('id', '=', 'straight-row').execute();
    expect(await wordsOf('straight-row')).toEqual([]);
    expect((await found('xiom')).total).toBe(0);
  });
});

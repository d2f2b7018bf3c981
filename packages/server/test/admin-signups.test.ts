import { describe, expect, it } from 'vitest';
import { weekStart } from '../src/features/users/signups.service';
import { testDialects } from '../src/testing/start-test-server';
import { adminServerFixture } from './support/admin-session';
import { call, signIn } from './support/http';

const SIGNUPS = '/v2/api/admin/user/signups';

describe('weekStart', () => {
  it('is the Monday of the week, midnight UTC', () => {
    expect(weekStart(new Date('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-22T00:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});

describe.each(testDialects())('admin user signups per week (%s)', (dialect) => {
  const fx = adminServerFixture(dialect);

  it('counts accounts per UTC week, oldest first, with empty weeks as 0', async () => {
    const { db } = fx.server.server.ctx;
    const monday = weekStart(new Date());
    const at = (ms: number) => new Date(monday.getTime() + ms).toISOString();
    const day = (ms: number) => at(ms).slice(0, 10);
    const WEEK = 7 * 86_400_000;
    await db.updateTable('users').set({ created_at: '2000-01-03T00:00:00.000Z' }).execute();
    const users = await db.selectFrom('users').select('id').orderBy('email').limit(4).execute();
    const dates = [at(0), at(-1000), at(-WEEK + 8 * 3_600_000), at(-5 * WEEK)];
    for (const [index, user] of users.entries())
      await db.updateTable('users').set({ created_at: dates[index] }).where('id', '=', user.id).execute();
    const answer = await call(fx.server.url, SIGNUPS, { weeks: 3 }, { token: fx.admin });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.weeks).toEqual([
      { week_start: day(-2 * WEEK), signups: 0 },
      { week_start: day(-WEEK), signups: 2 },
      { week_start: day(0), signups: 1 },
    ]);
    const defaults = await call(fx.server.url, SIGNUPS, {}, { token: fx.admin });
    expect(defaults.body.weeks).toHaveLength(12);
    expect(
      defaults.body.weeks.reduce((sum: number, week: { signups: number }) => sum + week.signups, 0),
    ).toBe(4);
  });

  it('refuses bad input with a 400 naming the field, and members with 403', async () => {
    const bad = await call(fx.server.url, SIGNUPS, { weeks: 0 }, { token: fx.admin });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('weeks');
    const extra = await call(fx.server.url, SIGNUPS, { weeks: 2, password_hash: 'x' }, { token: fx.admin });
    expect(extra.status).toBe(400);
    const member = await signIn(fx.server.url, 'research@example.com', 'demo-password-1');
    expect((await call(fx.server.url, SIGNUPS, {}, { token: member })).status).toBe(403);
    expect((await call(fx.server.url, SIGNUPS, {})).status).toBe(401);
  });
});

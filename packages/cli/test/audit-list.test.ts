import { recordAudit } from '@ailab/server/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

let cli: CliTestServer;
let admin: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  const { server } = cli;
  const { db } = server.server.ctx;
  const actor = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'research@example.com')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 30; i += 1) {
    await recordAudit(db, {
      actorId: i < 10 ? actor.id : null,
      action: i % 2 === 0 ? 'user.roles.update' : 'course.publish',
      target: { type: i % 2 === 0 ? 'user' : 'course', id: `t-${i % 5}` },
      before: null,
      after: { step: i },
      at: new Date(Date.UTC(2026, 10, 1 + i, 12)),
    });
  }
  admin = await cli.admin();
});
afterAll(async () => {
  await cli.close();
});

describe('ailab audit list (real process, real server)', () => {
  it('prints 20 entries as TSV when piped, newest first, and follows cursors for --limit and --all', async () => {
    const piped = await admin.run(['audit', 'list']);
    expect(piped.code, piped.stderr).toBe(0);
    const lines = piped.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(20);
    expect(lines[0]?.split('\t')).toEqual([
      '2026-11-30T12:00:00.000Z',
      '(system)',
      'course.publish',
      'course:t-4',
    ]);
    expect((await admin.run(['audit', 'list', '--limit', '25'])).stdout.trimEnd().split('\n')).toHaveLength(
      25,
    );
    const all = await admin.run(['audit', 'list', '--all', '--json']);
    const page = JSON.parse(all.stdout) as {
      items: { id: string }[];
      next_cursor: string | null;
      total: number;
    };
    expect(page.items).toHaveLength(30);
    expect(new Set(page.items.map((item) => item.id)).size).toBe(30);
    expect(page).toMatchObject({ next_cursor: null, total: 30 });
  });

  it('filters by actor, target, action and time', async () => {
    const count = async (args: string[]) => {
      const result = await admin.run(['audit', 'list', '--all', '--json', ...args]);
      expect(result.code, result.stderr).toBe(0);
      return (JSON.parse(result.stdout) as { total: number }).total;
    };
    expect(await count(['--actor', 'research@example.com'])).toBe(10);
    expect(await count(['--target', 'user'])).toBe(15);
    expect(await count(['--target', 'course:t-1'])).toBe(3);
    expect(await count(['--action', 'course.publish', '--since', '2026-11-21'])).toBe(5);
    expect(await count(['--until', '2026-11-03'])).toBe(2);
    // One date parser for every --since (issue 24 item 9): `7d` was refused here while news search took it.
    expect(await count(['--since', '3650d'])).toBe(30);
    expect(await count(['--until', '3650d'])).toBe(0);
  });

  it('says "No results found!" on stderr for an empty result, exit 0', async () => {
    const result = await admin.run(['audit', 'list', '--action', 'nothing.here']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No results found!');
  });

  it('refuses bad flags with exit 2 and non-administrators with exit 5', async () => {
    for (const args of [
      ['--limit', '0'],
      ['--limit', '3', '--all'],
      ['--target', ':7'],
    ]) {
      const result = await admin.run(['audit', 'list', ...args]);
      expect(result.code, args.join(' ')).toBe(2);
    }
    const badDate = await admin.run(['audit', 'list', '--since', 'yesterday']);
    expect(badDate.code).not.toBe(0);
    expect(badDate.stderr).toContain('since');
    const research = await cli.signedIn('research@example.com');
    const forbidden = await research.run(['audit', 'list']);
    // Issue 24 item 10: one exit-code rule (help exit-codes): a permission refusal is 5.
    expect(forbidden.code).toBe(5);
    expect(forbidden.stderr).toContain('You do not have permission to do that.');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

// Issue 24 item 10: one exit code per kind of failure, whatever the command (`ailab help exit-codes`).
let cli: CliTestServer;
let admin: AilabSandbox;
let member: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  admin = await cli.admin();
  member = await cli.signedIn('research@example.com');
});
afterAll(async () => {
  await cli.close();
});

async function expectExit(
  sandbox: AilabSandbox,
  code: number,
  commands: string[][],
  env?: Record<string, string>,
) {
  for (const args of commands) {
    const result = await sandbox.run(args, env ? { env } : {});
    expect(result.code, `ailab ${args.join(' ')}: ${result.stderr}`).toBe(code);
    expect(result.stderr, args.join(' ')).toContain('✗');
  }
}

describe('one exit-code rule across commands (real process, real server)', () => {
  it('not found is 3: users, courses, events, sources, followed targets, jobs', async () => {
    await expectExit(admin, 3, [
      ['user', 'view', 'nobody@example.com'],
      ['course', 'view', randomUUID()],
      ['event', 'view', 'no-such-event'],
      ['news', 'sources', 'remove', 'No Such Feed', '--yes'],
      ['repos', 'track', 'remove', 'no-such-org'],
      ['jobs', 'retry', randomUUID()],
    ]);
  });

  it('invalid input is 2, refused locally or by the server', async () => {
    await expectExit(admin, 2, [
      ['user', 'list', '--role', '7'],
      ['audit', 'list', '--limit', '0'],
      ['course', 'create', '--slug', 'Not a slug!', '--title', 'Bad'],
      ['news', 'sources', 'add', 'not a url', '--name', 'Bad'],
    ]);
  });

  it('a rejected token is 4 for every command', async () => {
    await expectExit(
      admin,
      4,
      [['whoami'], ['auth', 'status'], ['user', 'list'], ['news', 'sync'], ['event', 'list']],
      { AILAB_TOKEN: 'ailab_pat_rejected' },
    );
    // Issue 24 item 9: a CI job is told its token was rejected, not to run `auth login`.
    const ci = await admin.run(['user', 'list'], { env: { AILAB_TOKEN: 'ailab_pat_rejected' } });
    expect(ci.stderr).toContain(
      'The server rejected the token from AILAB_TOKEN: it is wrong, revoked or expired.',
    );
    expect(ci.stderr).not.toContain('auth login');
    const flag = await admin.run(['user', 'list', '--token', 'ailab_pat_rejected']);
    expect(flag.stderr).toContain('The server rejected the token from --token');
  });

  it('a permission refusal is 5, a conflict 6', async () => {
    await expectExit(member, 5, [
      ['user', 'list'],
      ['audit', 'list'],
      ['news', 'sources', 'list'],
      ['jobs', 'list'],
    ]);
    expect((await admin.run(['repos', 'track', 'add', 'twice-org'])).code).toBe(0);
    expect(
      (await admin.run(['news', 'sources', 'add', 'https://twice.example.org/feed.xml', '--name', 'Twice']))
        .code,
    ).toBe(0);
    await expectExit(admin, 6, [
      ['repos', 'track', 'add', 'twice-org'],
      ['news', 'sources', 'add', 'https://twice.example.org/feed.xml', '--name', 'Twice again'],
    ]);
  });
});

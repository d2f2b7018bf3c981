import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';

let cli: CliTestServer;

beforeAll(async () => {
  cli = await startCliTestServer();
});
afterAll(async () => {
  await cli.close();
});

const REPO = 'ailab-demo/plan-runner';

/** Issue 24 item 6: `ailab repos drop <owner/name>` deletes a repository from the catalogue. */
describe('ailab repos drop (real process, real server)', () => {
  it('asks for --yes off a terminal, refuses while followed, dry-runs, drops once, then exits 3', async () => {
    const admin = await cli.admin();
    const listed = async () =>
      JSON.parse((await admin.run(['repos', 'list', '--removed', '--all', '--json'])).stdout).items.map(
        (repo: { full_name: string }) => repo.full_name,
      );
    expect(await listed()).toContain(REPO);

    const unconfirmed = await admin.run(['repos', 'drop', REPO]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');

    expect((await admin.run(['repos', 'track', 'add', 'ailab-demo'])).code).toBe(0);
    const followed = await admin.run(['repos', 'drop', REPO, '--yes']);
    expect(followed.code).toBe(6);
    expect(followed.stderr).toContain('ailab repos track remove');
    expect((await admin.run(['repos', 'track', 'remove', 'ailab-demo'])).code).toBe(0);

    const dry = await admin.run(['repos', 'drop', REPO, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`Would drop ${REPO}`);
    expect(await listed()).toContain(REPO);

    const dropped = await admin.run(['repos', 'drop', REPO, '--yes']);
    expect(dropped.code, dropped.stderr).toBe(0);
    expect(dropped.stderr).toContain(`Dropped ${REPO}`);
    expect(await listed()).not.toContain(REPO);

    expect((await admin.run(['repos', 'drop', REPO, '--yes'])).code).toBe(3);
    const member = await cli.signedIn('research@example.com');
    expect((await member.run(['repos', 'drop', 'ailab-demo/memory-lane', '--yes'])).code).toBe(5);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';

let cli: CliTestServer;

beforeAll(async () => {
  cli = await startCliTestServer();
});
afterAll(async () => {
  await cli.close();
});

/** Issue 24 item 17: every noun takes its natural key where it takes an id; expired tokens are listed, marked. */
describe('natural keys and expired tokens (real process, real server)', () => {
  it('lists an expired API token marked expired instead of hiding it, and revokes it by name', async () => {
    const admin = await cli.admin();
    const created = await admin.run([
      'auth',
      'token',
      'create',
      '--name',
      'nightly',
      '--expires-in-days',
      '1',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const live = await admin.run(['auth', 'token', 'list']);
    expect(live.stdout).toMatch(/\tnightly\t.*\tactive\n/);
    const ctx = cli.server.server.ctx;
    const realNow = ctx.now;
    ctx.now = () => new Date(realNow().getTime() + 2 * 86_400_000);
    try {
      const listed = await admin.run(['auth', 'token', 'list']);
      expect(listed.code, listed.stderr).toBe(0);
      const row = listed.stdout.split('\n').find((line) => line.includes('\tnightly\t'));
      expect(row?.split('\t').at(-1)).toBe('expired');
      const json = JSON.parse((await admin.run(['auth', 'token', 'list', '--json'])).stdout);
      expect(json.items).toEqual([expect.objectContaining({ name: 'nightly', expired: true })]);
      const revoked = await admin.run(['auth', 'token', 'revoke', 'nightly']);
      expect(revoked.code, revoked.stderr).toBe(0);
      const after = await admin.run(['auth', 'token', 'list', '--json']);
      expect(JSON.parse(after.stdout).items).toEqual([]);
    } finally {
      ctx.now = realNow;
    }
  });

  it('addresses a startup by its slug wherever it takes an id; an unknown slug exits 3', async () => {
    const founder = await cli.signedIn('startup@example.com');
    const view = await founder.run(['startup', 'view', 'quetzal-pay', '--json']);
    expect(view.code, view.stderr).toBe(0);
    expect(JSON.parse(view.stdout).startup.name).toBe('Quetzal Pay');
    const members = await founder.run(['startup', 'members', 'quetzal-pay']);
    expect(members.code, members.stderr).toBe(0);
    expect(members.stdout).toContain('startup@example.com');
    const updated = await founder.run([
      'startup',
      'update',
      'quetzal-pay',
      '--one-liner',
      'Payments for markets',
    ]);
    expect(updated.code, updated.stderr).toBe(0);
    const pitches = await founder.run(['pitch', 'list', '--startup', 'quetzal-pay', '--json', '--all']);
    expect(pitches.code, pitches.stderr).toBe(0);
    const names = JSON.parse(pitches.stdout).items.map(
      (pitch: { startup_name: string }) => pitch.startup_name,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Quetzal Pay']));
    const unknown = await founder.run(['startup', 'view', 'no-such-startup']);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('no-such-startup');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

let cli: CliTestServer;
let founder: AilabSandbox;
let admin: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  founder = await cli.signedIn('startup@example.com');
  admin = await cli.signedIn('staff@example.com');
});
afterAll(() => cli?.close());

describe('ailab startup (real process)', () => {
  it('lists my startups as TSV and JSON, and shows one with its team', async () => {
    const list = await founder.run(['startup', 'list']);
    expect(list.code, list.stderr).toBe(0);
    const rows = list.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
    expect(rows.map((row) => row[1]).sort()).toEqual(['Mareas Health', 'Quetzal Pay']);
    // Piped: header-less TSV, one startup per line (id, name, stage, status, members, my role).
    expect(rows.every((row) => row.length === 6 && row[5] === 'owner')).toBe(true);
    const json = await founder.run(['startup', 'list', '--json']);
    const page = JSON.parse(json.stdout);
    expect(page.total).toBe(2);
    const quetzal = page.items.find((item: { name: string }) => item.name === 'Quetzal Pay');
    const view = await founder.run(['startup', 'view', quetzal.id]);
    expect(view.code, view.stderr).toBe(0);
    expect(view.stdout).toContain('Quetzal Pay');
    expect(view.stdout).toContain('startup@example.com');
    const viewJson = await founder.run(['startup', 'view', quetzal.id, '--json']);
    expect(JSON.parse(viewJson.stdout).startup.id).toBe(quetzal.id);
  });

  it('lists every startup for an administrator with filters, and refuses the rest', async () => {
    const all = await admin.run(['startup', 'list', '--studio', '--json', '--all']);
    expect(all.code, all.stderr).toBe(0);
    const names = JSON.parse(all.stdout).items.map((item: { name: string }) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Quetzal Pay', 'Mareas Health', 'Kumo Grid', 'Aula Viva']));
    const stage = JSON.parse(all.stdout).items[0].stage as string;
    const filtered = await admin.run(['startup', 'list', '--studio', '--stage', stage, '--json']);
    expect(JSON.parse(filtered.stdout).items.every((item: { stage: string }) => item.stage === stage)).toBe(
      true,
    );
    // A stage the studio does not have: the server names the problem (usage, exit code 2).
    const badStage = await admin.run(['startup', 'list', '--studio', '--stage', 'unicorn']);
    expect(badStage.code).toBe(2);
    expect(badStage.stderr).toContain('stage');
    // A founder is not an administrator (exit code 5); someone else's startup is not found (exit code 3).
    const notAdmin = await founder.run(['startup', 'list', '--studio']);
    expect(notAdmin.code).toBe(5);
    const others = JSON.parse(all.stdout).items.find((item: { name: string }) => item.name === 'Kumo Grid');
    const notMine = await founder.run(['startup', 'view', others.id]);
    expect([3, 5]).toContain(notMine.code);
  });
});

describe('ailab startup create, update, archive, invite, members (real process)', () => {
  it('creates a startup, changes only the fields given, invites, lists the team and archives it', async () => {
    const created = await founder.run([
      'startup',
      'create',
      '--name',
      'Tinta Labs',
      '--one-liner',
      'Ink for robots',
      '--stage',
      'seed',
      '--industry',
      'payments',
      '--country',
      'mx',
      '--json',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const startup = JSON.parse(created.stdout);
    expect(startup).toMatchObject({
      name: 'Tinta Labs',
      stage: 'seed',
      country: 'MX',
      industries: ['payments'],
    });

    const updated = await founder.run(['startup', 'update', startup.id, '--team-size', '4', '--json']);
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout)).toMatchObject({
      team_size: 4,
      one_liner: 'Ink for robots',
      stage: 'seed',
    });
    const notNumber = await founder.run(['startup', 'update', startup.id, '--team-size', 'four']);
    expect(notNumber.code).toBe(2);
    expect(notNumber.stderr).toContain('--team-size');
    const badStage = await founder.run(['startup', 'update', startup.id, '--stage', 'unicorn']);
    expect(badStage.code).toBe(2);

    const invite = await founder.run([
      'startup',
      'invite',
      startup.id,
      'new.partner@example.org',
      '--role',
      'admin',
    ]);
    expect(invite.code, invite.stderr).toBe(0);
    expect(invite.stdout).toMatch(/\tnew\.partner@example\.org\tadmin\tpending\t/);
    const members = await founder.run(['startup', 'members', startup.id]);
    expect(members.code, members.stderr).toBe(0);
    expect(members.stdout).toContain('startup@example.com');

    const archived = await founder.run(['startup', 'archive', startup.id]);
    expect(archived.code, archived.stderr).toBe(0);
    expect(archived.stdout).toMatch(/\tarchived$/m);
    const restored = await founder.run(['startup', 'restore', startup.id]);
    expect(restored.stdout).toMatch(/\tactive$/m);
  });
});

import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let founder: AilabSandbox;
let admin: AilabSandbox;

async function login(sandbox: AilabSandbox, email: string) {
  const answer = await sandbox.run(['auth', 'login', '--email', email, '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  if (answer.code !== 0) throw new Error(`login failed: ${answer.stderr}`);
}

beforeAll(async () => {
  server = await startTestServer();
  founder = createSandbox(server.url);
  admin = createSandbox(server.url);
  await login(founder, 'startup@example.com');
  await login(admin, 'staff@example.com');
});
afterAll(async () => {
  founder.dispose();
  admin.dispose();
  await server.close();
});

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

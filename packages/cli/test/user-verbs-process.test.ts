import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDialects } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

// Issue 24, "missing verbs" (users, api, audit): `user import --replace-roles`, `api --list <name>`,
// `user invite --resend`, `user anonymise`, `user list --never-signed-in` and `audit view`, as real `ailab`
// processes against one real server per database.
describe.each(testDialects())('user, api and audit verbs (%s)', (dialect) => {
  let cli: CliTestServer;
  let admin: AilabSandbox;
  let dir: string;

  async function ok(args: string[]) {
    const result = await admin.run(args);
    expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    return result;
  }

  async function rolesOf(email: string): Promise<number[]> {
    const view = await ok(['user', 'view', email, '--json']);
    return (JSON.parse(view.stdout) as { user: { roles: number[] } }).user.roles;
  }

  function csv(name: string, text: string): string {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  }

  beforeAll(async () => {
    cli = await startCliTestServer({ dialect });
    admin = await cli.admin();
    // student@example.com signs in once: it is no longer a never-signed-in account.
    await cli.signedIn('student@example.com');
    dir = mkdtempSync(join(tmpdir(), 'ailab-user-verbs-'));
  });

  afterAll(async () => {
    await cli?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('user import --replace-roles makes the file the exact set; the dry run names whose roles change', async () => {
    // member@example.com holds research (1), startup (3) and learner (8).
    const file = csv('roles.csv', 'email,roles\nmember@example.com,8\nintern@example.com,5\n');
    const addOnly = await ok(['user', 'import', file, '--dry-run']);
    expect(addOnly.stderr).toContain('would create 0, update 0, leave 2 unchanged');

    const plan = await ok(['user', 'import', file, '--replace-roles', '--dry-run']);
    expect(plan.stderr).toContain('line 2 member@example.com: roles 1 3 8 → 8');
    expect(plan.stderr).not.toContain('intern@example.com:');
    expect(plan.stderr).toContain('would create 0, update 1, leave 1 unchanged');
    expect(await rolesOf('member@example.com')).toEqual([1, 3, 8]);

    const json = await ok(['user', 'import', file, '--replace-roles', '--dry-run', '--json']);
    expect(JSON.parse(json.stdout).rows[0]).toMatchObject({ outcome: 'updated', change: 'roles 1 3 8 → 8' });

    await ok(['user', 'import', file, '--replace-roles', '--yes']);
    expect(await rolesOf('member@example.com')).toEqual([8]);
    const again = await ok(['user', 'import', file, '--replace-roles', '--yes']);
    expect(again.stderr).toContain('Created 0, updated 0, unchanged 2, failed 0.');

    const help = await ok(['user', 'import', '--help']);
    expect(help.stdout).toContain('without --replace-roles an import only adds the roles');
  });

  it('user import --replace-roles refuses a file without a roles column and keeps the last administrator', async () => {
    const noColumn = await admin.run([
      'user',
      'import',
      csv('names.csv', 'email,first_name\nmember@example.com,Marisol\n'),
      '--replace-roles',
      '--yes',
    ]);
    expect(noColumn.code).toBe(2);
    expect(noColumn.stderr).toContain('--replace-roles needs a roles column');

    // Two administrators: staff@example.com's role 99 may go, then the signed-in one is the last.
    const staff = await ok([
      'user',
      'import',
      csv('staff.csv', 'email,roles\nstaff@example.com,\n'),
      '--replace-roles',
      '--yes',
    ]);
    expect(staff.stderr).toContain('Created 0, updated 1, unchanged 0, failed 0.');
    expect(await rolesOf('staff@example.com')).toEqual([]);
    const last = await admin.run([
      'user',
      'import',
      csv('admin.csv', `email,roles\n${cli.server.adminEmail},8\n`),
      '--replace-roles',
      '--yes',
    ]);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('That would leave no active administrator.');
    expect(await rolesOf(cli.server.adminEmail)).toContain(99);
  });

  it('api --list <name> prints the request and response fields from the contract', async () => {
    const text = await ok(['api', '--list', 'adminAccounts.import']);
    expect(text.stdout).toContain('POST /v2/api/admin/user/import');
    expect(text.stdout).toMatch(
      /Request fields:[\s\S]*rows\[\]\.email\s+string\s+yes[\s\S]*replace_roles\s+boolean/,
    );
    expect(text.stdout).toMatch(/Response fields:[\s\S]*rows\[\]\.outcome/);
    const json = JSON.parse((await ok(['api', '--list', '/v2/api/admin/audit/get', '--json'])).stdout);
    expect(json.name).toBe('adminAudit.get');
    expect(json.request).toEqual([{ field: 'id', type: 'string', required: true, description: '' }]);
    expect(json.response.map((field: { field: string }) => field.field)).toContain('target_name');
    const unknown = await admin.run(['api', '--list', 'nope.nothing']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("No endpoint named 'nope.nothing'");
  });

  it('user invite --resend sends a pending invitation again and refuses one already taken up', async () => {
    await ok(['user', 'invite', 'pending@example.com', '--role', 'learner']);
    const resent = await ok(['user', 'invite', 'pending@example.com', '--resend', '--json']);
    expect(JSON.parse(resent.stdout)).toMatchObject({
      changed: true,
      user: { email: 'pending@example.com' },
    });
    const audit = await ok(['audit', 'list', '--action', 'user.invite.resend', '--json']);
    expect(JSON.parse(audit.stdout).total).toBe(1);

    const accepted = await admin.run(['user', 'invite', 'student@example.com', '--resend']);
    expect(accepted.code).toBe(6);
    expect(accepted.stderr).toContain('student@example.com has already taken up the invitation');
    const details = await admin.run(['user', 'invite', 'pending@example.com', '--resend', '--role', '8']);
    expect(details.code).toBe(2);
    expect((await admin.run(['user', 'invite', 'nobody@example.com', '--resend'])).code).toBe(3);
  });

  it('user list --never-signed-in lists accounts that never signed in', async () => {
    const list = await ok(['user', 'list', '--never-signed-in', '--all', '--json', 'email,last_login_at']);
    const page = JSON.parse(list.stdout) as { items: { email: string; last_login_at: string | null }[] };
    const emails = page.items.map((user) => user.email);
    expect(emails).toContain('pending@example.com');
    expect(emails).not.toContain('student@example.com');
    expect(emails).not.toContain(cli.server.adminEmail);
    expect(page.items.every((user) => user.last_login_at === null)).toBe(true);
  });

  it('audit view <id> names the actor and the target; --json carries target_name; an unknown id exits 3', async () => {
    const list = await ok(['audit', 'list', '--target', 'user:pending@example.com', '--json', 'id,action']);
    const entry = (JSON.parse(list.stdout) as { items: { id: string; action: string }[] }).items.find(
      (item) => item.action === 'user.invite',
    );
    expect(entry).toBeDefined();
    const id = entry?.id ?? '';
    const view = await ok(['audit', 'view', id]);
    expect(view.stdout).toContain('user.invite');
    expect(view.stdout).toMatch(/Target\s+pending <pending@example\.com> \(user:/);
    expect(view.stdout).toContain(`<${cli.server.adminEmail}>`);
    const json = JSON.parse((await ok(['audit', 'view', id, '--json'])).stdout);
    expect(json).toMatchObject({ id, action: 'user.invite', target_name: 'pending <pending@example.com>' });
    expect(json.after).toMatchObject({ email: 'pending@example.com' });
    expect((await admin.run(['audit', 'view', 'no-such-entry'])).code).toBe(3);
  });

  it('user anonymise is user delete by its other name', async () => {
    const dry = await ok(['user', 'anonymise', 'pending@example.com', '--dry-run', '--json']);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dry_run: true, action: 'delete' });
    const refused = await admin.run(['user', 'anonymise', 'pending@example.com']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Pass --yes');
  });
});

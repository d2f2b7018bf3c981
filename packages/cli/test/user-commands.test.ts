import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let sandbox: AilabSandbox;
let env: Record<string, string>;

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown> & { token?: string };
}

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox(server.url);
  const first = await post('/v2/api/user/login', {
    email: server.adminEmail,
    password: server.adminPassword,
  });
  const changed = await post(
    '/v2/api/user/update_default_password',
    { current_password: server.adminPassword, new_password: 'A-new-admin-password-1' },
    first.token,
  );
  env = { AILAB_TOKEN: String(changed.token) };
});
afterAll(async () => {
  sandbox.dispose();
  await server.close();
});

describe('ailab user (real process, real server)', () => {
  it('lists users as TSV when piped, filtered by search and role, and as the page object with --json', async () => {
    const piped = await sandbox.run(['user', 'list', '--role', '1', '--all'], { env });
    expect(piped.code).toBe(0);
    const lines = piped.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    // Roles read as their names, never bare numbers (issue 25 item 6).
    expect(lines.every((line) => line.split('\t')[3]?.split(', ').includes('Researcher'))).toBe(true);
    expect(lines.every((line) => !/\b\d+\b/.test(line.split('\t')[3] ?? ''))).toBe(true);
    const json = await sandbox.run(['user', 'list', '--search', 'stel', '--json'], { env });
    const page = JSON.parse(json.stdout);
    expect(page.total).toBe(1);
    expect(page.items[0].email).toBe('staff@example.com');
    const none = await sandbox.run(['user', 'list', '--search', 'zzz'], { env });
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('No results found!');
  });

  it('shows one user with role names and the admin area in words', async () => {
    const admin = await sandbox.run(['user', 'view', server.adminEmail], { env });
    expect(admin.code, admin.stderr).toBe(0);
    expect(admin.stdout).toMatch(/Roles\s+Researcher, .*Administrator\n/);
    expect(admin.stdout).toMatch(/Area\s+Admin area/);
    expect(admin.stdout).not.toMatch(/Area code|\b99\b/);
  });

  it('refuses an unknown role number with exit 2 naming the option', async () => {
    const bad = await sandbox.run(['user', 'list', '--role', '7'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--role');
    // Role names work where numbers do (issue 24 item 9).
    const byName = await sandbox.run(['user', 'list', '--role', 'learner', '--all', '--json'], { env });
    const byNumber = await sandbox.run(['user', 'list', '--role', '8', '--all', '--json'], { env });
    expect(byName.code, byName.stderr).toBe(0);
    expect(JSON.parse(byName.stdout).total).toBeGreaterThan(0);
    expect(JSON.parse(byName.stdout).items).toEqual(JSON.parse(byNumber.stdout).items);
    const granted = await sandbox.run(['user', 'role', 'add', 'intern@example.com', 'ai-tools', '--json'], {
      env,
    });
    expect(JSON.parse(granted.stdout).roles).toContain(6);
    await sandbox.run(['user', 'role', 'remove', 'intern@example.com', 'aiTools'], { env });
  });

  it('grants and revokes a role, invites, disables and enables, and views a user', async () => {
    const add = await sandbox.run(['user', 'role', 'add', 'intern@example.com', '6'], { env });
    expect(add.code).toBe(0);
    expect(add.stderr).toContain('roles now: 5 6');
    const remove = await sandbox.run(['user', 'role', 'remove', 'intern@example.com', '6', '--json'], {
      env,
    });
    expect(JSON.parse(remove.stdout).roles).toEqual([5]);

    const invite = await sandbox.run(
      ['user', 'invite', 'cli.new@example.com', '--role', '1', '--role', '8'],
      { env },
    );
    expect(invite.code).toBe(0);
    expect(await server.readOutbox('cli.new@example.com')).toHaveLength(1);

    expect((await sandbox.run(['user', 'disable', 'cli.new@example.com'], { env })).code).toBe(0);
    const viewed = await sandbox.run(['user', 'view', 'cli.new@example.com', '--json'], { env });
    expect(JSON.parse(viewed.stdout).user).toMatchObject({
      roles: [1, 8],
      disabled: true,
      password_set: false,
    });
    expect((await sandbox.run(['user', 'enable', 'cli.new@example.com'], { env })).code).toBe(0);
    const table = await sandbox.run(['user', 'view', 'cli.new@example.com'], { env });
    expect(table.stdout).toContain('invited');
  });

  it('says a no-op change is one, exits 0, and writes no audit entry (issue 24 item 4)', async () => {
    const auditTotal = async () => {
      const audit = await sandbox.run(['audit', 'list', '--target', 'user', '--json'], { env });
      return (JSON.parse(audit.stdout) as { total: number }).total;
    };
    expect((await sandbox.run(['user', 'role', 'add', 'tools@example.com', '1'], { env })).code).toBe(0);
    expect((await sandbox.run(['user', 'disable', 'tools@example.com'], { env })).code).toBe(0);
    const before = await auditTotal();

    // Before the fix each of these printed a ✓ and wrote an entry with identical before and after.
    const grant = await sandbox.run(['user', 'role', 'add', 'tools@example.com', '1'], { env });
    expect(grant.code, grant.stderr).toBe(0);
    expect(grant.stderr).toContain('tools@example.com already has role 1; nothing changed');
    const revoke = await sandbox.run(['user', 'role', 'remove', 'tools@example.com', '8', '--json'], { env });
    expect(revoke.code, revoke.stderr).toBe(0);
    expect(JSON.parse(revoke.stdout)).toMatchObject({ changed: false });
    const disable = await sandbox.run(['user', 'disable', 'tools@example.com'], { env });
    expect(disable.code, disable.stderr).toBe(0);
    expect(disable.stderr).toContain('The account was already disabled; nothing changed.');
    expect(disable.stderr).not.toContain('✓');
    const enableActive = await sandbox.run(['user', 'enable', 'staff@example.com', '--json'], { env });
    expect(JSON.parse(enableActive.stdout)).toMatchObject({ changed: false });
    expect(await auditTotal()).toBe(before);

    // A real change still says ✓ and is audited.
    const enable = await sandbox.run(['user', 'enable', 'tools@example.com', '--json'], { env });
    expect(JSON.parse(enable.stdout)).toMatchObject({ changed: true, user: { disabled: false } });
    expect(await auditTotal()).toBe(before + 1);
  });

  it('role set gives exactly the roles named (by number or name) in one audited change; the same set is a no-op', async () => {
    const auditTotal = async () => {
      const audit = await sandbox.run(['audit', 'list', '--target', 'user', '--json'], { env });
      return (JSON.parse(audit.stdout) as { total: number }).total;
    };
    const before = await auditTotal();
    const set = await sandbox.run(['user', 'role', 'set', 'research@example.com', 'learner', '1', '--json'], {
      env,
    });
    expect(set.code, set.stderr).toBe(0);
    const answer = JSON.parse(set.stdout);
    expect(answer.changed).toBe(true);
    expect([...answer.roles].sort((a: number, b: number) => a - b)).toEqual([1, 8]);
    expect(await auditTotal()).toBe(before + 1);
    const same = await sandbox.run(['user', 'role', 'set', 'research@example.com', '8', 'research'], { env });
    expect(same.code, same.stderr).toBe(0);
    expect(same.stderr).toContain('already has exactly these roles; nothing changed');
    expect(await auditTotal()).toBe(before + 1);
    const unknown = await sandbox.run(['user', 'role', 'set', 'nobody@example.com', '8'], { env });
    expect(unknown.code).toBe(3);
    const badRole = await sandbox.run(['user', 'role', 'set', 'research@example.com', 'wizard'], { env });
    expect(badRole.code).toBe(2);
  });

  it('list filters by verification and creation time and sorts as asked', async () => {
    const all = await sandbox.run(
      ['user', 'list', '--all', '--sort', '-created_at', '--json', 'email,created_at'],
      {
        env,
      },
    );
    expect(all.code, all.stderr).toBe(0);
    const items: { created_at: string }[] = JSON.parse(all.stdout).items;
    const times = items.map((user) => user.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const byEmail = await sandbox.run(
      ['user', 'list', '--all', '--sort', 'email', '--jq', '[.items[].email]'],
      {
        env,
      },
    );
    const emails: string[] = JSON.parse(byEmail.stdout);
    expect(emails).toEqual([...emails].sort());
    const unverified = await sandbox.run(
      ['user', 'list', '--all', '--no-verified', '--json', 'email_verified'],
      {
        env,
      },
    );
    const notYet = JSON.parse(unverified.stdout);
    for (const user of notYet.items) expect(user.email_verified).toBe(false);
    const verified = await sandbox.run(['user', 'list', '--all', '--verified', '--json', 'email_verified'], {
      env,
    });
    const done = JSON.parse(verified.stdout);
    for (const user of done.items) expect(user.email_verified).toBe(true);
    expect(done.total).toBeGreaterThan(0);
    expect(done.total + notYet.total).toBe(items.length);
    // From a time in the middle of the list: exactly the accounts created since then (an ISO time, as --since takes).
    const since = times[Math.floor(times.length / 2)] ?? '';
    const recent = await sandbox.run(['user', 'list', '--created-since', since, '--json', 'email'], { env });
    expect(JSON.parse(recent.stdout).total).toBe(times.filter((time) => time >= since).length);
    const future = await sandbox.run(['user', 'list', '--created-since', '2999-01-01', '--json'], { env });
    expect(JSON.parse(future.stdout).total).toBe(0);
    const bad = await sandbox.run(['user', 'list', '--created-since', 'soon'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--created-since takes 36h, 7d, 2w or a date');
  });

  it('answers 404 for an unknown user with exit 3, and a member is refused with exit 5', async () => {
    const missing = await sandbox.run(['user', 'view', 'nobody@example.com'], { env });
    // Issue 24 item 10: one exit-code rule (help exit-codes): not found is 3.
    expect(missing.code).toBe(3);
    const member = await post('/v2/api/user/login', {
      email: 'research@example.com',
      password: 'demo-password-1',
    });
    const refused = await sandbox.run(['user', 'list'], { env: { AILAB_TOKEN: String(member.token) } });
    expect(refused.code).toBe(5);
    expect(refused.stderr).toMatch(/permission/);
  });
});

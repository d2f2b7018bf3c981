import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeFor } from '../src/errors/exit-codes';
import { type CliTestServer, DEMO_PASSWORD, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

// Issue 24, "missing verbs": `user edit`, `settings get|set|reset` and `status`, as real `ailab`
// processes against a real server; changes are audited by the server and no-ops write nothing.
let cli: CliTestServer;
let admin: AilabSandbox;
let member: AilabSandbox;

async function ok(sandbox: AilabSandbox, args: string[]) {
  const result = await sandbox.run(args);
  expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result;
}

async function auditTotal(target: string): Promise<number> {
  const audit = await ok(admin, ['audit', 'list', '--target', target, '--json']);
  return (JSON.parse(audit.stdout) as { total: number }).total;
}

beforeAll(async () => {
  cli = await startCliTestServer();
  admin = await cli.admin();
  member = await cli.signedIn('student@example.com');
});

afterAll(async () => {
  await cli?.close();
});

describe('ailab user edit', () => {
  it('changes names, language and roles through the audited endpoints, and a repeat is a no-op', async () => {
    const before = await auditTotal('user');
    const edited = await ok(admin, [
      'user',
      'edit',
      'member@example.com',
      '--name',
      'Marisol de la Cruz',
      '--language',
      'es-MX',
      '--add-role',
      'internship',
      '--add-role',
      'ai-tools',
      '--json',
    ]);
    const answer = JSON.parse(edited.stdout);
    expect(answer.user).toMatchObject({ first_name: 'Marisol', last_name: 'de la Cruz', language: 'es-MX' });
    expect(answer.user.roles).toEqual(expect.arrayContaining([5, 6]));
    expect(answer.changed).toEqual({ profile: true, roles: true });
    expect(await auditTotal('user')).toBeGreaterThan(before);

    const afterChange = await auditTotal('user');
    const again = await ok(admin, [
      'user',
      'edit',
      'member@example.com',
      '--first-name',
      'Marisol',
      '--add-role',
      '5',
    ]);
    expect(again.stderr).toContain('member@example.com already is as asked; nothing changed');
    expect(await auditTotal('user')).toBe(afterChange);

    const removed = await ok(admin, [
      'user',
      'edit',
      'member@example.com',
      '--remove-role',
      'research',
      '--json',
    ]);
    expect(JSON.parse(removed.stdout).user.roles).not.toContain(1);
  });

  it('answers exit 3 for an unknown email and creates no account', async () => {
    const missing = await admin.run(['user', 'edit', 'nobody-here@example.com', '--first-name', 'Ghost']);
    expect(missing.code, missing.stderr).toBe(3);
    const list = await ok(admin, ['user', 'list', '--search', 'nobody-here', '--json']);
    expect(JSON.parse(list.stdout).total).toBe(0);
  });

  it('refuses contradictory or empty edits with exit 2, translated', async () => {
    const nothing = await admin.run(['user', 'edit', 'member@example.com', '--lang', 'ja-JP']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('変更内容がありません');
    const both = await admin.run([
      'user',
      'edit',
      'member@example.com',
      '--add-role',
      '8',
      '--remove-role',
      'learner',
    ]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('Role 8 is both added and removed.');
    const clash = await admin.run([
      'user',
      'edit',
      'member@example.com',
      '--name',
      'A B',
      '--first-name',
      'C',
    ]);
    expect(clash.code).toBe(2);
  });

  it('is refused for a member with exit 5', async () => {
    const refused = await member.run(['user', 'edit', 'member@example.com', '--first-name', 'Me']);
    expect(refused.code, refused.stderr).toBe(5);
  });
});

describe('ailab settings', () => {
  it('lists every setting as TSV when piped and reads one value alone', async () => {
    const all = await ok(admin, ['settings', 'get']);
    expect(all.stdout).toMatch(/^platform_name\t/m);
    expect(all.stdout).toMatch(/^sign_up_open\ttrue\t/m);
    const one = await ok(member, ['settings', 'get', 'platform_name']);
    expect(one.stdout).toBe('AI Lab\n');
  });

  it('sets typed values (audited), says when nothing changed, and resets to the default', async () => {
    const before = await auditTotal('setting');
    const set = await ok(admin, ['settings', 'set', 'sign_up_open', 'no', '--json']);
    expect(JSON.parse(set.stdout)).toMatchObject({
      changed: true,
      setting: { key: 'sign_up_open', value: false },
    });
    expect(await auditTotal('setting')).toBe(before + 1);
    const same = await ok(admin, ['settings', 'set', 'sign_up_open', 'false']);
    expect(same.stderr).toContain('sign_up_open already is false; nothing changed.');
    expect(await auditTotal('setting')).toBe(before + 1);
    const read = await ok(admin, ['settings', 'get', 'sign_up_open', '--jq', '.setting.value']);
    expect(read.stdout).toBe('false\n');
    const reset = await ok(admin, ['settings', 'reset', 'sign_up_open', '--json']);
    expect(JSON.parse(reset.stdout)).toMatchObject({
      changed: true,
      setting: { value: true, is_default: true },
    });
    expect(await auditTotal('setting')).toBe(before + 2);
  });

  it('refuses an unknown key or a bad value with exit 2, and a member’s write with exit 5', async () => {
    const unknown = await admin.run(['settings', 'get', 'colour']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("No setting named 'colour'. The settings are: platform_name,");
    const notBool = await admin.run(['settings', 'set', 'sign_up_open', 'maybe', '--lang', 'es-MX']);
    expect(notBool.code).toBe(2);
    expect(notBool.stderr).toContain("sign_up_open es sí o no: 'maybe' no es ninguno");
    const badEmail = await admin.run(['settings', 'set', 'support_email', 'not-an-email']);
    expect(badEmail.code, badEmail.stderr).toBe(2);
    const refused = await member.run(['settings', 'set', 'platform_name', 'Mine']);
    expect(refused.code, refused.stderr).toBe(5);
  });
});

describe('ailab status', () => {
  it('shows an administrator the server, its version and database, and the job queue', async () => {
    const result = await ok(admin, ['status', '--json']);
    const status = JSON.parse(result.stdout);
    expect(status).toMatchObject({
      server: cli.url,
      healthy: true,
      signed_in: true,
      token_source: 'stored',
      user: { email: cli.server.adminEmail },
    });
    expect(status.server_version).toEqual(expect.any(String));
    expect(status.database).toEqual(expect.any(String));
    expect(status.jobs).toMatchObject({ pending: expect.any(Number), dead: expect.any(Number) });
    const human = await ok(admin, ['status']);
    expect(human.stdout).toContain(cli.url);
    expect(human.stdout).toMatch(/Jobs: \d+ pending, \d+ running, \d+ dead/);
  });

  it('shows a member no queue, and answers signed out without failing', async () => {
    const mine = JSON.parse((await ok(member, ['status', '--json'])).stdout);
    expect(mine).toMatchObject({ signed_in: true, jobs: null, user: { email: 'student@example.com' } });
    const anonymous = await admin.run(['status', '--json'], {
      env: { AILAB_CONFIG_DIR: `${admin.configDir}-none` },
    });
    expect(anonymous.code, anonymous.stderr).toBe(0);
    expect(JSON.parse(anonymous.stdout)).toMatchObject({ signed_in: false, user: null, jobs: null });
    const rejected = await admin.run(['status', '--json'], { env: { AILAB_TOKEN: 'not-a-real-token' } });
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(JSON.parse(rejected.stdout)).toMatchObject({ signed_in: false, token_source: 'env' });
  });

  it('fails with exit 1 when the server cannot be reached', async () => {
    const down = await admin.run(['status', '--server', 'http://127.0.0.1:9', '--timeout', '5']);
    expect(down.code).toBe(1);
    expect(down.stdout).toBe('');
  });
});

// Last in the file: it signs the student out everywhere.
describe('ailab user sign-out and reset-password', () => {
  it('refuse without --yes off a terminal, change nothing on --dry-run, then act through the audited endpoints', async () => {
    const student = await cli.signedIn('student@example.com');
    const signedIn = await student.run(['whoami']);
    expect(signedIn.code, signedIn.stderr).toBe(0);

    const noYes = await admin.run(['user', 'sign-out', 'student@example.com']);
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toContain('Signing student@example.com out ends every session');
    expect(noYes.stderr).toContain('--yes');

    const before = await auditTotal('user');
    const dry = await ok(admin, ['user', 'sign-out', 'student@example.com', '--dry-run', '--json']);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dry_run: true, action: 'sign-out' });
    expect(JSON.parse(dry.stdout).sessions).toBeGreaterThan(0);
    const dryEs = await ok(admin, [
      'user',
      'sign-out',
      'student@example.com',
      '--dry-run',
      '--lang',
      'es-MX',
    ]);
    expect(dryEs.stderr).toContain('Simulación');
    expect((await student.run(['whoami'])).code).toBe(0);
    expect(await auditTotal('user')).toBe(before);

    const signedOut = await ok(admin, ['user', 'sign-out', 'student@example.com', '--yes', '--json']);
    expect(JSON.parse(signedOut.stdout).user.email).toBe('student@example.com');
    expect((await student.run(['whoami'])).code).toBe(4);
    expect(await auditTotal('user')).toBe(before + 1);

    const reset = await ok(admin, ['user', 'reset-password', 'student@example.com', '--yes']);
    expect(reset.stderr).toContain('reset link was emailed');
    expect(await auditTotal('user')).toBe(before + 2);
    // The demo password signed the student in above; after the reset it no longer does.
    const signIn = await student.run(
      ['auth', 'login', '--email', 'student@example.com', '--password-stdin'],
      { input: `${DEMO_PASSWORD}\n` },
    );
    expect(signIn.code).not.toBe(0);
  });

  it('answer exit 3 for an unknown email and exit 2 in Japanese without --yes', async () => {
    const unknown = await admin.run(['user', 'reset-password', 'nobody@example.com', '--yes']);
    expect(unknown.code).toBe(3);
    const ja = await admin.run(['user', 'reset-password', 'member@example.com', '--lang', 'ja-JP']);
    expect(ja.code).toBe(2);
    expect(ja.stderr).toContain('member@example.com のパスワードを再設定すると');
  });

  it('delete: --dry-run changes nothing, --yes erases the personal data; a second delete is a no-op (exit 0)', async () => {
    await ok(admin, ['user', 'invite', 'leaving@example.com', '--first-name', 'Lea']);
    const noYes = await admin.run(['user', 'delete', 'leaving@example.com', '--lang', 'es-MX']);
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toContain('Eliminar leaving@example.com borra sus datos personales');
    const dry = await ok(admin, ['user', 'delete', 'leaving@example.com', '--dry-run']);
    expect(dry.stderr).toContain('Dry run: leaving@example.com would be deleted');
    await ok(admin, ['user', 'view', 'leaving@example.com']);
    const deleted = await ok(admin, [
      'user',
      'delete',
      'leaving@example.com',
      '--yes',
      '--json',
      'changed,user',
    ]);
    const answer = JSON.parse(deleted.stdout);
    expect(Object.keys(answer)).toEqual(['changed', 'user']);
    expect(answer.changed).toBe(true);
    expect(answer.user.email).toMatch(/^deleted-.*@deleted\.invalid$/);
    expect((await admin.run(['user', 'view', 'leaving@example.com'])).code).toBe(3);
    const again = await ok(admin, ['user', 'delete', answer.user.email, '--yes']);
    expect(again.stderr).toContain('already deleted; nothing changed');
  });
});

describe('the last active administrator', () => {
  it('user delete --yes of the last active administrator exits with LAST_ADMIN’s code and changes nothing', async () => {
    const email = cli.server.adminEmail;
    // The seed's second administrator is disabled, so the signed-in one is the last active one.
    await ok(admin, ['user', 'disable', 'staff@example.com']);
    try {
      const before = JSON.parse((await ok(admin, ['user', 'view', email, '--json'])).stdout);
      const refused = await admin.run(['user', 'delete', email, '--yes']);
      expect(refused.code).toBe(exitCodeFor('LAST_ADMIN'));
      expect(refused.code).toBe(6);
      expect(refused.stderr).toContain('That would leave no active administrator.');
      const ja = await admin.run(['user', 'delete', email, '--yes', '--lang', 'ja-JP']);
      expect(ja.code).toBe(6);
      expect(ja.stderr).toContain('有効な管理者がいなくなるため');
      const after = JSON.parse((await ok(admin, ['user', 'view', email, '--json'])).stdout);
      expect(after.user).toEqual(before.user);
      expect(after.user).toMatchObject({ email, disabled: false });
      expect(after.user.roles).toContain(99);
    } finally {
      await ok(admin, ['user', 'enable', 'staff@example.com']);
    }
  });
});

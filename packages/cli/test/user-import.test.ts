import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let sandbox: AilabSandbox;
let env: Record<string, string>;
let dir: string;

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown> & { token?: string };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function emails(search: string): Promise<string[]> {
  const listed = await sandbox.run(['user', 'list', '--search', search, '--all', '--json'], { env });
  return (JSON.parse(listed.stdout).items as { email: string }[]).map((user) => user.email).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox(server.url);
  dir = mkdtempSync(join(tmpdir(), 'ailab-import-'));
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
  rmSync(dir, { recursive: true, force: true });
  await server.close();
});

const PEOPLE = [
  '"E-mail","First Name","Last name",Roles,Language',
  'imp.ana@example.org,Ana,"Ruiz, Jr.",1 8,es-MX',
  'IMP.BEN@example.org,Ben,Ito,5,ja-JP',
  'imp.bad@,Bad,Email,1,en-US',
  'imp.cy@example.org,Cy,"O""Neil",,',
].join('\r\n');

describe('ailab user import (real process, real server)', () => {
  it('dry-runs without writing, then imports, reports the failed row, and is idempotent on a re-run', async () => {
    const csv = file('people.csv', `\uFEFF${PEOPLE}\r\n`);
    const dry = await sandbox.run(['user', 'import', csv, '--dry-run'], { env });
    expect(dry.code).toBe(1);
    expect(dry.stderr).toContain('Line 4 (imp.bad@)');
    expect(dry.stderr).toContain('would create 3, update 0, leave 0 unchanged; 1 would fail');
    // Issue 24 item 13: the dry run says how many invitation emails applying it sends.
    expect(dry.stderr).toContain('emails an invitation to each of the 3 new users');
    expect(await emails('imp.')).toEqual([]);

    const failedOut = join(dir, 'failed.csv');
    const real = await sandbox.run(['user', 'import', csv, '--yes', '--failed-out', failedOut, '--json'], {
      env,
    });
    expect(real.code).toBe(1);
    const result = JSON.parse(real.stdout);
    expect(result.summary).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 1 });
    expect(result.rows.map((row: { line: number; outcome: string }) => [row.line, row.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'failed'],
      [5, 'created'],
    ]);
    // The input's own header names (issue 24 item 5: they were renamed to the field names before).
    expect(readFileSync(failedOut, 'utf8')).toMatch(/^E-mail,First Name,Last name,Roles,Language,error\n/);
    expect(readFileSync(failedOut, 'utf8')).toContain('imp.bad@,Bad,Email,1,en-US,');
    expect(await emails('imp.')).toEqual([
      'imp.ana@example.org',
      'imp.ben@example.org',
      'imp.cy@example.org',
    ]);
    const ana = JSON.parse(
      (await sandbox.run(['user', 'view', 'imp.ana@example.org', '--json'], { env })).stdout,
    );
    expect(ana.user).toMatchObject({ last_name: 'Ruiz, Jr.', roles: [1, 8], language: 'es-MX' });
    expect(await server.readOutbox('imp.ana@example.org')).toHaveLength(1);

    const again = await sandbox.run(['user', 'import', csv, '--yes'], { env });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Created 0, updated 0, unchanged 3, failed 1.');
    expect(await server.readOutbox('imp.ana@example.org')).toHaveLength(1);
    expect(await server.readOutbox('imp.cy@example.org')).toHaveLength(1);
  });

  it('--no-invite creates the accounts without emailing anyone (issue 24 item 13)', async () => {
    const csv = file(
      'quiet.csv',
      'email,first name\nquiet.one@example.org,Quiet\nquiet.two@example.org,Still\n',
    );
    const dry = await sandbox.run(['user', 'import', csv, '--dry-run', '--no-invite'], { env });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).not.toContain('invitation');
    const real = await sandbox.run(['user', 'import', csv, '--yes', '--no-invite'], { env });
    expect(real.code, real.stderr).toBe(0);
    expect(await emails('quiet.')).toEqual(['quiet.one@example.org', 'quiet.two@example.org']);
    // The jobs runner has had its chance: nothing was promised, so nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await server.readOutbox('quiet.one@example.org')).toHaveLength(0);
    const jobs = await server.server.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('payload', 'like', '%quiet.one@example.org%')
      .execute();
    expect(jobs).toHaveLength(0);
  });

  it('--failed-out: checked before anything is applied, always written, with every input column (issue 24 item 5)', async () => {
    const csv = file(
      'extra.csv',
      [
        'Correo;Nombre;Equipo;Notas',
        'fo.ana@example.org;Ana;Vision;"first; of two"',
        'fo.bad@;Bad;Ops;typo',
      ].join('\n'),
    );
    // An unwritable path: before the fix the import was applied first and then the command crashed, no summary.
    const nowhere = join(dir, 'no-such-folder', 'failed.csv');
    const refused = await sandbox.run(['user', 'import', csv, '--yes', '--failed-out', nowhere], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`Cannot write the --failed-out file ${nowhere}`);
    expect(refused.stderr).toContain('nothing was imported');
    expect(await emails('fo.')).toEqual([]);

    // Extra columns and header names come back as written; the reason goes in an error column.
    const failedOut = join(dir, 'fo-failed.csv');
    const first = await sandbox.run(['user', 'import', csv, '--yes', '--failed-out', failedOut], { env });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain(`Wrote 1 failed row to ${failedOut}.`);
    const [header, row, ...rest] = readFileSync(failedOut, 'utf8').trim().split('\n');
    expect(header).toBe('Correo,Nombre,Equipo,Notas,error');
    expect(row).toMatch(/^fo\.bad@,Bad,Ops,typo,.+/);
    expect(rest).toEqual([]);

    // A clean run leaves the header alone: no stale failures for CI to upload.
    const fixed = file('fixed.csv', 'Correo;Nombre;Equipo\nfo.bo@example.org;Bo;Ops\n');
    const clean = await sandbox.run(['user', 'import', fixed, '--yes', '--failed-out', failedOut], { env });
    expect(clean.code, clean.stderr).toBe(0);
    expect(readFileSync(failedOut, 'utf8')).toBe('Correo,Nombre,Equipo,error\n');
    expect(clean.stderr).toContain(`Wrote 0 failed rows to ${failedOut}.`);
  });

  it('will not apply without a terminal unless --yes, and changes nothing then', async () => {
    const csv = file('one.csv', 'email\nimp.dee@example.org\n');
    const refused = await sandbox.run(['user', 'import', csv], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect(await emails('imp.dee')).toEqual([]);
    const applied = await sandbox.run(['user', 'import', csv, '-y'], { env });
    expect(applied.code).toBe(0);
    expect(applied.stderr).toContain('Created 1, updated 0, unchanged 0, failed 0.');
  });

  it('asks for --allow-large-change before updating more than a fifth of the users', async () => {
    const all = JSON.parse((await sandbox.run(['user', 'list', '--all', '--json'], { env })).stdout);
    const total = all.total as number;
    const count = Math.floor(total * 0.2) + 1;
    const rows = (all.items as { email: string }[]).slice(0, count).map((user) => `${user.email},Renamed`);
    const csv = file('rename.csv', ['email,last name', ...rows].join('\n'));
    const dry = await sandbox.run(['user', 'import', csv, '--dry-run'], { env });
    expect(dry.code).toBe(0);
    expect(dry.stderr).toContain(`updates ${count} of ${total} existing users`);
    const refused = await sandbox.run(['user', 'import', csv, '--yes'], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--allow-large-change');
    const unchanged = JSON.parse((await sandbox.run(['user', 'list', '--all', '--json'], { env })).stdout);
    expect(unchanged.items.filter((user: { last_name: string }) => user.last_name === 'Renamed')).toEqual([]);
    const applied = await sandbox.run(['user', 'import', csv, '--yes', '--allow-large-change'], { env });
    expect(applied.code).toBe(0);
    expect(applied.stderr).toContain(`updated ${count}`);
  });

  it('refuses a malformed CSV, a missing column and a missing file with exit 2, naming the problem', async () => {
    const broken = await sandbox.run(
      ['user', 'import', file('broken.csv', 'email,first name\n"a@x.org,Ann\n')],
      {
        env,
      },
    );
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('not valid at line');
    const noEmail = await sandbox.run(['user', 'import', file('noemail.csv', 'name\nAnn\n')], { env });
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('lacks required columns: email');
    const missing = await sandbox.run(['user', 'import', join(dir, 'nope.csv')], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.csv');
  });

  it('exports users as CSV that imports again all unchanged', async () => {
    const exported = await sandbox.run(['user', 'export', '--role', '1'], { env });
    expect(exported.code).toBe(0);
    const lines = exported.stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'email,first_name,last_name,roles,language,user_name,status,email_verified,created_at,last_login_at',
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(1).every((line) => /,([\d ]* )?1( [\d ]*)?,/.test(line))).toBe(true);
    expect(exported.stderr).toContain(`Exported ${lines.length - 1} users.`);
    const reimport = await sandbox.run(['user', 'import', file('export.csv', exported.stdout), '--json'], {
      env,
    });
    expect(reimport.code).toBe(0);
    expect(JSON.parse(reimport.stdout).summary).toEqual({
      created: 0,
      updated: 0,
      unchanged: lines.length - 1,
      failed: 0,
    });
  });

  it('refuses the interactive user manage screen without a terminal, naming the commands to use', async () => {
    const manage = await sandbox.run(['user', 'manage'], { env });
    expect(manage.code).toBe(2);
    expect(manage.stderr).toContain('ailab user list');
  });
});

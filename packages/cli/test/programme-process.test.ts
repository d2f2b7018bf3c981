import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let admin: AilabSandbox;

beforeAll(async () => {
  server = await startTestServer();
  admin = createSandbox(server.url);
  const login = await admin.run(['auth', 'login', '--email', 'staff@example.com', '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
});
afterAll(async () => {
  admin.dispose();
  await server.close();
});

const updatedAt = async (slug: string) =>
  (
    await server.server.ctx.db
      .selectFrom('application_programmes')
      .select('updated_at')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  ).updated_at;

describe('ailab programme export and save (real process)', () => {
  it('exports a programme as YAML and saves it back unchanged, then applies an edit, then creates a copy', async () => {
    const exported = await admin.run(['programme', 'export', 'founders-spring']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/^slug: founders-spring$/m);
    expect(exported.stdout).toContain('questions:');
    expect(exported.stdout).not.toContain('counts');
    const file = join(admin.configDir, '..', 'programme.yaml');
    writeFileSync(file, exported.stdout);

    const before = await updatedAt('founders-spring');
    const same = await admin.run(['programme', 'save', file]);
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).toMatch(/^unchanged\tfounders-spring\t/);
    expect(await updatedAt('founders-spring')).toBe(before);

    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Founders spring (renamed)'),
    );
    const dry = await admin.run(['programme', 'save', file, '--dry-run', '--json']);
    expect(JSON.parse(dry.stdout)).toMatchObject({ outcome: 'updated', dry_run: true });
    expect(await updatedAt('founders-spring')).toBe(before);
    const saved = await admin.run(['programme', 'save', file]);
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout).toMatch(/^updated\tfounders-spring\t/);
    const view = await admin.run(['programme', 'view', 'founders-spring', '--json']);
    expect(JSON.parse(view.stdout).title).toBe('Founders spring (renamed)');
    expect((await admin.run(['programme', 'save', file])).stdout).toMatch(/^unchanged\t/);

    writeFileSync(file, readFileSync(file, 'utf8').replace(/^slug: .*$/m, 'slug: made-from-the-cli'));
    const created = await admin.run(['programme', 'save', file, '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ outcome: 'created', slug: 'made-from-the-cli' });
  });

  it('names what is wrong with a file, and an unknown programme', async () => {
    const file = join(admin.configDir, '..', 'bad.yaml');
    writeFileSync(file, 'slug: x-y\ntitle: Only a title\ncolour: blue\n');
    const unknown = await admin.run(['programme', 'save', file]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('colour');
    writeFileSync(file, 'slug: only-a-title\ntitle: Only a title\n');
    const incomplete = await admin.run(['programme', 'save', file]);
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toMatch(/questions|opens_at/);
    writeFileSync(file, 'slug: [unclosed\n');
    expect((await admin.run(['programme', 'save', file])).code).toBe(2);
    expect((await admin.run(['programme', 'export', 'no-such-programme'])).code).toBe(3);
  });
});

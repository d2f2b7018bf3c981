import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let founder: AilabSandbox;

beforeAll(async () => {
  server = await startTestServer();
  founder = createSandbox(server.url);
  const answer = await founder.run(['auth', 'login', '--email', 'startup@example.com', '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  if (answer.code !== 0) throw new Error(`login failed: ${answer.stderr}`);
});
afterAll(async () => {
  founder.dispose();
  await server.close();
});

/** The revisions stored for a pitch's sections: an import that changes nothing adds none. */
async function revisionCount(): Promise<number> {
  const row = await server.server.ctx.db
    .selectFrom('pitch_section_revisions')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('ailab pitch (real process)', () => {
  it('exports a pitch as Markdown, imports it back unchanged, then applies an edit once', async () => {
    const list = await founder.run(['pitch', 'list', '--json', '--all']);
    expect(list.code, list.stderr).toBe(0);
    const pitch = JSON.parse(list.stdout).items.find(
      (item: { startup_name: string }) => item.startup_name === 'Quetzal Pay',
    );
    expect(pitch).toBeDefined();

    const exported = await founder.run(['pitch', 'export', pitch.id]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/^---\npitch: /);
    expect(exported.stdout).toContain('<!-- section id=');
    const file = join(founder.configDir, '..', 'pitch.md');
    writeFileSync(file, exported.stdout);

    const revisions = await revisionCount();
    const again = await founder.run(['pitch', 'import', file, '--json']);
    expect(again.code, again.stderr).toBe(0);
    const unchanged = JSON.parse(again.stdout);
    expect(unchanged.created).toBe(false);
    expect(unchanged.reordered).toBe(false);
    expect(new Set(unchanged.sections.map((section: { action: string }) => section.action))).toEqual(
      new Set(['unchanged']),
    );
    expect(await revisionCount()).toBe(revisions);

    // One body edited, one section added at the end: a dry run says so and changes nothing.
    const text = readFileSync(file, 'utf8');
    const edited =
      text.replace(
        /(<!-- section id=[^ ]+ kind=problem -->\n## [^\n]+\n)/,
        '$1\nA sharper problem statement.\n',
      ) + '\n<!-- section kind=custom -->\n## Press\n\nCovered by the local business press.\n';
    writeFileSync(file, edited);
    const dry = await founder.run(['pitch', 'import', file, '--dry-run', '--json']);
    expect(dry.code, dry.stderr).toBe(0);
    const plan = JSON.parse(dry.stdout).sections.map((section: { action: string }) => section.action);
    expect(plan.filter((action: string) => action === 'updated')).toHaveLength(1);
    expect(plan.filter((action: string) => action === 'added')).toHaveLength(1);
    expect(await revisionCount()).toBe(revisions);

    const applied = await founder.run(['pitch', 'import', file]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/^updated\t/m);
    expect(applied.stdout).toMatch(/^added\t\S+\tPress$/m);
    const view = await founder.run(['pitch', 'view', pitch.id]);
    expect(view.stdout).toContain('A sharper problem statement.');
    expect(view.stdout).toContain('## Press');
    // Exported again and imported: nothing left to change.
    const second = await founder.run(['pitch', 'export', pitch.id]);
    writeFileSync(file, second.stdout);
    const stable = await founder.run(['pitch', 'import', file, '--json']);
    expect(
      JSON.parse(stable.stdout).sections.every(
        (section: { action: string }) => section.action === 'unchanged',
      ),
    ).toBe(true);
  });

  it('creates a pitch from a hand-written file under a startup, moves it, and names bad files', async () => {
    const startups = JSON.parse((await founder.run(['startup', 'list', '--json'])).stdout).items;
    const mareas = startups.find((item: { name: string }) => item.name === 'Mareas Health');
    const file = join(founder.configDir, '..', 'new-pitch.md');
    writeFileSync(
      file,
      `---\nstartup: ${mareas.id}\ntitle: Pilot partners 2027\naudience: programme\n---\n\n## Problem\n\nClinics lose a day a week to notes.\n\n## Ask\n\nThree pilot clinics.\n`,
    );
    const created = await founder.run(['pitch', 'import', file, '--json']);
    expect(created.code, created.stderr).toBe(0);
    const result = JSON.parse(created.stdout);
    expect(result.created).toBe(true);
    expect(
      result.sections.map((section: { action: string; title: string }) => [section.action, section.title]),
    ).toEqual([
      ['added', 'Problem'],
      ['added', 'Ask'],
    ]);
    const status = await founder.run(['pitch', 'status', result.pitch_id, 'active']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/\tactive\t/);
    const badStatus = await founder.run(['pitch', 'status', result.pitch_id, 'famous']);
    expect(badStatus.code).toBe(2);

    writeFileSync(file, '## No front matter\n');
    const bad = await founder.run(['pitch', 'import', file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('front matter');
    const missing = await founder.run(['pitch', 'import', join(founder.configDir, 'nope.md')]);
    expect(missing.code).toBe(2);
  });
});

describe('ailab investor list (real process)', () => {
  it('lists investors, and ranks them for a pitch with a score and translated reasons', async () => {
    const all = await founder.run(['investor', 'list', '--json', '--all']);
    expect(all.code, all.stderr).toBe(0);
    const investors = JSON.parse(all.stdout).items;
    expect(investors.length).toBeGreaterThanOrEqual(2);
    expect(investors.every((investor: { match: unknown }) => investor.match === null)).toBe(true);
    const pitches = JSON.parse((await founder.run(['pitch', 'list', '--json', '--all'])).stdout).items;
    const pitch = pitches.find((item: { startup_name: string }) => item.startup_name === 'Quetzal Pay');
    const ranked = await founder.run(['investor', 'list', '--for-pitch', pitch.id, '--json', '--all']);
    const scores = JSON.parse(ranked.stdout).items.map(
      (investor: { match: { score: number } }) => investor.match.score,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const table = await founder.run(['investor', 'list', '--for-pitch', pitch.id, '--lang', 'es-MX']);
    expect(table.code, table.stderr).toBe(0);
    // Piped: TSV rows, the last column the reasons in the asked language.
    const first = table.stdout.split('\n')[0]?.split('\t') ?? [];
    expect(first).toHaveLength(7);
    expect(first[6]).toMatch(/Etapa|Sectores|ticket|Geografía|monto|monedas/i);
  });
});

async function view(url: string) {
  const token = url.split('/p/')[1];
  const response = await fetch(`${server.url}/v2/api/open/pitch_share/view`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, email: 'reader@example.com' }),
  });
  return response.status;
}

describe('ailab pitch share|links|unshare (real process)', () => {
  it('shares a pitch, lists its links with views, and revokes only with --yes', async () => {
    const list = await founder.run(['pitch', 'list', '--json', '--all']);
    const pitch = JSON.parse(list.stdout).items.find(
      (item: { startup_name: string }) => item.startup_name === 'Quetzal Pay',
    );
    expect(pitch).toBeDefined();

    const demo = await founder.run(['pitch', 'links', pitch.id, '--json']);
    expect(demo.code, demo.stderr).toBe(0);
    const seeded = JSON.parse(demo.stdout).items.find((link: { email_gate: boolean }) => link.email_gate);
    expect(seeded).toMatchObject({ views: 3, unique_viewers: 2, status: 'active' });
    expect(seeded.sections[0].seconds).toBeGreaterThan(0);

    const past = await founder.run(['pitch', 'share', pitch.id, '--expires', '2020-01-01']);
    expect(past.code).toBe(2);
    expect(past.stderr).toMatch(/expiry date/i);

    const shared = await founder.run([
      'pitch',
      'share',
      pitch.id,
      '--label',
      'Ana at Semilla',
      '--email-gate',
    ]);
    expect(shared.code, shared.stderr).toBe(0);
    const url = shared.stdout.trim();
    expect(url).toMatch(/^http.*\/p\/ailab_sh_[A-Za-z0-9_-]+$/);
    expect(shared.stderr).toMatch(/not shown again/);
    expect(await view(url)).toBe(200);

    const table = await founder.run(['pitch', 'links', pitch.id]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/Ana at Semilla\tactive\t-\tyes\t1\t1\t/);
    const link = JSON.parse((await founder.run(['pitch', 'links', pitch.id, '--json'])).stdout).items.find(
      (item: { label: string }) => item.label === 'Ana at Semilla',
    );

    const refused = await founder.run(['pitch', 'unshare', link.id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect(await view(url)).toBe(200);

    const revoked = await founder.run(['pitch', 'unshare', link.id, '--yes']);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout.trim()).toBe(`${link.id}\trevoked`);
    expect(await view(url)).toBe(410);

    const unknown = await founder.run(['pitch', 'unshare', 'no-such-link', '--yes']);
    expect(unknown.code).toBe(3);
  });

  it('shares with a password from stdin, then removes it with `pitch password --remove`', async () => {
    const list = await founder.run(['pitch', 'list', '--json', '--all']);
    const pitch = JSON.parse(list.stdout).items.find(
      (item: { startup_name: string }) => item.startup_name === 'Quetzal Pay',
    );
    const open = (token: string, body: Record<string, unknown> = {}) =>
      fetch(`${server.url}/v2/api/open/pitch_share/${body.password ? 'unlock' : 'view'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, ...body }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const shared = await founder.run(
      ['pitch', 'share', pitch.id, '--label', 'Locked for Bo', '--password-stdin', '--json'],
      { input: 'bo and the board\n' },
    );
    expect(shared.code, shared.stderr).toBe(0);
    const answer = JSON.parse(shared.stdout);
    expect(answer.link.password).toBe(true);
    expect((await open(answer.token)).body.locked).toBe(true);
    expect((await open(answer.token, { password: 'bo and the board' })).status).toBe(200);

    const neither = await founder.run(['pitch', 'password', answer.link.id]);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('--remove');
    const removed = await founder.run(['pitch', 'password', answer.link.id, '--remove']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stderr).toMatch(/without a password/);
    expect((await open(answer.token)).body.locked).toBe(false);
  });
});

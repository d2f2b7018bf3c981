import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

let cli: CliTestServer;
let sandbox: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  sandbox = await cli.signedIn('staff@example.com');
});
afterAll(() => cli.close());

describe('ailab institute (real process)', () => {
  it('creates, lists, manages teams and members, invites, assigns and reports progress', async () => {
    const created = await sandbox.run([
      'institute',
      'create',
      '--name',
      'Lakeside School',
      '--slug',
      'lakeside',
      '--kind',
      'school',
      '--json',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ slug: 'lakeside', status: 'active' });

    const list = await sandbox.run(['institute', 'list', '--json']);
    expect(JSON.parse(list.stdout).items.map((i: { slug: string }) => i.slug)).toEqual(
      expect.arrayContaining(['lakeside', 'northfield-university', 'kaizen-works-academy']),
    );
    const piped = await sandbox.run(['institute', 'list', '--search', 'lake']);
    expect(piped.stdout.trim().split('\t').slice(0, 2)).toEqual(['lakeside', 'Lakeside School']);

    expect((await sandbox.run(['institute', 'team', 'create', 'lakeside', 'Year 9'])).code).toBe(0);
    const move = await sandbox.run([
      'institute',
      'member',
      'move',
      'student@example.com',
      '--institute',
      'lakeside',
      '--team',
      'year 9',
    ]);
    expect(move.code, move.stderr).toBe(0);
    expect(move.stderr).toContain('Year 9');
    const unknown = await sandbox.run([
      'institute',
      'member',
      'move',
      'student@example.com',
      '--institute',
      'lakeside',
      '--team',
      'Year 10',
    ]);
    // An unknown team is not found (exit 3), naming the open teams.
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('Unknown team Year 10');

    const dry = await sandbox.run([
      'institute',
      'assign',
      'lakeside',
      '--course',
      'responsible-ai',
      '--dry-run',
    ]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain('Would enrol 1 learners');
    expect((await sandbox.run(['institute', 'assign', 'lakeside', '--course', 'responsible-ai'])).code).toBe(
      0,
    );

    const invite = await sandbox.run([
      'institute',
      'supervisor',
      'invite',
      'teacher@lakeside.example.org',
      '--institute',
      'lakeside',
      '--team',
      'Year 9',
      '--expires',
      '7d',
      '--json',
    ]);
    expect(invite.code, invite.stderr).toBe(0);
    const invitation = JSON.parse(invite.stdout);
    expect(invitation).toMatchObject({ status: 'pending', team_names: ['Year 9'] });
    const again = await sandbox.run([
      'institute',
      'supervisor',
      'invite',
      'teacher@lakeside.example.org',
      '--institute',
      'lakeside',
      '--team',
      'Year 9',
    ]);
    // ALREADY_EXISTS is a conflict: exit 6 in the CLI's one exit-code table (issue 24 item 10).
    expect(again.code).toBe(6);
    expect(again.stderr).toContain('already exists');
    const noTerminal = await sandbox.run(['institute', 'supervisor', 'revoke', invitation.id]);
    expect(noTerminal.code).toBe(2);
    expect((await sandbox.run(['institute', 'supervisor', 'revoke', invitation.id, '--yes'])).code).toBe(0);

    const csv = await sandbox.run(['institute', 'progress', 'lakeside', '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout.split('\n')[0]).toBe(
      'name,email,team,course,status,percent,last_activity_at,quiz_average,certificate_code',
    );
    expect(csv.stdout).toContain('student@example.com,Year 9,Responsible AI');
    const stalled = await sandbox.run([
      'institute',
      'progress',
      'northfield-university',
      '--status',
      'stalled',
      '--json',
    ]);
    const report = JSON.parse(stalled.stdout);
    expect(report.learners.length).toBeGreaterThan(0);
    expect(report.learners.every((l: { status: string }) => l.status === 'stalled')).toBe(true);

    // A roster file, imported twice: the second run changes nothing.
    const file = join(sandbox.configDir, '..', 'roster.csv');
    writeFileSync(
      file,
      'email,first_name,last_name,team\nana.roster@lakeside.example.org,Ana,Ruiz,Year 9\nbo.roster@lakeside.example.org,Bo,Li,\nana.roster@lakeside.example.org,Ana,Again,Year 9\n',
    );
    const first = await sandbox.run(['institute', 'roster', 'import', 'lakeside', file, '--yes', '--json']);
    expect(first.code).toBe(1);
    const lines = JSON.parse(first.stdout).rows.map((row: { outcome: string }) => row.outcome);
    expect(lines).toEqual(['created', 'created', 'failed']);
    const second = await sandbox.run(['institute', 'roster', 'import', 'lakeside', file, '--yes', '--json']);
    expect(JSON.parse(second.stdout).rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'failed',
    ]);
    const exported = await sandbox.run(['institute', 'roster', 'export', 'lakeside', '--csv']);
    expect(exported.stdout).toContain('ana.roster@lakeside.example.org,Ana,Ruiz,Year 9');

    const archive = await sandbox.run(['institute', 'archive', 'lakeside', '--yes']);
    expect(archive.code, archive.stderr).toBe(0);
    const refused = await sandbox.run(['institute', 'team', 'create', 'lakeside', 'Year 10']);
    expect(refused.code).toBe(6);
    expect(refused.stderr).toContain('archived');
    expect((await sandbox.run(['institute', 'restore', 'lakeside'])).code).toBe(0);
  });

  it('--team takes a name as well as an id: unknown is exit 3, a name shared by teams exit 2 naming them', async () => {
    const view = JSON.parse(
      (await sandbox.run(['institute', 'view', 'northfield-university', '--json'])).stdout,
    );
    const team = view.teams.find((item: { status: string }) => item.status === 'open');
    const byName = await sandbox.run([
      'institute',
      'progress',
      'northfield-university',
      '--team',
      team.name,
      '--json',
    ]);
    expect(byName.code, byName.stderr).toBe(0);
    const byId = await sandbox.run([
      'institute',
      'progress',
      'northfield-university',
      '--team',
      team.id,
      '--json',
    ]);
    expect(JSON.parse(byName.stdout)).toEqual(JSON.parse(byId.stdout));
    const names = new Set(
      JSON.parse(byName.stdout).learners.map((row: { team_name: string }) => row.team_name),
    );
    expect([...names]).toEqual([team.name]);

    const unknown = await sandbox.run([
      'institute',
      'funnel',
      'northfield-university',
      '--course',
      'x',
      '--team',
      'Nope',
    ]);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('Unknown team Nope');

    for (let round = 0; round < 2; round += 1) {
      expect((await sandbox.run(['institute', 'team', 'create', 'northfield-university', 'Twin'])).code).toBe(
        0,
      );
      const closed = await sandbox.run([
        'institute',
        'team',
        'close',
        'northfield-university',
        'Twin',
        '--yes',
      ]);
      expect(closed.code, closed.stderr).toBe(0);
    }
    const twins = await sandbox.run(['institute', 'stalled', 'northfield-university', '--team', 'twin']);
    expect(twins.code).toBe(2);
    expect(twins.stderr).toContain('More than one team is called twin');
    expect(twins.stderr.match(/Twin \(/g)).toHaveLength(2);
  });

  it('shows a course funnel and emails stalled learners once a day (confirmation off a terminal)', async () => {
    const funnel = await sandbox.run([
      'institute',
      'funnel',
      'northfield-university',
      '--course',
      'prompt-engineering-basics',
      '--json',
    ]);
    expect(funnel.code, funnel.stderr).toBe(0);
    const answer = JSON.parse(funnel.stdout);
    expect(answer.course.slug).toBe('prompt-engineering-basics');
    expect(answer.enrolled).toBeGreaterThan(0);
    expect(answer.units.length).toBe(answer.course.unit_count);
    const table = await sandbox.run([
      'institute',
      'funnel',
      'northfield-university',
      '--course',
      'prompt-engineering-basics',
    ]);
    expect(table.stderr).toContain(`${answer.enrolled} enrolled`);
    expect(table.stdout).toContain(answer.units[0].title);
    const notGiven = await sandbox.run(['institute', 'funnel', 'northfield-university', '--course', 'nope']);
    expect(notGiven.code).toBe(3);

    const preview = await sandbox.run(['institute', 'stalled', 'kaizen-works-academy', '--json']);
    expect(preview.code, preview.stderr).toBe(0);
    const stalled = JSON.parse(preview.stdout);
    expect(stalled.days).toBe(14);
    expect(stalled.learners.length).toBeGreaterThan(0);
    expect(stalled.sent).toBe(0);
    const refused = await sandbox.run(['institute', 'stalled', 'kaizen-works-academy', '--email']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    const sent = await sandbox.run(['institute', 'stalled', 'kaizen-works-academy', '--email', '--yes']);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stderr).toContain(`Emails sent: ${stalled.learners.length}; already emailed today: 0.`);
    const again = await sandbox.run([
      'institute',
      'stalled',
      'kaizen-works-academy',
      '--email',
      '--yes',
      '--json',
    ]);
    expect(JSON.parse(again.stdout)).toMatchObject({ sent: 0 });
    const badDays = await sandbox.run(['institute', 'stalled', 'kaizen-works-academy', '--days', '0']);
    expect(badDays.code).toBe(2);
  });
  it('sets and removes an institute logo from a file; a file that is not an image exits 2, changing nothing', async () => {
    const png = join(sandbox.configDir, '..', 'logo.png');
    writeFileSync(
      png,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    );
    const set = await sandbox.run(['institute', 'logo', 'northfield-university', png]);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout.trim()).toMatch(/^\/media\/institute-logos\/[0-9a-f]{64}\.png$/);
    const fake = join(sandbox.configDir, '..', 'logo.txt');
    writeFileSync(fake, 'not an image at all');
    const refused = await sandbox.run(['institute', 'logo', 'northfield-university', fake]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/PNG|JPEG/);
    const logoNow = async () =>
      JSON.parse((await sandbox.run(['institute', 'view', 'northfield-university', '--json'])).stdout)
        .logo_url;
    expect(await logoNow()).toBe(set.stdout.trim());
    // Removing asks; off a terminal without --yes it is a usage error and nothing changes.
    expect((await sandbox.run(['institute', 'logo', 'northfield-university', '--remove'])).code).toBe(2);
    expect((await sandbox.run(['institute', 'logo', 'northfield-university'])).code).toBe(2);
    expect(await logoNow()).toBe(set.stdout.trim());
    const removed = await sandbox.run([
      'institute',
      'logo',
      'northfield-university',
      '--remove',
      '--yes',
      '--json',
    ]);
    expect(removed.code, removed.stderr).toBe(0);
    expect(JSON.parse(removed.stdout).logo_url).toBeNull();
    expect((await sandbox.run(['institute', 'logo', 'no-such-institute', png])).code).toBe(3);
  });
});

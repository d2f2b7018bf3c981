import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@ailab/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

let server: TestServer;
let sandbox: AilabSandbox;

beforeAll(async () => {
  server = await startTestServer();
  sandbox = createSandbox(server.url);
  const login = await sandbox.run(['auth', 'login', '--email', 'staff@example.com', '--password-stdin'], {
    input: 'demo-password-1\n',
  });
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
});
afterAll(async () => {
  sandbox.dispose();
  await server.close();
});

/** Signs a demo member in over HTTP and registers them for an event (confirmed, or waitlisted when full). */
async function registerAs(email: string, eventId: string): Promise<void> {
  const login = await fetch(`${server.url}/v2/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  await fetch(`${server.url}/v2/api/open/event/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action: 'register', event_id: eventId }),
  });
}

describe('ailab event (real process)', () => {
  it('creates from YAML, publishes, lists, exports, checks in, reminds and deletes', async () => {
    const file = join(sandbox.configDir, '..', 'event.yaml');
    writeFileSync(
      file,
      [
        'title: CLI launch party',
        'kind: talk',
        'time_zone: Asia/Tokyo',
        "starts_at: '2030-04-01 18:00'",
        "ends_at: '2030-04-01 20:00'",
        'capacity: 2',
        'venue: Shibuya',
        'description: |',
        '  Drinks and **demos**.',
        '',
      ].join('\n'),
    );
    const created = await sandbox.run(['event', 'create', '--file', file, '--json']);
    expect(created.code, created.stderr).toBe(0);
    const event = JSON.parse(created.stdout);
    expect(event).toMatchObject({
      state: 'draft',
      starts_at: '2030-04-01T09:00:00.000Z',
      time_zone: 'Asia/Tokyo',
    });

    const published = await sandbox.run([
      'event',
      'update',
      event.slug,
      '--publish',
      '--start',
      '2030-04-01 19:00',
    ]);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stderr).toContain('published');

    const listed = await sandbox.run(['event', 'list', '--upcoming', '--all']);
    expect(listed.code).toBe(0);
    const row = listed.stdout.split('\n').find((line) => line.startsWith(event.id));
    expect(row?.split('\t')).toEqual([
      event.id,
      event.slug,
      'published',
      '2030-04-01 19:00 Asia/Tokyo',
      '0/2',
      '0',
      'CLI launch party',
    ]);

    // ZoomLab: a recording and materials, set from the command line (a bad address is refused, exit 2).
    const recorded = await sandbox.run([
      'event',
      'update',
      event.slug,
      '--recording-url',
      'https://video.example.com/launch',
      '--material',
      'Slides — https://files.example.com/launch.pdf',
      '--material',
      'https://files.example.com/notes.md',
      '--json',
    ]);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(JSON.parse(recorded.stdout)).toMatchObject({
      recording_url: 'https://video.example.com/launch',
      materials: [
        { title: 'Slides', url: 'https://files.example.com/launch.pdf' },
        { title: 'https://files.example.com/notes.md', url: 'https://files.example.com/notes.md' },
      ],
    });
    const badRecording = await sandbox.run([
      'event',
      'update',
      event.slug,
      '--recording-url',
      'javascript:x',
    ]);
    expect(badRecording.code).toBe(2);
    expect(badRecording.stderr).toContain('recording');

    // Someone registers, through the API like the web app does.
    await registerAs('member@example.com', event.id);

    const csv = await sandbox.run(['event', 'registrations', event.id, '--csv']);
    expect(csv.stdout.split('\r\n')[1]).toMatch(/^Mia Mori,member@example.com,confirmed,,false,true,/);
    const checkIn = await sandbox.run(['event', 'check-in', event.slug, 'member@example.com']);
    expect(checkIn.code, checkIn.stderr).toBe(0);
    const table = await sandbox.run(['event', 'registrations', event.slug]);
    expect(table.stdout.trim().split('\t')).toEqual(['Mia Mori', 'member@example.com', 'confirmed', '', '✓']);

    const remind = await sandbox.run(['event', 'remind', '--dry-run', '--json']);
    expect(JSON.parse(remind.stdout)).toMatchObject({ dry_run: true, sent: 0 });

    const refused = await sandbox.run(['event', 'delete', event.id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    const deleted = await sandbox.run(['event', 'delete', event.id, '--yes', '--json']);
    expect(JSON.parse(deleted.stdout)).toEqual({ outcome: 'cancelled', notified: 1 });
  });

  it('says why it refuses a check-in or a change, refuses publishing a past event, shows the end (issue 24 items 8, 9)', async () => {
    // The file takes the flags' names too (start, end, tz), not only the API's.
    const file = join(sandbox.configDir, '..', 'flag-names.yaml');
    writeFileSync(
      file,
      [
        'title: Flag names',
        'kind: talk',
        'tz: Europe/Madrid',
        "start: '2030-06-01 10:00'",
        "end: '2030-06-01 12:00'",
        'capacity: 1',
        '',
      ].join('\n'),
    );
    const created = await sandbox.run(['event', 'create', '--file', file, '--publish', '--json']);
    expect(created.code, created.stderr).toBe(0);
    const event = JSON.parse(created.stdout);
    expect(event).toMatchObject({
      starts_at: '2030-06-01T08:00:00.000Z',
      ends_at: '2030-06-01T10:00:00.000Z',
    });
    const view = await sandbox.run(['event', 'view', event.slug]);
    expect(view.stdout).toContain('Ends: 2030-06-01 12:00 Europe/Madrid');

    const past = [
      '--title',
      'Long ago',
      '--kind',
      'talk',
      '--capacity',
      '5',
      '--start',
      '2020-01-01T10:00:00Z',
    ];
    const pastArgs = [...past, '--end', '2020-01-01T11:00:00Z', '--tz', 'UTC'];
    const publishedPast = await sandbox.run(['event', 'create', ...pastArgs, '--publish']);
    expect(publishedPast.code).toBe(2);
    expect(publishedPast.stderr).toContain('an event that is over cannot be published');
    const draft = JSON.parse((await sandbox.run(['event', 'create', ...pastArgs, '--json'])).stdout);
    const publishLater = await sandbox.run(['event', 'update', draft.slug, '--publish']);
    expect(publishLater.code).toBe(2);
    expect(publishLater.stderr).toContain('an event that is over cannot be published');

    for (const email of ['student@example.com', 'member@example.com']) await registerAs(email, event.id);
    // Before: "That conflicts with existing data." for each of these.
    const waitlisted = await sandbox.run(['event', 'check-in', event.slug, 'member@example.com']);
    expect(waitlisted.code).toBe(6);
    expect(waitlisted.stderr).toContain(
      'member@example.com has no confirmed seat (their registration is waitlisted)',
    );
    expect((await sandbox.run(['event', 'cancel', event.slug, '--yes'])).code).toBe(0);
    // Before: accepted on a cancelled event.
    const cancelled = await sandbox.run(['event', 'check-in', event.slug, 'student@example.com']);
    expect(cancelled.code).toBe(6);
    expect(cancelled.stderr).toContain('This event is cancelled; nobody can be checked in.');
    const again = await sandbox.run(['event', 'cancel', event.slug, '--yes']);
    expect(again.code).toBe(6);
    expect(again.stderr).toContain(`The event ${event.slug} is already cancelled`);
  });

  it('registers, promotes and unregisters people as the organiser, saying when nothing changed (issue 24)', async () => {
    const created = await sandbox.run([
      'event',
      'create',
      '--title',
      'Organiser seats',
      '--kind',
      'talk',
      '--capacity',
      '1',
      '--start',
      '2031-03-01 10:00',
      '--end',
      '2031-03-01 12:00',
      '--tz',
      'Europe/Madrid',
      '--publish',
      '--json',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const event = JSON.parse(created.stdout);
    const seated = await sandbox.run(['event', 'register', event.slug, 'student@example.com']);
    expect(seated.code, seated.stderr).toBe(0);
    expect(seated.stderr).toContain('Registered student@example.com for Organiser seats: confirmed.');
    const again = await sandbox.run(['event', 'register', event.slug, 'student@example.com']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('is already registered for Organiser seats (confirmed); nothing changed.');
    const guest = await sandbox.run([
      'event',
      'register',
      event.slug,
      'guest@example.org',
      '--name',
      'Rosa Díaz',
    ]);
    expect(guest.stderr).toContain('waitlisted, number 1');
    const noName = await sandbox.run(['event', 'register', event.slug, 'other@example.org']);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain('name');

    const promoted = await sandbox.run(['event', 'promote', event.slug, 'guest@example.org', '--json']);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(JSON.parse(promoted.stdout)).toMatchObject({
      changed: true,
      capacity: 2,
      registration: { email: 'guest@example.org', status: 'confirmed', member: false },
    });
    const refused = await sandbox.run(['event', 'unregister', event.slug, 'student@example.com']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("This cancels student@example.com's registration for Organiser seats");
    const removed = await sandbox.run(['event', 'unregister', event.slug, 'student@example.com', '--yes']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stderr).toContain("Cancelled student@example.com's registration for Organiser seats.");
    const missing = await sandbox.run(['event', 'unregister', event.slug, 'nobody@example.com', '--yes']);
    expect(missing.code).toBe(3);
    const list = await sandbox.run(['event', 'registrations', event.slug, '--json', '--all']);
    expect(
      JSON.parse(list.stdout).items.map((item: { email: string; status: string }) => [
        item.email,
        item.status,
      ]),
    ).toEqual([
      ['guest@example.org', 'confirmed'],
      ['student@example.com', 'cancelled'],
    ]);
  });

  it('exports the list as CSV: every event, formula-like cells defused, read back by event import (issue 24)', async () => {
    const base = ['event', 'create', '--kind', 'talk', '--capacity', '5', '--tz', 'UTC', '--json'];
    const when = ['--start', '2031-02-01T10:00:00Z', '--end', '2031-02-01T11:00:00Z'];
    const formula = JSON.parse((await sandbox.run([...base, ...when, '--title', '=1+2 CSV party'])).stdout);
    const plain = JSON.parse((await sandbox.run([...base, ...when, '--title', 'CSV, plainly'])).stdout);

    const csv = await sandbox.run(['event', 'list', '--state', 'draft', '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe(
      'id,slug,title,kind,state,start,end,time_zone,capacity,confirmed,waitlisted,checked_in,venue,online_url,cover_url,registration_opens,registration_closes,description',
    );
    expect(lines.find((line) => line.startsWith(formula.id))).toContain(`,'=1+2 CSV party,talk,draft,`);
    expect(lines.find((line) => line.startsWith(plain.id))).toContain(',"CSV, plainly",talk,draft,');
    // The whole list, not a first page of 20: as many rows as the list's total.
    const total = JSON.parse(
      (await sandbox.run(['event', 'list', '--state', 'draft', '--json'])).stdout,
    ).total;
    expect(lines.filter((line) => line !== '')).toHaveLength(total + 1);
    const limited = await sandbox.run(['event', 'list', '--state', 'draft', '--csv', '-L', '1']);
    expect(limited.stdout.split('\r\n').filter((line) => line !== '')).toHaveLength(2);

    // The file imports again as it is: the plain event is unchanged.
    const file = join(sandbox.configDir, '..', 'events-export.csv');
    writeFileSync(file, `${lines[0]}\r\n${lines.find((line) => line.startsWith(plain.id))}\r\n`);
    const again = await sandbox.run(['event', 'import', file, '--dry-run', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).rows).toMatchObject([{ key: plain.slug, outcome: 'unchanged' }]);

    const both = await sandbox.run(['event', 'list', '--csv', '--json']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--csv');
  });

  it('refuses a wall time without a zone and a bad zone, with the server message', async () => {
    const noZone = await sandbox.run([
      'event',
      'create',
      '--title',
      'No zone',
      '--kind',
      'talk',
      '--start',
      '2030-01-01 10:00',
    ]);
    expect(noZone.code).toBe(2);
    expect(noZone.stderr).toContain('--tz');
    const badZone = await sandbox.run([
      'event',
      'create',
      '--title',
      'Bad zone',
      '--kind',
      'talk',
      '--capacity',
      '5',
      '--start',
      '2030-01-01T10:00:00Z',
      '--end',
      '2030-01-01T11:00:00Z',
      '--tz',
      'Mars/Base',
    ]);
    // Issue 24 item 10: one exit-code rule (help exit-codes): input the server refuses is 2, as input refused locally.
    expect(badZone.code).toBe(2);
    expect(badZone.stderr).toContain('time_zone');
  });
});

describe('ailab event view --web (issue 24)', () => {
  it('opens the event’s web page with BROWSER and prints the link when piped; under CI it only prints', async () => {
    const list = await sandbox.run(['event', 'list', '--json', 'slug']);
    expect(list.code, list.stderr).toBe(0);
    const slug: string = JSON.parse(list.stdout).items[0].slug;
    const url = `${server.url}/events/${encodeURIComponent(slug)}`;
    const home = join(sandbox.configDir, '..');
    const record = join(home, 'browser-called.txt');
    const browser = join(home, 'fake-browser.sh');
    writeFileSync(browser, `#!/bin/sh\nprintf '%s' "$1" > '${record}'\n`);
    chmodSync(browser, 0o755);

    const ci = await sandbox.run(['event', 'view', slug, '--web'], { env: { BROWSER: browser, CI: 'true' } });
    expect(ci.code, ci.stderr).toBe(0);
    expect(ci.stdout).toBe(`${url}\n`);
    expect(existsSync(record)).toBe(false);

    const opened = await sandbox.run(['event', 'view', slug, '--web'], { env: { BROWSER: browser } });
    expect(opened.code, opened.stderr).toBe(0);
    expect(opened.stdout).toBe(`${url}\n`);
    await expect.poll(() => (existsSync(record) ? readFileSync(record, 'utf8') : '')).toBe(url);
    // The page is the one the web serves for the event.
    expect((await fetch(url)).status).toBe(200);

    const none = await sandbox.run(['event', 'view', slug, '--web', '--lang', 'es-MX'], {
      env: { BROWSER: join(home, 'missing-browser') },
    });
    expect(none.code).toBe(0);
    expect(none.stdout).toBe(`${url}\n`);
    expect(none.stderr).toContain('No se pudo abrir ningún navegador');
  });

  it('course view and institute view --web give their administration pages, by id whatever was typed', async () => {
    const pages = [
      { noun: 'course', path: '/admin/education-administration/course/' },
      { noun: 'institute', path: '/admin/education-administration/institutions/' },
    ];
    for (const { noun, path } of pages) {
      const list = await sandbox.run([noun, 'list', '--json', 'id,slug']);
      expect(list.code, list.stderr).toBe(0);
      const { id, slug } = JSON.parse(list.stdout).items[0];
      const result = await sandbox.run([noun, 'view', slug, '-w'], { env: { CI: 'true' } });
      expect(result.code, `${noun}: ${result.stderr}`).toBe(0);
      expect(result.stdout).toBe(`${server.url}${path}${id}\n`);
    }
  });
});

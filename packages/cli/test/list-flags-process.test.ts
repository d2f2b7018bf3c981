import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, DEMO_PASSWORD, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

// Issue 24 item 15: these five lists took neither -L nor --all.
let cli: CliTestServer;
let admin: AilabSandbox;
let eventId: string;
let courseId: string;

async function ok(args: string[]) {
  const result = await admin.run(args);
  expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result;
}

beforeAll(async () => {
  cli = await startCliTestServer();
  admin = await cli.admin();
  for (const name of ['one', 'two', 'three']) {
    await ok(['news', 'sources', 'add', `https://feeds.example.org/${name}.xml`, '--name', `Feed ${name}`]);
    await ok(['repos', 'track', 'add', `lab-${name}`]);
    await ok(['auth', 'token', 'create', '--name', `token-${name}`]);
  }
  const created = await ok([
    'event',
    'create',
    '--title',
    'Paging party',
    '--kind',
    'talk',
    '--capacity',
    '10',
    '--start',
    '2030-03-01T10:00:00Z',
    '--end',
    '2030-03-01T11:00:00Z',
    '--tz',
    'UTC',
    '--publish',
    '--json',
  ]);
  eventId = JSON.parse(created.stdout).id;
  for (const email of ['student@example.com', 'member@example.com', 'research@example.com']) {
    const login = await cli.post('/v2/api/user/login', { email, password: DEMO_PASSWORD });
    const registered = await cli.post(
      '/v2/api/open/event/register',
      { action: 'register', event_id: eventId },
      String(login.token),
    );
    expect(registered.status, JSON.stringify(registered)).toBe('confirmed');
  }
  const courses = await ok(['course', 'list', '--search', 'responsible', '--json']);
  courseId = JSON.parse(courses.stdout).items[0].id;
  const emails = join(admin.configDir, '..', 'learners.csv');
  writeFileSync(emails, 'student@example.com\nmember@example.com\n');
  await ok(['course', 'enrol', courseId, '--users', emails]);
});
afterAll(async () => {
  await cli.close();
});

describe('-L and --all on every list (real process, real server)', () => {
  it('cuts each list at -L N and shows all with --all, piped and as JSON', async () => {
    // One JSON shape for every list (issue 24 item 15): the page object; `auth token list` printed `{ tokens }`.
    const lists: { args: string[]; key: 'items' }[] = [
      { args: ['news', 'sources', 'list'], key: 'items' },
      { args: ['repos', 'track', 'list'], key: 'items' },
      { args: ['auth', 'token', 'list'], key: 'items' },
      { args: ['event', 'registrations', eventId], key: 'items' },
      { args: ['course', 'progress', courseId], key: 'items' },
    ];
    for (const { args, key } of lists) {
      const all = JSON.parse((await ok([...args, '--all', '--json'])).stdout)[key] as unknown[];
      expect(all.length, args.join(' ')).toBeGreaterThanOrEqual(2);
      const one = JSON.parse((await ok([...args, '-L', '1', '--json'])).stdout)[key] as unknown[];
      expect(one, args.join(' ')).toHaveLength(1);
      const piped = await ok([...args, '--limit', '1']);
      expect(piped.stdout.trim().split('\n'), args.join(' ')).toHaveLength(1);
      const pipedAll = await ok([...args, '--all']);
      expect(pipedAll.stdout.trim().split('\n'), args.join(' ')).toHaveLength(all.length);
      const both = await admin.run([...args, '-L', '1', '--all']);
      expect(both.code, args.join(' ')).toBe(2);
    }
  });

  it('writes the whole list as CSV unless -L says otherwise', async () => {
    const registrations = await ok(['event', 'registrations', eventId, '--csv']);
    expect(registrations.stdout.trim().split('\n')).toHaveLength(1 + 3);
    const cut = await ok(['event', 'registrations', eventId, '--csv', '-L', '2']);
    expect(cut.stdout.trim().split('\n')).toHaveLength(1 + 2);
    const progress = await ok(['course', 'progress', courseId, '--csv', '-L', '1']);
    expect(progress.stdout.trim().split('\n')).toHaveLength(1 + 1);
  });
});

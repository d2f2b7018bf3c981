import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

let cli: CliTestServer;
let student: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  student = await cli.signedIn('student@example.com');
});
afterAll(async () => {
  await cli.close();
});

interface Page {
  items: { id: string; kind: string; read_at: string | null }[];
  total: number;
}

describe('ailab notifications (real process, real server)', () => {
  it('lists translated notifications, the unread ones alone, marks one and then all read', async () => {
    const piped = await student.run(['notifications']);
    expect(piped.code, piped.stderr).toBe(0);
    const lines = piped.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    // Sentences, with role names rather than numbers: "You have new access: Student."
    expect(piped.stdout).toContain('You have new access: Student.');
    expect(lines[0]?.split('\t')[1]).toBe('unread');

    const spanish = await student.run(['notifications'], { env: { LANG: 'es_MX.UTF-8' } });
    expect(spanish.stdout).toContain('Tienes un nuevo acceso: Estudiante.');

    const unread = JSON.parse((await student.run(['notifications', '--unread', '--json'])).stdout) as Page;
    expect(unread.items.length).toBeGreaterThan(0);
    expect(unread.items.every((item) => item.read_at === null)).toBe(true);

    const [first] = unread.items;
    if (!first) throw new Error('no unread notification');
    const one = await student.run(['notifications', 'read', first.id, '--json']);
    expect(one.code, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual({ marked: 1, unread: unread.items.length - 1 });

    const nothing = await student.run(['notifications', 'read']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('Give notification ids or --all.');

    const all = await student.run(['notifications', 'read', '--all']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stderr).toContain('unread');
    const after = JSON.parse(
      (await student.run(['notifications', 'list', '--unread', '--json'])).stdout,
    ) as Page;
    expect(after.items).toEqual([]);
  });

  it('needs a signed-in person', async () => {
    const anonymous = await cli.signedIn('member@example.com');
    await anonymous.run(['auth', 'logout']);
    const answer = await anonymous.run(['notifications']);
    expect(answer.code).toBe(4);
  });
});

describe('ailab notifications prefs (real process, real server)', () => {
  it('lists the e-mail choice per kind, turns one off, and refuses an unknown kind', async () => {
    const listed = await student.run(['notifications', 'prefs']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('event.cancelled\ton');
    const set = await student.run(['notifications', 'prefs', 'set', 'event.cancelled', 'off', '--json']);
    expect(set.code, set.stderr).toBe(0);
    const answer = JSON.parse(set.stdout) as { prefs: { kind: string; email: boolean }[] };
    expect(answer.prefs).toContainEqual({ kind: 'event.cancelled', email: false });
    const unknown = await student.run(['notifications', 'prefs', 'set', 'password.reset', 'off']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('event.cancelled');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import { createSandbox } from './support/run-ailab';

let cli: CliTestServer;
let foreign: Server;
let foreignUrl: string;
let work: string;

beforeAll(async () => {
  cli = await startCliTestServer();
  work = mkdtempSync(join(tmpdir(), 'ailab-wording-'));
  // Another web server: an HTML page for every path (a mistyped --server).
  foreign = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' });
    response.end('<html><body>Welcome to nginx</body></html>');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => foreign.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
  await cli.close();
});

/** Issue 24 item 9: errors that name the reason. */
describe('error wording (real process, real server)', () => {
  it('names the role a permission error needs, from the server', async () => {
    const research = await cli.signedIn('research@example.com');
    const refused = await research.run(['user', 'list']);
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain('It needs the role Administrator (99).');
  });

  it('says a server that answers without AI Lab answers does not look like an AI Lab server (exit 1)', async () => {
    const sandbox = createSandbox(foreignUrl);
    try {
      for (const args of [['user', 'list'], ['whoami']]) {
        const result = await sandbox.run(args, { env: { AILAB_TOKEN: 'ailab_pat_x' } });
        expect(result.code, args.join(' ')).toBe(1);
        expect(result.stderr).toContain(`${foreignUrl} does not look like an AI Lab server`);
        expect(result.stderr).not.toMatch(/Not found|contract/);
      }
    } finally {
      sandbox.dispose();
    }
  });

  it("translates commander's wording: refused argument values, conflicting flags, suggestions", async () => {
    const admin = await cli.admin();
    const role = await admin.run(['user', 'role', 'add', 'member@example.com', 'wizard']);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain("Invalid value 'wizard' for role. Use one of: 1 (research)");
    expect(role.stderr).not.toContain('command-argument');
    const spanish = await admin.run([
      '--lang',
      'es-MX',
      'user',
      'role',
      'add',
      'member@example.com',
      'wizard',
    ]);
    expect(spanish.stderr).not.toContain('command-argument');
    expect(spanish.stderr).not.toContain('Allowed choices');
    const typo = await admin.run(['user', 'lst']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('Unknown command: lst Did you mean list, ls?');
    expect(typo.stderr).not.toContain('(Did you mean');
    const flag = await admin.run(['user', 'list', '--serch', 'x']);
    expect(flag.stderr).toContain('Did you mean --search?');
  });

  it('audit list --target user:<email> finds the changes made to that account', async () => {
    const admin = await cli.admin();
    const granted = await admin.run(['user', 'role', 'add', 'member@example.com', 'applications-admin']);
    expect(granted.code, granted.stderr).toBe(0);
    const entries = await admin.run(['audit', 'list', '--target', 'user:member@example.com', '--json']);
    expect(entries.code, entries.stderr).toBe(0);
    const items = JSON.parse(entries.stdout).items as { target: { type: string; id: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.target.type === 'user' && !item.target.id.includes('@'))).toBe(true);
    const unknown = await admin.run(['audit', 'list', '--target', 'user:nobody@example.com']);
    expect(unknown.code).toBe(3);
  });

  it('names the file and field of a course folder the server refuses, not bundle.units.1.quiz.title', async () => {
    const admin = await cli.admin();
    const dir = join(work, 'course');
    for (const sub of ['units', 'quizzes']) mkdirSync(join(dir, sub), { recursive: true });
    writeFileSync(join(dir, 'course.yaml'), 'slug: wording-course\ntitle: Wording\n');
    writeFileSync(join(dir, 'units', '01-intro.md'), '---\ntitle: Intro\n---\nHello.\n');
    writeFileSync(join(dir, 'units', '02-checks.md'), '---\ntitle: Checks\n---\nCheck.\n');
    writeFileSync(
      join(dir, 'quizzes', 'checks.yaml'),
      'title: ""\npassPercent: 50\nquestions:\n  - id: q\n    kind: true_false\n    prompt: Yes?\n    correctOptionIds: ["true"]\n',
    );
    const result = await admin.run(['course', 'import', dir, '--dry-run']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('quizzes/checks.yaml: title: Unit 2: Quiz: title cannot be empty');
    expect(result.stderr).not.toContain('bundle.units');
  });
});

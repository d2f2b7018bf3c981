import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestServer, startCliTestServer } from './support/cli-test-server';
import type { AilabSandbox } from './support/run-ailab';

// Issue 24 item 16: dynamic completion values through the hidden `ailab __complete`, answered by a real
// server, and the bash, zsh and fish scripts that call it.
const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'ailab.cjs');
let cli: CliTestServer;
let admin: AilabSandbox;

beforeAll(async () => {
  cli = await startCliTestServer();
  admin = await cli.admin();
});

afterAll(async () => {
  await cli?.close();
});

describe('ailab __complete', () => {
  it('answers user emails by prefix, setting keys, and event and course slugs, one per line', async () => {
    const users = await admin.run(['__complete', 'users', 'stud']);
    expect(users.code, users.stderr).toBe(0);
    expect(users.stdout.split('\n')).toContain('student@example.com');
    expect(
      users.stdout
        .split('\n')
        .filter(Boolean)
        .every((email) => email.startsWith('stud')),
    ).toBe(true);
    const settings = await admin.run(['__complete', 'settings', 'sign']);
    expect(settings.stdout).toBe('sign_up_open\nsign_up_roles\n');
    const courses = await admin.run(['__complete', 'courses']);
    expect(courses.code, courses.stderr).toBe(0);
    const courseList = await admin.run(['course', 'list', '--all', '--jq', '.items[].slug']);
    expect(courses.stdout.split('\n').filter(Boolean).sort()).toEqual(
      courseList.stdout.split('\n').filter(Boolean).sort().slice(0, 50),
    );
    const events = await admin.run(['__complete', 'events']);
    expect(events.code, events.stderr).toBe(0);
  });

  it('prints nothing at all on failure: no session, no permission, unknown kind, no server', async () => {
    for (const [args, env] of [
      [['__complete', 'users'], { AILAB_CONFIG_DIR: `${admin.configDir}-none` }],
      [['__complete', 'colours'], {}],
      [['__complete', 'users', '--server', 'http://127.0.0.1:9'], {}],
    ] as const) {
      const result = await admin.run([...args], { env: { ...env } });
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe('');
    }
    const member = await cli.signedIn('student@example.com');
    const refused = await member.run(['__complete', 'users']);
    expect(refused).toMatchObject({ code: 1, stdout: '', stderr: '' });
  });

  it('is hidden from help and from the completion words', async () => {
    const help = await admin.run(['--help']);
    expect(help.stdout).not.toContain('__complete');
    const bash = await admin.run(['completion', 'bash']);
    expect(bash.stdout).not.toMatch(/words="[^"]*__complete/);
  });
});

describe('completion scripts', () => {
  it('are valid for bash (and zsh and fish where installed)', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const script = await admin.run(['completion', shell]);
      expect(script.code, script.stderr).toBe(0);
      expect(script.stdout).toContain('__complete users');
      const installed = spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;
      if (!installed) continue;
      // From a file: fish -n does not read a script piped to it here ("Unable to read input file").
      const dir = mkdtempSync(join(tmpdir(), 'ailab-completion-'));
      const file = join(dir, `ailab.${shell}`);
      writeFileSync(file, script.stdout);
      const check = spawnSync(shell, ['-n', file], { encoding: 'utf8' });
      rmSync(dir, { recursive: true, force: true });
      expect(check.status, `${shell} -n: ${check.stderr}`).toBe(0);
    }
  });

  it('completes a user email in bash from the real server', async () => {
    const script = (await admin.run(['completion', 'bash'])).stdout;
    const dir = mkdtempSync(join(tmpdir(), 'ailab-complete-'));
    const wrapper = join(dir, 'ailab');
    writeFileSync(wrapper, `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`, { mode: 0o755 });
    // Asynchronous: the server answers from this same process.
    const run = await promisify(execFile)(
      'bash',
      [
        '-c',
        `${script}\nCOMP_WORDS=('${wrapper}' user view stud); COMP_CWORD=3; _ailab_completions; printf '%s\\n' "\${COMPREPLY[@]}"`,
      ],
      {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: dir,
          AILAB_CONFIG_DIR: admin.configDir,
          AILAB_SERVER: cli.url,
        },
      },
    );
    rmSync(dir, { recursive: true, force: true });
    expect(run.stdout.split('\n')).toContain('student@example.com');
  });
});

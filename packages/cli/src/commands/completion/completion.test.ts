import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../../test/support/fake-factory';
import { createTranslator } from '../../i18n/translator';
import { buildProgram } from '../../program';
import { runCompletion } from './completion';

function program() {
  const { f } = fakeFactory();
  const t = createTranslator('en-US', RESOURCES);
  const context = {
    t,
    version: '1.0.0',
    language: 'en-US' as const,
    env: {},
    settings: {},
    factory: () => f,
    io: () => f.io,
  };
  return buildProgram(context, f.io);
}

describe('completion', () => {
  it('writes a bash script that bash accepts, covering commands, settings and endpoints', async () => {
    const { f, stdout } = fakeFactory();
    await runCompletion('bash', program(), f);
    const script = stdout();
    expect(script).toContain('complete -F _ailab_completions ailab');
    expect(script).toContain('/auth/token) words="create list revoke');
    expect(script).toContain('user.login');
    expect(spawnSync('bash', ['-n'], { input: script }).status).toBe(0);
  });

  it('completes aliases like their commands, flag values, and files where a file goes (issue 24 item 16)', async () => {
    const { f, stdout } = fakeFactory();
    await runCompletion('bash', program(), f);
    const script = stdout();
    /** What bash offers after `ailab <words…>` with the cursor on the last word. */
    const complete = (...words: string[]) => {
      const quoted = ['ailab', ...words].map((word) => `'${word}'`).join(' ');
      const run = spawnSync(
        'bash',
        [
          '-c',
          `${script}\nCOMP_WORDS=(${quoted}); COMP_CWORD=${words.length}; _ailab_completions; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        {
          cwd: join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test'),
          encoding: 'utf8',
        },
      );
      return run.stdout.split('\n').filter(Boolean);
    };
    // `user ls` is `user list`: its flags, not nothing.
    expect(complete('user', 'ls', '--sea')).toEqual(['--search']);
    expect(complete('user', 'list', '--sea')).toEqual(['--search']);
    // A flag's values.
    expect(complete('auth', 'token', 'create', '--scope', '')).toEqual(
      expect.arrayContaining(['news:sync', 'github:refresh']),
    );
    expect(complete('event', 'list', '--state', 'pu')).toEqual(['published']);
    expect(complete('course', 'ls', '--state', 'ar')).toEqual(['archived']);
    expect(complete('repos', 'ls', '--sort', 'p')).toEqual(['pushed']);
    // A file argument completes files (here the test folder), not flags.
    expect(complete('user', 'import', 'cli-pro')).toEqual(['cli-process.test.ts']);
  });

  it('writes zsh and fish scripts', async () => {
    const zsh = fakeFactory();
    await runCompletion('zsh', program(), zsh.f);
    expect(zsh.stdout()).toContain('compdef _ailab ailab');
    expect(zsh.stdout()).toContain("'login:sign in to the server'");
    const fish = fakeFactory();
    await runCompletion('fish', program(), fish.f);
    expect(fish.stdout()).toContain("complete -c ailab -n '__fish_seen_subcommand_from auth");
  });

  it('completes flag values and files in zsh and fish too, from the same command tree (issue 24 item 16)', async () => {
    const testDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test');
    const zsh = fakeFactory();
    await runCompletion('zsh', program(), zsh.f);
    const zshScript = zsh.stdout();
    expect(zshScript).toContain("(/event/list:--state) items=('draft' 'published' 'cancelled')");
    expect(zshScript).toContain('(/course/ls:--state) items=(');
    expect(zshScript).toMatch(/\(\/user\/import\|[^)]*\) if \[\[[^\n]*_files/);
    const fish = fakeFactory();
    await runCompletion('fish', program(), fish.f);
    const fishScript = fish.stdout();
    expect(fishScript).toContain(
      "-n '__fish_seen_subcommand_from auth; and __fish_seen_subcommand_from token; and __fish_seen_subcommand_from create' -l scope -x -a '",
    );
    expect(fishScript).toContain(
      "-n '__fish_seen_subcommand_from user; and __fish_seen_subcommand_from import' -F",
    );

    // The scripts' own completion, where the shells are installed (Debian's zsh and fish packages).
    /** What zsh's `_ailab` offers after `ailab <words…>`: compsys's `_describe`/`_files` stubbed to print. */
    const zshComplete = (...words: string[]) => {
      const quoted = ['ailab', ...words].map((word) => `'${word}'`).join(' ');
      const stubs = `compdef() { : }; _files() { print -r -- '<files>'; }; _describe() { print -rl -- "\${(@P)2}"; }`;
      return spawnSync(
        'zsh',
        ['-f', '-c', `${stubs}\n${zshScript}\nwords=(${quoted}); CURRENT=${words.length + 1}; _ailab`],
        {
          encoding: 'utf8',
        },
      );
    };
    const zshRun = zshComplete('event', 'list', '--state', '');
    if (zshRun.error === undefined) {
      expect(zshRun.stdout.split('\n').filter(Boolean)).toEqual(['draft', 'published', 'cancelled']);
      expect(zshComplete('repos', 'ls', '--sort', '').stdout).toContain('pushed');
      expect(zshComplete('user', 'import', '').stdout.trim()).toBe('<files>');
    }
    /** What fish offers for a command line (`complete -C`), run in the test folder. */
    const fishComplete = (line: string) =>
      spawnSync('fish', ['--no-config', '-c', `${fishScript}\ncomplete -C '${line}'`], {
        cwd: testDir,
        encoding: 'utf8',
      });
    const fishRun = fishComplete('ailab event list --state ');
    if (fishRun.error === undefined) {
      expect(fishRun.stdout.split('\n').filter(Boolean).sort()).toEqual(['cancelled', 'draft', 'published']);
      expect(fishComplete('ailab auth token create --scope ').stdout).toContain('news:sync');
      expect(fishComplete('ailab user import cli-pro').stdout.trim()).toBe('cli-process.test.ts');
    }
  });

  it('rejects other shells', async () => {
    const { f } = fakeFactory();
    await expect(runCompletion('tcsh', program(), f)).rejects.toThrow('bash, zsh or fish');
  });
});

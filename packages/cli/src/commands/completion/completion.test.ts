import { spawnSync } from 'node:child_process';
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

  it('writes zsh and fish scripts', async () => {
    const zsh = fakeFactory();
    await runCompletion('zsh', program(), zsh.f);
    expect(zsh.stdout()).toContain('compdef _ailab ailab');
    expect(zsh.stdout()).toContain("'login:sign in to the server'");
    const fish = fakeFactory();
    await runCompletion('fish', program(), fish.f);
    expect(fish.stdout()).toContain("complete -c ailab -n '__fish_seen_subcommand_from auth");
  });

  it('rejects other shells', async () => {
    const { f } = fakeFactory();
    await expect(runCompletion('tcsh', program(), f)).rejects.toThrow('bash, zsh or fish');
  });
});

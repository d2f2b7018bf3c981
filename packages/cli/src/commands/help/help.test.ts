import { RESOURCES } from '@ailab/core/i18n/resources';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../../test/support/fake-factory';
import { UsageError } from '../../errors/cli-errors';
import { createTranslator } from '../../i18n/translator';
import { environmentTopic, exitCodesTopic, runHelp } from './help';

describe('help topics', () => {
  it('lists the exit codes in every language', () => {
    expect(exitCodesTopic(createTranslator('en-US', RESOURCES))).toMatch(
      /0 {2}success[\s\S]*1 {2}[\s\S]*2 {2}usage[\s\S]*3 {2}not found[\s\S]*4 {2}sign-in needed[\s\S]*5 {2}permission[\s\S]*6 {2}conflict/,
    );
    expect(exitCodesTopic(createTranslator('es-MX', RESOURCES))).toContain('Códigos de salida');
    expect(exitCodesTopic(createTranslator('ja-JP', RESOURCES))).toContain('終了コード');
  });

  it('lists the environment variables', () => {
    const text = environmentTopic(createTranslator('en-US', RESOURCES));
    for (const name of ['AILAB_SERVER', 'AILAB_TOKEN', 'AILAB_CONFIG_DIR', 'NO_COLOR', 'CI'])
      expect(text).toContain(name);
  });

  it('prints the help of a nested command, and rejects unknown topics', async () => {
    const root = new Command('ailab');
    root.command('auth').command('login').description('sign in');
    const { f, stdout } = fakeFactory();
    await runHelp(['auth', 'login'], root, f.io, f.t);
    expect(stdout()).toContain('sign in');
    await expect(runHelp(['nothing'], root, f.io, f.t)).rejects.toBeInstanceOf(UsageError);
  });
});

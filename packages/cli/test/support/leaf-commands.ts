import { RESOURCES } from '@ailab/core/i18n/resources';
import type { Command } from 'commander';
import { createTranslator, type Translate } from '../../src/i18n/translator';
import { buildProgram } from '../../src/program';
import { fakeFactory } from './fake-factory';

/** The language a test builds the program in. */
export type TestLanguage = 'en-US' | 'es-MX' | 'ja-JP';

/** The whole `ailab` command tree in one language, on a fake factory (nothing reaches a server). */
export function programIn(language: TestLanguage): { root: Command; t: Translate } {
  const { f } = fakeFactory();
  const t = createTranslator(language, RESOURCES);
  const context = { t, version: '1.0.0', language, env: {}, settings: {}, factory: () => f, io: () => f.io };
  return { root: buildProgram(context, f.io), t };
}

/** Every leaf command a person can type (the hidden `__complete` is for shells). */
export function leafCommands(command: Command): Command[] {
  return command.commands
    .filter((child) => child.name() !== '__complete')
    .flatMap((child) => (child.commands.length === 0 ? [child] : leafCommands(child)));
}

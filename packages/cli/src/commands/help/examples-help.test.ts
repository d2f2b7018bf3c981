import { RESOURCES } from '@ailab/core/i18n/resources';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { fakeFactory } from '../../../test/support/fake-factory';
import { createTranslator } from '../../i18n/translator';
import { buildProgram } from '../../program';
import { commandPath } from './examples-help';

function program(language: 'en-US' | 'es-MX' | 'ja-JP') {
  const { f } = fakeFactory();
  const t = createTranslator(language, RESOURCES);
  const context = { t, version: '1.0.0', language, env: {}, settings: {}, factory: () => f, io: () => f.io };
  return buildProgram(context, f.io);
}

/** Every leaf command a person can type (the hidden `__complete` is for shells). */
function leaves(command: Command): Command[] {
  return command.commands
    .filter((child) => child.name() !== '__complete')
    .flatMap((child) => (child.commands.length === 0 ? [child] : leaves(child)));
}

/** The whole help a leaf prints, with what commands add after it. */
function fullHelp(command: Command): string {
  const chunks: string[] = [];
  command.configureOutput({ writeOut: (chunk) => void chunks.push(chunk) });
  command.outputHelp();
  return chunks.join('');
}

describe('examples in every leaf command’s --help (issue 24)', () => {
  it('has an Examples section naming the command itself, in every language', () => {
    for (const [language, title] of [
      ['en-US', 'Examples:'],
      ['es-MX', 'Ejemplos:'],
      ['ja-JP', '例:'],
    ] as const) {
      const missing: string[] = [];
      for (const leaf of leaves(program(language))) {
        const path = commandPath(leaf).join(' ');
        const help = fullHelp(leaf);
        // The title on a line of its own (ja-JP's 例: also opens sentences of descriptions).
        const at = help.indexOf(`\n${title}\n`);
        const has = at !== -1 && help.slice(at).includes(`ailab ${path}`);
        if (!has) missing.push(path);
      }
      expect(missing, `${language}: leaf commands without examples`).toEqual([]);
    }
  });

  it('prints them only for the leaf, after its own help, with the title translated', () => {
    const root = program('es-MX');
    const course = root.commands.find((command) => command.name() === 'course');
    const update = course?.commands.find((command) => command.name() === 'update');
    if (!course || !update) throw new Error('course update is missing');
    const help = fullHelp(update);
    expect(help).toMatch(/Ejemplos:\n {2}# Un título y una descripción nuevos\n {2}ailab course update /);
    expect(fullHelp(course)).not.toContain('Ejemplos:');
  });
});

import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { leafCommands, programIn } from '../../../test/support/leaf-commands';
import { commandPath } from './examples-help';

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
      for (const leaf of leafCommands(programIn(language).root)) {
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
    const { root } = programIn('es-MX');
    const course = root.commands.find((command) => command.name() === 'course');
    const update = course?.commands.find((command) => command.name() === 'update');
    if (!course || !update) throw new Error('course update is missing');
    const help = fullHelp(update);
    expect(help).toMatch(/Ejemplos:\n {2}# Un título y una descripción nuevos\n {2}ailab course update /);
    expect(fullHelp(course)).not.toContain('Ejemplos:');
  });
});

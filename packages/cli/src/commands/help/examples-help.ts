import type { Command } from 'commander';
import type { Translate } from '../../i18n/translator';

/** A command's path below the root: `['course', 'update']` for `ailab course update`. */
export function commandPath(command: Command): string[] {
  const names: string[] = [];
  for (let current: Command | null = command; current?.parent; current = current.parent)
    names.unshift(current.name());
  return names;
}

/** Where a command's examples live: `examples.<noun>.<verb>` in the `cli` namespace. */
export function examplesKey(command: Command): string {
  return `examples.${commandPath(command).join('.')}`;
}

/**
 * The "Examples:" section of a leaf command's help, or '' when it has none. Each string is lines of `# what it does`
 * and `ailab …`, indented here. It is looked up only when help is printed (the root adds it once, `afterAll`), so
 * start-up pays nothing for the ~150 commands' examples.
 */
export function examplesHelp(command: Command, t: Translate, bold: (text: string) => string): string {
  if (command.commands.length > 0 || !command.parent) return '';
  const key = examplesKey(command);
  const text = t(key);
  if (text === key || text.length === 0) return '';
  const lines = text.split('\n').map((line) => (line === '' ? '' : `  ${line}`));
  return `\n${bold(t('help.titles.examples'))}\n${lines.join('\n')}`;
}

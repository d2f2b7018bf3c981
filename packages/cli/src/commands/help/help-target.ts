import type { Command } from 'commander';

/** The subcommand (or alias) of `command` named `word`, if any. */
export function childCommand(command: Command, word: string): Command | undefined {
  return command.commands.find(
    (candidate) => candidate.name() === word || candidate.aliases().includes(word),
  );
}

/**
 * The command whose help argv asks for (`ailab user list --help`, `-h`, `ailab help user list`), or undefined when
 * argv asks for no help or only the root's. Words that name no subcommand (option values) are skipped.
 */
export function helpTarget(program: Command, argv: readonly string[]): Command | undefined {
  const end = argv.indexOf('--');
  const words = end < 0 ? argv : argv.slice(0, end);
  let viaHelp = false;
  let command = program;
  for (const word of words) {
    if (command === program && word === 'help' && !viaHelp) viaHelp = true;
    else command = childCommand(command, word) ?? command;
  }
  const asked = viaHelp || words.includes('--help') || words.includes('-h');
  return asked && command !== program ? command : undefined;
}

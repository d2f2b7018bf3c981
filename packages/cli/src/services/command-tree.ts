import type { Command } from 'commander';

/** A command with its subcommands and long options, for completion scripts. */
export interface CommandTree {
  name: string;
  /** Other names of the command (`ls` for `list`), completed with the same words. */
  aliases: string[];
  description: string;
  options: string[];
  /** The values a flag takes, for flags that name them (`--state upcoming|past`, `--scope …`). */
  optionValues: Record<string, string[]>;
  /** True when an argument is a file or a folder (`<file>`, `<dir>`): the shell completes paths there. */
  takesPath: boolean;
  children: CommandTree[];
}

const PATH_ARGUMENT = /file|dir/i;

/** Walks commander's tree (hidden help command excluded). */
export function treeFromCommand(command: Command): CommandTree {
  const optionValues: Record<string, string[]> = {};
  for (const option of command.options)
    if (option.long && option.argChoices?.length) optionValues[option.long] = [...option.argChoices];
  return {
    name: command.name(),
    aliases: command.aliases(),
    description: command.description(),
    options: command.options
      .map((option) => option.long)
      .filter((long): long is string => long !== undefined),
    optionValues,
    takesPath: command.registeredArguments.some((argument) => PATH_ARGUMENT.test(argument.name())),
    children: command.commands.map(treeFromCommand),
  };
}

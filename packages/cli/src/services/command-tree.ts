import type { Command } from 'commander';

/** A command with its subcommands and long options, for completion scripts. */
export interface CommandTree {
  name: string;
  description: string;
  options: string[];
  children: CommandTree[];
}

/** Walks commander's tree (hidden help command excluded). */
export function treeFromCommand(command: Command): CommandTree {
  return {
    name: command.name(),
    description: command.description(),
    options: command.options
      .map((option) => option.long)
      .filter((long): long is string => long !== undefined),
    children: command.commands.map(treeFromCommand),
  };
}

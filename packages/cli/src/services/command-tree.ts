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

/** Every command path below the root, e.g. `['auth']`, `['auth', 'token']`, with its node. */
export function commandPaths(
  tree: CommandTree,
  prefix: string[] = [],
): { path: string[]; node: CommandTree }[] {
  return tree.children.flatMap((child) => {
    const path = [...prefix, child.name];
    return [{ path, node: child }, ...commandPaths(child, path)];
  });
}

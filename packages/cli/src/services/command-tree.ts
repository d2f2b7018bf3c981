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
  /**
   * What the first argument is when only the server knows its values (`users` for `<email>`, `events` for
   * `<event>`, `courses` for `<courseId>`, `settings` for `<setting>`): the scripts ask `ailab __complete`.
   */
  dynamic?: string;
  children: CommandTree[];
}

const PATH_ARGUMENT = /file|dir/i;

/** The kinds of `ailab __complete` (services/complete-values.ts), by argument name. */
const DYNAMIC_ARGUMENTS: Record<string, string> = {
  email: 'users',
  event: 'events',
  courseId: 'courses',
  setting: 'settings',
};

/** Walks commander's tree; the hidden `__complete` is not offered. */
export function treeFromCommand(command: Command): CommandTree {
  const first = command.registeredArguments[0]?.name();
  const dynamic = first === undefined ? undefined : DYNAMIC_ARGUMENTS[first];
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
    ...(dynamic === undefined ? {} : { dynamic }),
    children: command.commands.filter((child) => !child.name().startsWith('__')).map(treeFromCommand),
  };
}

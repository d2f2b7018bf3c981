import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, UsageError } from '../../errors/cli-errors';
import type { Translate } from '../../i18n/translator';
import type { IOStreams } from '../../io/io-streams';

/** Help topics that are not commands. */
export const HELP_TOPICS = ['exit-codes', 'environment'] as const;

/** The exit-codes topic: every code the CLI returns and what it means. */
export function exitCodesTopic(t: Translate): string {
  const rows = [
    [EXIT.ok, t('help.exitCodes.ok')],
    [EXIT.error, t('help.exitCodes.error')],
    [EXIT.usage, t('help.exitCodes.usage')],
    [EXIT.notFound, t('help.exitCodes.notFound')],
    [EXIT.auth, t('help.exitCodes.auth')],
    [EXIT.permission, t('help.exitCodes.permission')],
    [EXIT.conflict, t('help.exitCodes.conflict')],
  ];
  return `${t('help.exitCodes.title')}\n\n${rows.map(([code, text]) => `  ${code}  ${text}`).join('\n')}\n`;
}

/** The environment topic: every variable the CLI reads. */
export function environmentTopic(t: Translate): string {
  const names = ['AILAB_SERVER', 'AILAB_TOKEN', 'AILAB_CONFIG_DIR', 'LANG', 'NO_COLOR', 'CI'];
  const width = Math.max(...names.map((name) => name.length));
  const lines = names.map((name) => `  ${name.padEnd(width)}  ${t(`help.environment.${name}`)}`);
  return `${t('help.environment.title')}\n\n${lines.join('\n')}\n`;
}

function findCommand(root: Command, words: readonly string[]): Command | undefined {
  let current: Command | undefined = root;
  for (const word of words) {
    current = current?.commands.find((child) => child.name() === word || child.aliases().includes(word));
    if (current === undefined) return undefined;
  }
  return current;
}

/** `ailab help [command...]` or `ailab help exit-codes|environment`. */
export function newHelpCommand(context: CommandContext, root: () => Command): Command {
  const { t } = context;
  return new Command('help')
    .description(t('help.description'))
    .argument('[topic...]', t('help.topicArgument', { topics: HELP_TOPICS.join(', ') }))
    .action((words: string[]) => runHelp(words, root(), context.io(), t));
}

/** Prints a topic, or the help of the named command. */
export async function runHelp(
  words: readonly string[],
  root: Command,
  io: IOStreams,
  t: Translate,
): Promise<void> {
  const [first] = words;
  if (first === 'exit-codes') io.print(exitCodesTopic(t));
  else if (first === 'environment') io.print(environmentTopic(t));
  else {
    const command = findCommand(root, words);
    if (command === undefined) throw new UsageError(t('help.unknownTopic', { topic: words.join(' ') }));
    // outputHelp, not helpInformation: the text commands add after their help (examples, JSON fields) is printed too.
    command.configureOutput({ ...command.configureOutput(), writeOut: (text) => void io.stdout.write(text) });
    command.outputHelp();
  }
}

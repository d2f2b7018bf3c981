import { LANGUAGES } from '@ailab/core/i18n/languages';
import { Command, Help, Option } from 'commander';
import type { CommandContext } from './command-context';
import { newCompleteCommand } from './commands/completion/complete-hidden';
import { newCompletionCommand } from './commands/completion/completion';
import { examplesHelp } from './commands/help/examples-help';
import { newHelpCommand } from './commands/help/help';
import { NOUN_COMMANDS, type NounCommand } from './commands/nouns';
import { newRootAction } from './commands/root/root';
import { throwUnknownCommand } from './errors/commander-errors';
import type { IOStreams } from './io/io-streams';

const TITLES: Record<string, string> = {
  'Usage:': 'help.titles.usage',
  'Options:': 'help.titles.options',
  'Commands:': 'help.titles.commands',
  'Arguments:': 'help.titles.arguments',
  'Global Options:': 'help.titles.globalOptions',
};

function applyInheritedSettings(command: Command): void {
  for (const child of command.commands) {
    child.copyInheritedSettings(command);
    applyInheritedSettings(child);
  }
}

/** Whether a command was given an action (commander keeps it in a field it does not type). */
function hasAction(command: Command): boolean {
  return (command as unknown as { _actionHandler?: unknown })._actionHandler != null;
}

/** Every command below `root` that has subcommands and no action of its own. */
function groupsWithoutAction(root: Command): Command[] {
  return root.commands.flatMap((command) => [
    ...(command.commands.length > 0 && !hasAction(command) ? [command] : []),
    ...groupsWithoutAction(command),
  ]);
}

/** Commands that read the whole tree: completion scripts and their helper, and `ailab help <command>`. */
const WHOLE_TREE_WORDS = new Set(['completion', '__complete', 'help']);

/**
 * The nouns to build whole for a run: those its words name (a word that is an option's value only costs a build),
 * or every noun when a command reads the whole tree or no argv is given. The others are summaries: all the root
 * help and commander's dispatch need of a noun the run does not use (building all ~150 commands was a third of
 * `ailab --help`'s own time).
 */
function nounsToBuild(argv: readonly string[] | undefined): (noun: NounCommand) => boolean {
  if (argv === undefined || argv.some((word) => WHOLE_TREE_WORDS.has(word))) return () => true;
  const words = new Set(argv);
  return (noun) => words.has(noun.name);
}

/**
 * Builds the command tree: every noun `argv` names with all its subcommands, the others by name and summary
 * (the whole tree without `argv`). Nothing runs until commander dispatches an action.
 */
export function buildProgram(context: CommandContext, io: IOStreams, argv?: readonly string[]): Command {
  const { t } = context;
  // The root help's term of a noun given by its summary (its options and arguments, which only the built noun has).
  const summaryTerms = new WeakMap<Command, string>();
  const program = new Command('ailab')
    .description(t('root.description'))
    .version(context.version, '--version', t('root.options.version'))
    .helpOption('-h, --help', t('root.options.help'))
    .helpCommand(false)
    .option('--server <url>', t('root.options.server'))
    .option('--token <token>', t('root.options.token'))
    .addOption(new Option('--lang <lang>', t('root.options.lang')).choices(LANGUAGES))
    .option('--json', t('root.options.json'))
    .option('--jq <expression>', t('root.options.jq'))
    .option('--template <template>', t('root.options.template'))
    .option('--no-color', t('root.options.noColor'))
    .option('-q, --quiet', t('root.options.quiet'))
    .option('--verbose', t('root.options.verbose'))
    .option('--timeout <seconds>', t('root.options.timeout'))
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      // handleError reports commander's errors, translated.
      outputError: () => undefined,
    })
    .configureHelp({
      styleTitle: (title) => io.out.bold(TITLES[title] ? t(TITLES[title]) : title),
      showGlobalOptions: true,
      subcommandTerm(this: Help, command: Command) {
        const term = summaryTerms.get(command);
        return term === undefined
          ? Help.prototype.subcommandTerm.call(this, command)
          : `${command.name()} ${term}`;
      },
    })
    .addHelpText('after', `\n${t('root.helpFooter')}`)
    // Every leaf's examples, through one listener on the root (commander emits afterAll up the ancestors).
    .addHelpText('afterAll', ({ command }) => examplesHelp(command, t, io.out.bold));

  const built = nounsToBuild(argv);
  for (const noun of NOUN_COMMANDS) {
    if (built(noun)) {
      program.addCommand(noun.build(context));
      continue;
    }
    const summary = new Command(noun.name).description(t(noun.summary));
    if (noun.term !== undefined) summaryTerms.set(summary, noun.term);
    program.addCommand(summary);
  }
  program.addCommand(newCompletionCommand(context, () => program));
  program.addCommand(newHelpCommand(context, () => program));
  program.addCommand(newCompleteCommand(context), { hidden: true });
  applyInheritedSettings(program);
  // A group (`ailab auth`, `ailab institute team`) alone prints its help on stdout (exit 0), like gh;
  // `ailab auth nope` is an unknown command. Groups that do something of their own keep it.
  for (const group of groupsWithoutAction(program)) {
    group.allowExcessArguments(true).action(() => {
      const [word] = group.args;
      if (word !== undefined) throwUnknownCommand(group, word, t);
      group.outputHelp();
    });
  }

  // The bare `ailab` opens the menu; any other word is an unknown command.
  program.allowExcessArguments(true).action(async () => {
    const [word] = program.args;
    if (word !== undefined) throwUnknownCommand(program, word, t);
    await newRootAction(context, () => program.outputHelp());
  });
  return program;
}

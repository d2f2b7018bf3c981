import { LANGUAGES } from '@ailab/core/i18n/languages';
import { Command, Option } from 'commander';
import type { CommandContext } from './command-context';
import { newAdminCommand } from './commands/admin/admin';
import { newApiCommand } from './commands/api/api';
import { newApplicationCommand } from './commands/application/application';
import { newAuditCommand } from './commands/audit/audit';
import { newAuthCommand } from './commands/auth/auth';
import { newCompletionCommand } from './commands/completion/completion';
import { newConfigCommand } from './commands/config/config';
import { newCourseCommand } from './commands/course/course';
import { newEventCommand } from './commands/event/event';
import { newHelpCommand } from './commands/help/help';
import { newIndustryCommand } from './commands/industry/industry';
import { newInstituteCommand } from './commands/institute/institute';
import { newInvestorCommand } from './commands/investor/investor';
import { newJobsCommand } from './commands/jobs/jobs';
import { newMarketCommand } from './commands/market/market';
import { newNewsCommand } from './commands/news/news';
import { newNotificationsCommand } from './commands/notifications/notifications';
import { newPitchCommand } from './commands/pitch/pitch';
import { newProgrammeCommand } from './commands/programme/programme';
import { newReposCommand } from './commands/repos/repos';
import { newResearchCommand } from './commands/research/research';
import { newRootAction } from './commands/root/root';
import { newStartupCommand } from './commands/startup/startup';
import { newUserCommand } from './commands/user/user';
import { newWhoamiCommand } from './commands/whoami/whoami';
import { UsageError } from './errors/cli-errors';
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

/** Builds the whole command tree. Nothing runs until commander dispatches an action. */
export function buildProgram(context: CommandContext, io: IOStreams): Command {
  const { t } = context;
  const program = new Command('ailab')
    .description(t('root.description'))
    .version(context.version, '--version', t('root.options.version'))
    .helpOption('-h, --help', t('root.options.help'))
    .helpCommand(false)
    .option('--server <url>', t('root.options.server'))
    .option('--token <token>', t('root.options.token'))
    .addOption(new Option('--lang <lang>', t('root.options.lang')).choices(LANGUAGES))
    .option('--json', t('root.options.json'))
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
    })
    .addHelpText('after', `\n${t('root.helpFooter')}`);

  const auth = newAuthCommand(context);
  const config = newConfigCommand(context);
  const user = newUserCommand(context);
  const audit = newAuditCommand(context);
  const jobs = newJobsCommand(context);
  const admin = newAdminCommand(context);
  program.addCommand(auth);
  program.addCommand(user);
  program.addCommand(newApiCommand(context));
  program.addCommand(newWhoamiCommand(context));
  const event = newEventCommand(context);
  program.addCommand(event);
  program.addCommand(config);
  program.addCommand(audit);
  program.addCommand(jobs);
  program.addCommand(admin);
  program.addCommand(newCourseCommand(context));
  const institute = newInstituteCommand(context);
  program.addCommand(institute);
  const application = newApplicationCommand(context);
  const programme = newProgrammeCommand(context);
  program.addCommand(application);
  program.addCommand(programme);
  const news = newNewsCommand(context);
  const repos = newReposCommand(context);
  program.addCommand(news);
  program.addCommand(repos);
  program.addCommand(newIndustryCommand(context));
  program.addCommand(newResearchCommand(context));
  program.addCommand(newMarketCommand(context));
  const startup = newStartupCommand(context);
  program.addCommand(startup);
  const pitch = newPitchCommand(context);
  program.addCommand(pitch);
  const investor = newInvestorCommand(context);
  program.addCommand(investor);
  program.addCommand(newNotificationsCommand(context));
  program.addCommand(newCompletionCommand(context, () => program));
  program.addCommand(newHelpCommand(context, () => program));
  applyInheritedSettings(program);
  // `ailab auth` alone prints its help on stdout (exit 0), like gh; `ailab auth nope` is an unknown command.
  const nested = [...news.commands, ...repos.commands, ...institute.commands].filter(
    (command) => command.commands.length > 0,
  );
  for (const group of [
    auth,
    config,
    user,
    audit,
    jobs,
    admin,
    event,
    application,
    programme,
    startup,
    pitch,
    investor,
    news,
    repos,
    institute,
    ...nested,
  ]) {
    group.allowExcessArguments(true).action(() => {
      const [word] = group.args;
      if (word !== undefined) throw new UsageError(t('errors.usage.unknownCommand', { name: word }));
      group.outputHelp();
    });
  }

  // The bare `ailab` opens the menu; any other word is an unknown command.
  program.allowExcessArguments(true).action(async () => {
    const [word] = program.args;
    if (word !== undefined) throw new UsageError(t('errors.usage.unknownCommand', { name: word }));
    await newRootAction(context, () => program.outputHelp());
  });
  return program;
}

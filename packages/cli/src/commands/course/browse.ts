import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { NoPromptError, UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { type LearningTab, learningLoaders } from '../../services/learning-screen-data';

/** `ailab course browse [--tab mine|all|admin]`: the interactive learning screen (terminal only). */
export function newCourseBrowseCommand(
  context: CommandContext,
  runF: (options: { tab?: LearningTab }, factory: Factory) => Promise<void> = (options, f) =>
    runCourseBrowse(f, options.tab),
): Command {
  const { t } = context;
  return new Command('browse')
    .description(t('learning:cli.browse.description'))
    .addOption(new Option('--tab <tab>', t('learning:cli.browse.tab')).choices(['mine', 'all', 'admin']))
    .action((options: { tab?: LearningTab }) => runF(options, context.factory()));
}

/**
 * Opens "My Learning" / "All Courses" (learners) and every course with its
 * figures (administrators). `roles` saves a request when the caller knows them.
 */
export async function runCourseBrowse(
  f: Factory,
  tab?: LearningTab,
  roles?: readonly number[],
): Promise<void> {
  if (!f.io.canPrompt) throw new NoPromptError(f.t('learning:cli.browse.needsTerminal'));
  await requireToken(f);
  const api = await f.api(undefined, { progress: false });
  const held = roles ?? (await api.user.whoAmI({})).user.roles;
  const loaders = learningLoaders(api, held);
  if (loaders.tabs.length === 0) throw new UsageError(f.t('learning:cli.browse.noAccess'));
  const { showLearningScreen } = await import('../../ui/show-learning-screen');
  await showLearningScreen(f.io, { ...loaders, initialTab: tab ?? loaders.tabs[0] ?? 'mine', t: f.t });
}

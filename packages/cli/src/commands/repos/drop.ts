import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';

/** Flags of `ailab repos drop`. */
export interface ReposDropFlags {
  yes?: boolean;
  dryRun?: boolean;
}

/** `ailab repos drop <owner/name> [--yes] [--dry-run]` (administrators). */
export function newReposDropCommand(
  context: CommandContext,
  runF: (name: string, flags: ReposDropFlags, factory: Factory) => Promise<void> = runReposDrop,
): Command {
  const { t } = context;
  return new Command('drop')
    .description(t('news:cli.repos.drop.description'))
    .argument('<repository>', t('news:cli.repos.drop.repository'))
    .option('--dry-run', t('news:cli.repos.drop.dryRun'))
    .option('-y, --yes', t('news:cli.yes'))
    .action((name: string, flags: ReposDropFlags) => runF(name, flags, context.factory()));
}

/**
 * Deletes one repository from the catalogue (issue 24 item 6). The server refuses (exit 6) while a followed target
 * covers it, naming the target, since the next refresh would add it again; an unknown name exits 3.
 */
export async function runReposDrop(name: string, flags: ReposDropFlags, f: Factory): Promise<void> {
  const dryRun = flags.dryRun === true;
  if (!dryRun)
    await confirmDestructive(f.io, f.t, flags.yes, {
      question: f.t('news:cli.repos.drop.confirm', { repository: name }),
      consequence: f.t('news:cli.repos.drop.needsYes', { repository: name }),
    });
  await requireToken(f);
  const answer = await (await f.api()).adminGithub.repositoryDrop({ full_name: name, dry_run: dryRun });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  const repository = answer.repository.full_name;
  if (dryRun) f.io.print(f.t('news:cli.repos.drop.wouldDrop', { repository }));
  else f.io.info(`${f.io.err.green('✓')} ${f.t('news:cli.repos.drop.done', { repository })}`);
}

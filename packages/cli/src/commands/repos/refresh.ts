import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { failureLine, refreshLine } from '../../services/news-service';

/** `ailab repos refresh [--full]`: for CI, exit 0 when everything refreshed, 1 on a failure or a partial refresh. */
export function newReposRefreshCommand(
  context: CommandContext,
  runF: (flags: { full?: boolean }, factory: Factory) => Promise<void> = runReposRefresh,
): Command {
  const { t } = context;
  return new Command('refresh')
    .description(t('news:cli.refresh.description'))
    .option('--full', t('news:cli.refresh.full'))
    .action((flags: { full?: boolean }) => runF(flags, context.factory()));
}

/** Refreshes from GitHub; the summary on stdout (the whole answer with --json), failures and a stop on stderr. */
export async function runReposRefresh(flags: { full?: boolean }, f: Factory): Promise<void> {
  await requireToken(f);
  const summary = await (await f.api(undefined, { long: true })).ailabGithub.refresh({
    full: flags.full === true,
  });
  if (f.json) printJson(f.io, summary);
  else {
    for (const failure of summary.failed) f.io.warn(`${f.io.err.red('✗')} ${failureLine(failure, f.t)}`);
    if (summary.partial) f.io.warn(`${f.io.err.yellow('!')} ${f.t('news:repos.partial')}`);
    f.io.print(refreshLine(summary, f.t));
  }
  if (summary.failed.length > 0 || summary.partial) throw new SilentError(EXIT.error);
}

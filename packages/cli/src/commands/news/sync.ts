import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { failureLine, newsSyncLine, resolveSourceIds } from '../../services/news-service';

/** The flags of `ailab news sync`. */
export interface NewsSyncFlags {
  force?: boolean;
  source?: string[];
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `ailab news sync [--force] [--source S]…`: for CI, exit 0 when every source synced, 1 when any failed. */
export function newNewsSyncCommand(
  context: CommandContext,
  runF: (flags: NewsSyncFlags, factory: Factory) => Promise<void> = runNewsSync,
): Command {
  const { t } = context;
  return new Command('sync')
    .description(t('news:cli.sync.description'))
    .option('--force', t('news:cli.sync.force'))
    .option('--source <source>', t('news:cli.sync.source'), collect)
    .action((flags: NewsSyncFlags) => runF(flags, context.factory()));
}

/** Fetches the due feeds now; the summary on stdout (or the whole answer with --json), failures on stderr. */
export async function runNewsSync(flags: NewsSyncFlags, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  // A scoped CI token opens only the sync: source names are resolved only when given.
  const sourceIds = flags.source?.length ? await resolveSourceIds(api, flags.source, f.t) : [];
  const summary = await api.adminNews.sync({
    force: flags.force === true,
    ...(sourceIds.length > 0 ? { source_ids: sourceIds } : {}),
  });
  if (f.json) printJson(f.io, summary);
  else {
    for (const failure of summary.failures) f.io.warn(`${f.io.err.red('✗')} ${failureLine(failure, f.t)}`);
    f.io.print(newsSyncLine(summary, f.t));
  }
  if (summary.failed > 0) throw new SilentError(EXIT.error);
}

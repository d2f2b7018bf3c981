import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { EXIT, SilentError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { failureLine, newsSyncLine } from '../../services/news-service';

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
  const api = await f.api(undefined, { long: true });
  // The server resolves names, ids and URLs: a scoped `news:sync` token cannot list the sources itself.
  const summary = await api.adminNews.sync({
    force: flags.force === true,
    ...(flags.source?.length ? { sources: flags.source } : {}),
  });
  if (f.json) printJson(f.io, summary);
  else {
    for (const failure of summary.failures) f.io.warn(`${f.io.err.red('✗')} ${failureLine(failure, f.t)}`);
    for (const failing of summary.backing_off)
      f.io.warn(
        `${f.io.err.red('✗')} ${failureLine(failing, f.t)}\t${f.t('news:cli.sync.backingOff', { at: failing.next_attempt_at ?? '-' })}`,
      );
    f.io.print(newsSyncLine(summary, f.t));
  }
  // A source still backing off after failing is still failing: a cron job must not turn green while a feed is down.
  if (summary.failed > 0 || summary.backing_off.length > 0) throw new SilentError(EXIT.error);
}

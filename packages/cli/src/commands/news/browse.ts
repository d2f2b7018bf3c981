import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NoPromptError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';

/** `ailab news browse`: "AI Agent News", the interactive search (terminal only). */
export function newNewsBrowseCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runNewsBrowse,
): Command {
  return new Command('browse')
    .description(context.t('news:cli.browse.description'))
    .action(() => runF(context.factory()));
}

/** Opens the search screen; an article chosen off a desktop has its link printed to stdout. */
export async function runNewsBrowse(f: Factory): Promise<void> {
  if (!f.io.canPrompt) throw new NoPromptError(f.t('news:cli.browse.needsTerminal'));
  await requireToken(f);
  const api = await f.api(undefined, { progress: false });
  const { showNewsScreen } = await import('../../ui/show-news-screen');
  const chosen = await showNewsScreen(f.io, f.env, {
    t: f.t,
    search: ({ query, sourceId }) =>
      api.ailabNews.search({
        ...(query ? { query } : {}),
        ...(sourceId ? { source_ids: [sourceId] } : {}),
        limit: 50,
      }),
  });
  if (chosen) f.io.print(chosen.url);
}

import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { findSource } from '../../services/news-service';

/** `ailab news sources remove <source> --yes`: the source and its articles go. */
export function newNewsSourcesRemoveCommand(
  context: CommandContext,
  runF: (source: string, flags: { yes?: boolean }, factory: Factory) => Promise<void> = runNewsSourcesRemove,
): Command {
  const { t } = context;
  return new Command('remove')
    .alias('rm')
    .description(t('news:cli.sources.remove.description'))
    .argument('<source>', t('news:cli.sources.remove.source'))
    .option('-y, --yes', t('news:cli.yes'))
    .action((source: string, flags: { yes?: boolean }) => runF(source, flags, context.factory()));
}

export async function runNewsSourcesRemove(
  value: string,
  flags: { yes?: boolean },
  f: Factory,
): Promise<void> {
  await confirmDestructive(f.io, f.t, flags.yes, {
    question: f.t('news:cli.sources.remove.confirm', { source: value }),
    consequence: f.t('news:cli.sources.remove.needsYes', { source: value }),
  });
  await requireToken(f);
  const api = await f.api();
  const source = await findSource(api, value, f.t);
  const answer = await api.adminNews.sourcesRemove({ id: source.id });
  if (f.json) printJson(f.io, { ...answer, id: source.id });
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('news:cli.sources.remove.done', { name: source.name, count: source.article_count })}`,
    );
}

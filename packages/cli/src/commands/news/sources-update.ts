import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { findSource } from '../../services/news-service';

/** What `enable`, `disable` or `rename` asks of a source. */
type SourceChange = { enabled: boolean } | { name: string };

/**
 * `ailab news sources enable|disable <source>` and `rename <source> <name>` (role 99): the seeded sources start
 * disabled, and only the web could switch them on. A change the source already has is said and not sent.
 */
export function newNewsSourcesUpdateCommands(
  context: CommandContext,
  runF: (source: string, change: SourceChange, factory: Factory) => Promise<void> = runNewsSourcesUpdate,
): Command[] {
  const { t } = context;
  const toggle = (name: 'enable' | 'disable', enabled: boolean) =>
    new Command(name)
      .description(t(`news:cli.sources.${name}.description`))
      .argument('<source>', t('news:cli.sources.remove.source'))
      .action((source: string) => runF(source, { enabled }, context.factory()));
  const rename = new Command('rename')
    .description(t('news:cli.sources.rename.description'))
    .argument('<source>', t('news:cli.sources.remove.source'))
    .argument('<name>', t('news:cli.sources.add.name'))
    .action((source: string, name: string) => runF(source, { name }, context.factory()));
  return [toggle('enable', true), toggle('disable', false), rename];
}

export async function runNewsSourcesUpdate(value: string, change: SourceChange, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const source = await findSource(api, value, f.t);
  const unchanged =
    'enabled' in change ? source.enabled === change.enabled : source.name === change.name.trim();
  const updated = unchanged ? source : await api.adminNews.sourcesUpdate({ id: source.id, ...change });
  if (f.json) {
    printJson(f.io, updated);
    return;
  }
  const key = 'enabled' in change ? (change.enabled ? 'enable' : 'disable') : 'rename';
  const done = f.t(`news:cli.sources.${key}.${unchanged ? 'already' : 'done'}`, {
    name: source.name,
    renamed: updated.name,
  });
  f.io.info(unchanged ? done : `${f.io.err.green('✓')} ${done}`);
}

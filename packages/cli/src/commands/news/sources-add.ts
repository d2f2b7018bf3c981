import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/** The flags of `ailab news sources add`. */
export interface NewsSourcesAddFlags {
  name: string;
  tag?: string[];
  disabled?: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/** `ailab news sources add <url> --name N [--tag T]… [--disabled]`. */
export function newNewsSourcesAddCommand(
  context: CommandContext,
  runF: (url: string, flags: NewsSourcesAddFlags, factory: Factory) => Promise<void> = runNewsSourcesAdd,
): Command {
  const { t } = context;
  return new Command('add')
    .description(t('news:cli.sources.add.description'))
    .argument('<url>', t('news:cli.sources.add.url'))
    .requiredOption('--name <name>', t('news:cli.sources.add.name'))
    .option('--tag <tag>', t('news:cli.sources.add.tag'), collect)
    .option('--disabled', t('news:cli.sources.add.disabled'))
    .action((url: string, flags: NewsSourcesAddFlags) => runF(url, flags, context.factory()));
}

/** Adds a feed; the server checks the URL and refuses one already added (409 naming the field). */
export async function runNewsSourcesAdd(url: string, flags: NewsSourcesAddFlags, f: Factory): Promise<void> {
  await requireToken(f);
  const source = await (await f.api()).adminNews.sourcesAdd({
    url,
    name: flags.name,
    tags: flags.tag ?? [],
    enabled: flags.disabled !== true,
  });
  if (f.json) printJson(f.io, source);
  else {
    f.io.print(source.id);
    f.io.info(`${f.io.err.green('✓')} ${f.t('news:cli.sources.add.done', { name: source.name })}`);
  }
}

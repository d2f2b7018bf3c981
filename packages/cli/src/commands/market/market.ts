import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { readsFrom } from '../json-fields-source';

/** `ailab market today --industry <slug>`: today's brief (new research, news, changed sections). */
export async function runMarketToday(options: { industry: string }, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const brief = await (await f.api()).researchMarket.today({ industry: options.industry });
  if (f.json) {
    printJson(io, brief);
    return;
  }
  io.print(io.out.bold(t('research:cli.market.heading', { name: brief.industry.name, day: brief.day })));
  const block = (title: string, lines: string[]) => {
    io.print(`\n${io.out.bold(title)}`);
    if (lines.length === 0) io.print(`  ${t('research:cli.market.none')}`);
    for (const line of lines) io.print(`  ${line}`);
  };
  block(
    t('research:cli.market.research'),
    brief.new_research.map((report) => `${report.slug}  ${report.title}`),
  );
  block(
    t('research:cli.market.news'),
    brief.news.map((item) => `${item.title} (${item.source}) <${item.url}>`),
  );
  block(
    t('research:cli.market.changed'),
    brief.changed_sections.map((section) => `${section.title} (${section.updated_at.slice(0, 10)})`),
  );
}

/** `ailab market`: market briefs. */
export function newMarketCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('market').description(t('research:cli.market.description')).addCommand(
    readsFrom(
      new Command('today')
        .description(t('research:cli.market.today'))
        .requiredOption('--industry <slug>', t('research:cli.industry.slugArg'))
        .action((options: { industry: string }) => runMarketToday(options, context.factory())),
      'researchMarket',
      'today',
    ),
  );
}

import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

interface IndustryListOptions extends ListFlags {
  group?: string;
  followed?: boolean;
}

/** `ailab industry list [--group g] [--followed]`: the catalogue on the shared list helpers. */
export async function runIndustryList(options: IndustryListOptions, f: Factory): Promise<void> {
  const paging = listPagesOptions(options, f.t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.ailabIndustries.list,
    { ...(options.group ? { group: options.group } : {}), ...(options.followed ? { followed: true } : {}) },
    paging,
  );
  const header = (key: string) => f.t(`research:cli.columns.${key}`);
  printList(f, page, [
    { header: header('slug'), value: (industry) => industry.slug },
    { header: header('name'), value: (industry) => industry.name },
    { header: header('group'), value: (industry) => industry.group.name },
    { header: header('followed'), value: (industry) => (industry.followed ? '✓' : '') },
  ]);
}

/** `ailab industry view <slug>`: the market overview, section by section, with sources. */
export async function runIndustryView(slug: string, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const market = await (await f.api()).ailabIndustries.market({ industry: slug });
  if (f.json) {
    printJson(io, market);
    return;
  }
  io.print(io.out.bold(`${market.industry.name} (${market.industry.group.name})`));
  io.print(market.industry.summary);
  for (const section of market.sections) {
    io.print(
      `\n${io.out.bold(`## ${section.title}`)}  ${t('research:cli.industry.reviewed', { date: section.last_reviewed })}`,
    );
    io.print(section.body);
    for (const source of section.sources) io.print(`  - ${source.title} <${source.url}>`);
  }
  if (market.latest_reports.length > 0) {
    io.print(`\n${io.out.bold(t('research:cli.industry.latest'))}`);
    for (const report of market.latest_reports)
      io.print(`  ${report.published_at.slice(0, 10)}  ${report.slug}  ${report.title}`);
  }
}

/** `ailab industry`: the industries catalogue (roles 1, 3, 8 and administrators). */
export function newIndustryCommand(context: CommandContext): Command {
  const { t } = context;
  const list = new Command('list')
    .alias('ls')
    .description(t('research:cli.industry.list'))
    .option('--group <slug>', t('research:cli.industry.group'))
    .option('--followed', t('research:cli.industry.followed'));
  return new Command('industry')
    .description(t('research:cli.industry.description'))
    .addCommand(
      addListOptions(readsFrom(list, 'ailabIndustries', 'list'), t).action((options: IndustryListOptions) =>
        runIndustryList(options, context.factory()),
      ),
    )
    .addCommand(
      readsFrom(
        new Command('view')
          .description(t('research:cli.industry.view'))
          .argument('<slug>', t('research:cli.industry.slugArg'))
          .action((slug: string) => runIndustryView(slug, context.factory())),
        'ailabIndustries',
        'market',
      ),
    )
    .addCommand(
      new Command('import')
        .description(t('research:cli.import.description'))
        .argument('<file>', t('research:cli.import.file'))
        .option('--dry-run', t('research:cli.import.dryRun'))
        .action(async (path: string, options: { dryRun?: boolean }) => {
          const f = context.factory();
          await requireToken(f);
          const { runIndustryImport } = await import('../../services/industry-import');
          await runIndustryImport(path, options, f);
        }),
    );
}

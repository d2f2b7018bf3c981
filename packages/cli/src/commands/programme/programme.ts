import type { ApiClient } from '@ailab/core/client/create-client';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NotFoundError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { pageFromItems } from '../../services/page-from-items';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** `ailab programme list|view <slug>`: the calls for applications (roles 98 and 99). */
export function newProgrammeCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('programme')
    .description(t('applications:cli.programme.description'))
    .addCommand(
      addListOptions(
        readsFrom(
          new Command('list').alias('ls').description(t('applications:cli.programme.list')),
          'adminProgrammes',
          'list',
        ),
        t,
      ).action((flags: ListFlags) => runProgrammeList(context.factory(), flags)),
    )
    .addCommand(
      readsFrom(
        new Command('view')
          .description(t('applications:cli.programme.view'))
          .argument('<slug>', t('applications:cli.options.programme'))
          .action((slug: string) => runProgrammeView(slug, context.factory())),
        'adminProgrammes',
        'list',
        { element: 'items' },
      ),
    )
    .addCommand(
      new Command('export')
        .description(t('applications:cli.programme.export'))
        .argument('<slug>', t('applications:cli.options.programme'))
        .action((slug: string) => runProgrammeExport(slug, context.factory())),
    )
    .addCommand(
      new Command('save')
        .description(t('applications:cli.programme.save'))
        .argument('<file>', t('applications:cli.programme.file'))
        .option('--dry-run', t('applications:cli.programme.dryRun'))
        .action((path: string, options: { dryRun?: boolean }) =>
          runProgrammeSave(path, options, context.factory()),
        ),
    );
}

async function findProgramme(slug: string, f: Factory) {
  const { items } = await (await f.api()).adminProgrammes.list({});
  return items.find((item) => item.slug === slug);
}

/** `ailab programme export <slug>`: a programme's settings as YAML (its form, categories, templates) on stdout. */
export async function runProgrammeExport(slug: string, f: Factory): Promise<void> {
  await requireToken(f);
  const programme = await findProgramme(slug, f);
  if (!programme) throw new NotFoundError(f.t('applications:cli.programme.notFound', { slug }));
  const { programmeToFile, programmeToYaml } = await import('../../services/programme-file');
  if (f.json) printJson(f.io, programmeToFile(programme));
  else f.io.print(await programmeToYaml(programme));
}

/**
 * `ailab programme save <file> [--dry-run]`: creates the programme a YAML or JSON file describes, or
 * replaces the settings of the one with its slug; a file that matches what is stored changes nothing.
 */
export async function runProgrammeSave(
  path: string,
  options: { dryRun?: boolean },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const { readProgrammeFile, sameProgramme } = await import('../../services/programme-file');
  const file = await readProgrammeFile(path, f.t);
  const stored = await findProgramme(file.slug, f);
  const outcome = !stored ? 'created' : sameProgramme(file, stored) ? 'unchanged' : 'updated';
  let id = stored?.id ?? null;
  if (outcome !== 'unchanged' && !options.dryRun) {
    const body = { ...(stored ? { id: stored.id } : {}), ...file } as Parameters<
      ApiClient['adminProgrammes']['save']
    >[0];
    const saved = await (await f.api()).adminProgrammes.save(body);
    id = saved.id;
  }
  if (f.json) {
    printJson(f.io, { outcome, id, slug: file.slug, dry_run: options.dryRun === true });
    return;
  }
  f.io.print(`${outcome}\t${file.slug}\t${id ?? '-'}`);
  if (options.dryRun) f.io.info(f.t('applications:cli.programme.dryRunDone'));
}

/** The programmes on the shared list helpers: a table, TSV when piped, the page object with --json. */
export async function runProgrammeList(f: Factory, flags: ListFlags = {}): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  await requireToken(f);
  const { items } = await (await f.api()).adminProgrammes.list({});
  const header = (key: string) => f.t(`applications:cli.programme.columns.${key}`);
  printList(f, pageFromItems(items, paging), [
    { header: header('slug'), value: (item) => item.slug },
    { header: header('open'), value: (item) => (item.is_open ? 'open' : 'closed') },
    { header: header('phase'), value: (item) => item.phase },
    {
      header: header('applications'),
      value: (item) => Object.values(item.counts).reduce((sum, n) => sum + n, 0),
    },
    { header: header('title'), value: (item) => item.title },
  ]);
}

export async function runProgrammeView(slug: string, f: Factory): Promise<void> {
  await requireToken(f);
  const { items } = await (await f.api()).adminProgrammes.list({});
  const programme = items.find((item) => item.slug === slug);
  if (!programme) throw new NotFoundError(f.t('applications:cli.programme.notFound', { slug }));
  if (f.json) {
    printJson(f.io, programme);
    return;
  }
  const line = (key: string, value: string) =>
    f.io.print(`${f.io.out.bold(f.t(`applications:cli.programme.fields.${key}`))}: ${value}`);
  f.io.print(f.io.out.bold(programme.title));
  line('slug', programme.slug);
  line('window', `${programme.opens_at} → ${programme.closes_at} (${programme.time_zone})`);
  line('phase', programme.phase);
  line('questions', String(programme.questions.length));
  line(
    'counts',
    Object.entries(programme.counts)
      .map(([state, n]) => `${state} ${n}`)
      .join(', ') || '-',
  );
}

import type { PitchStatus } from '@ailab/core/contract/startups/pitch.schemas';
import { Argument, Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { resolveStartupId } from '../../services/startup-ref';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';
import { newPitchShareCommands } from './pitch-share';

interface PitchListOptions extends ListFlags {
  startup?: string;
  status?: PitchStatus;
}

/** `ailab pitch list [--startup id|slug] [--status s]`: the pitches of my startups. */
export async function runPitchList(options: PitchListOptions, f: Factory): Promise<void> {
  const paging = listPagesOptions(options, f.t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.startupPitch.list,
    {
      ...(options.startup ? { startup_id: await resolveStartupId(api, options.startup, f.t) } : {}),
      ...(options.status ? { status: options.status } : {}),
    },
    paging,
  );
  const header = (key: string) => f.t(`startups:cli.columns.${key}`);
  printList(f, page, [
    { header: header('id'), value: (pitch) => pitch.id },
    { header: header('title'), value: (pitch) => pitch.title },
    { header: header('startup'), value: (pitch) => pitch.startup_name },
    { header: header('status'), value: (pitch) => pitch.status },
    { header: header('sections'), value: (pitch) => pitch.section_count },
    { header: header('updated'), value: (pitch) => pitch.updated_at.slice(0, 10) },
  ]);
}

/** `ailab pitch view <id>`: a pitch with its key facts and sections, as Markdown on stdout. */
export async function runPitchView(id: string, f: Factory): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const content = await (await f.api()).startupPitch.content({ id });
  if (f.json) {
    printJson(io, content);
    return;
  }
  io.print(io.out.bold(`${content.pitch.title} (${content.startup.name})`));
  io.print(
    t('startups:cli.pitch.summary', { status: content.pitch.status, audience: content.pitch.audience }),
  );
  for (const section of [...content.sections].sort((a, b) => a.position - b.position)) {
    io.print(`\n${io.out.bold(`## ${section.title}`)}`);
    if (section.body.trim()) io.print(section.body.trim());
    for (const image of section.images) io.print(`  [${image.caption || image.mime}] ${image.url}`);
  }
}

/** `ailab pitch status <id> <draft|active|closed>`: moves a pitch and says who can see it now. */
export async function runPitchStatus(id: string, status: PitchStatus, f: Factory): Promise<void> {
  await requireToken(f);
  const answer = await (await f.api()).startupPitch.status({ id, status });
  if (f.json) {
    printJson(f.io, answer);
    return;
  }
  f.io.print(`${answer.pitch.id}\t${answer.pitch.status}\t${answer.visible_to.join(',')}`);
}

/** `ailab pitch export <id> [--format md|json]`: the pitch as a Markdown file with front matter (stdout). */
export async function runPitchExport(id: string, format: 'md' | 'json', f: Factory): Promise<void> {
  await requireToken(f);
  const content = await (await f.api()).startupPitch.content({ id });
  if (format === 'json' || f.json) {
    printJson(f.io, content);
    return;
  }
  const { pitchToMarkdown } = await import('../../services/pitch-file');
  f.io.print(await pitchToMarkdown(content));
}

/** `ailab pitch import <file> [--dry-run]`: creates or updates a pitch from such a file, idempotently. */
export async function runPitchImport(path: string, options: { dryRun?: boolean }, f: Factory): Promise<void> {
  await requireToken(f);
  const [{ readPitchFile }, { importPitch }] = await Promise.all([
    import('../../services/pitch-file'),
    import('../../services/pitch-import'),
  ]);
  const read = await readPitchFile(path, f.t);
  const api = await f.api();
  // A new pitch's `startup:` may name the startup by its slug, as every startup command takes one.
  const file =
    read.pitch === undefined && read.startup !== undefined
      ? { ...read, startup: await resolveStartupId(api, read.startup, f.t) }
      : read;
  const result = await importPitch(api, file, { dryRun: options.dryRun === true });
  if (f.json) {
    printJson(f.io, result);
    return;
  }
  for (const section of result.sections)
    f.io.print(`${section.action}\t${section.section_id ?? '-'}\t${section.title}`);
  const changed = result.sections.filter(
    (section) => section.action === 'updated' || section.action === 'added',
  );
  const key = options.dryRun ? 'startups:cli.pitch.dryRunSummary' : 'startups:cli.pitch.importSummary';
  f.io.info(
    f
      .t(key, {
        id: result.pitch_id ?? '-',
        changed: changed.length,
        total: result.sections.length,
        created: result.created ? f.t('startups:cli.pitch.created') : '',
      })
      .trim(),
  );
}

/** `ailab pitch`: pitches of my startups (role 3). */
export function newPitchCommand(context: CommandContext): Command {
  const { t } = context;
  const list = new Command('list')
    .alias('ls')
    .description(t('startups:cli.pitch.list'))
    .option('--startup <id>', t('startups:cli.options.startup'))
    .addOption(
      new Option('--status <status>', t('startups:cli.options.pitchStatus')).choices([
        'draft',
        'active',
        'closed',
      ]),
    );
  const pitch = new Command('pitch')
    .description(t('startups:cli.pitch.description'))
    .addCommand(
      addListOptions(readsFrom(list, 'startupPitch', 'list'), t).action((options: PitchListOptions) =>
        runPitchList(options, context.factory()),
      ),
    )
    .addCommand(
      readsFrom(
        new Command('view')
          .description(t('startups:cli.pitch.view'))
          .argument('<id>', t('startups:cli.options.pitchId'))
          .action((id: string) => runPitchView(id, context.factory())),
        'startupPitch',
        'content',
      ),
    )
    .addCommand(
      new Command('status')
        .description(t('startups:cli.pitch.status'))
        .argument('<id>', t('startups:cli.options.pitchId'))
        .addArgument(
          new Argument('<status>', t('startups:cli.options.pitchStatus')).choices([
            'draft',
            'active',
            'closed',
          ]),
        )
        .action((id: string, status: PitchStatus) => runPitchStatus(id, status, context.factory())),
    )
    .addCommand(
      new Command('export')
        .description(t('startups:cli.pitch.export'))
        .argument('<id>', t('startups:cli.options.pitchId'))
        .addOption(
          new Option('--format <format>', t('startups:cli.options.format'))
            .choices(['md', 'json'])
            .default('md'),
        )
        .action((id: string, options: { format: 'md' | 'json' }) =>
          runPitchExport(id, options.format, context.factory()),
        ),
    )
    .addCommand(
      new Command('import')
        .description(t('startups:cli.pitch.import'))
        .argument('<file>', t('startups:cli.options.file'))
        .option('--dry-run', t('startups:cli.options.dryRun'))
        .action((path: string, options: { dryRun?: boolean }) =>
          runPitchImport(path, options, context.factory()),
        ),
    );
  for (const command of newPitchShareCommands(context)) pitch.addCommand(command);
  return pitch;
}

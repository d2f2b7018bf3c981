import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/** `ailab programme list|view <slug>`: the calls for applications (roles 98 and 99). */
export function newProgrammeCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('programme')
    .description(t('applications:cli.programme.description'))
    .addCommand(
      new Command('list')
        .alias('ls')
        .description(t('applications:cli.programme.list'))
        .action(() => runProgrammeList(context.factory())),
    )
    .addCommand(
      new Command('view')
        .description(t('applications:cli.programme.view'))
        .argument('<slug>', t('applications:cli.options.programme'))
        .action((slug: string) => runProgrammeView(slug, context.factory())),
    );
}

export async function runProgrammeList(f: Factory): Promise<void> {
  await requireToken(f);
  const { items } = await (await f.api()).adminProgrammes.list({});
  if (f.json) {
    printJson(f.io, items);
    return;
  }
  for (const item of items) {
    const total = Object.values(item.counts).reduce((sum, n) => sum + n, 0);
    f.io.print(`${item.slug}\t${item.is_open ? 'open' : 'closed'}\t${item.phase}\t${total}\t${item.title}`);
  }
}

export async function runProgrammeView(slug: string, f: Factory): Promise<void> {
  await requireToken(f);
  const { items } = await (await f.api()).adminProgrammes.list({});
  const programme = items.find((item) => item.slug === slug);
  if (!programme) throw new UsageError(f.t('applications:cli.programme.notFound', { slug }));
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

import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { eventRows, listAdminEvents } from '../../services/event-service';

export interface EventListOptions {
  upcoming?: boolean;
  past?: boolean;
  state?: 'draft' | 'published' | 'cancelled';
  limit: string;
  all?: boolean;
}

/** `ailab event list [--upcoming|--past] [--state S] [--limit N|--all]`. */
export function newEventListCommand(
  context: CommandContext,
  runF: (options: EventListOptions, factory: Factory) => Promise<void> = runEventList,
): Command {
  const { t } = context;
  return new Command('list')
    .alias('ls')
    .description(t('events:cli.list.description'))
    .option('--upcoming', t('events:cli.list.upcoming'))
    .option('--past', t('events:cli.list.past'))
    .option('--state <state>', t('events:cli.list.state'))
    .option('--limit <n>', t('events:cli.list.limit'), '20')
    .option('--all', t('events:cli.list.all'))
    .action((options: EventListOptions) => runF(options, context.factory()));
}

/** Every event in every state with seats and waitlist: a table, TSV when piped, the contract items with --json. */
export async function runEventList(options: EventListOptions, f: Factory): Promise<void> {
  const { io, t } = f;
  if (options.upcoming && options.past) throw new UsageError(t('events:cli.list.both'));
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(t('events:cli.list.badLimit'));
  await requireToken(f);
  const events = await listAdminEvents(
    await f.api(),
    {
      ...(options.upcoming ? { when: 'upcoming' as const } : {}),
      ...(options.past ? { when: 'past' as const, sort: '-starts_at' as const } : {}),
      ...(options.state ? { state: options.state } : {}),
    },
    { limit, all: options.all === true },
  );
  if (f.json) {
    printJson(io, events);
    return;
  }
  if (events.length === 0) {
    io.info(t('common:noResults'));
    return;
  }
  const header = ['id', 'slug', 'state', 'starts', 'seats', 'waitlist', 'title'].map((key) =>
    t(`events:cli.columns.${key}`),
  );
  io.print(formatTable(header, eventRows(events), io.stdoutIsTTY, io.out.bold));
}

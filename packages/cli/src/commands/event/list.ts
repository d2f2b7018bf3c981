import { Command, Option } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { eventStart } from '../../services/event-service';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

export interface EventListOptions extends ListFlags {
  upcoming?: boolean;
  past?: boolean;
  state?: 'draft' | 'published' | 'cancelled';
  csv?: boolean;
}

/** `ailab event list [--upcoming|--past] [--state S] [-L N|--all] [--csv]`. */
export function newEventListCommand(
  context: CommandContext,
  runF: (options: EventListOptions, factory: Factory) => Promise<void> = runEventList,
): Command {
  const { t } = context;
  const command = new Command('list')
    .alias('ls')
    .description(t('events:cli.list.description'))
    .option('--upcoming', t('events:cli.list.upcoming'))
    .option('--past', t('events:cli.list.past'))
    .addOption(
      new Option('--state <state>', t('events:cli.list.state')).choices(['draft', 'published', 'cancelled']),
    )
    .option('--csv', t('events:cli.list.csv'));
  return addListOptions(readsFrom(command, 'adminEvents', 'listing'), t).action((options: EventListOptions) =>
    runF(options, context.factory()),
  );
}

/**
 * Every event in every state with seats and waitlist, on the shared list helpers: a table on a
 * terminal, TSV when piped, the page object (`{ items, next_cursor, total }`) with --json.
 */
export async function runEventList(options: EventListOptions, f: Factory): Promise<void> {
  const { t } = f;
  if (options.upcoming && options.past) throw new UsageError(t('events:cli.list.both'));
  if (options.csv && f.json) throw new UsageError(t('events:cli.list.csvWithJson'));
  // A CSV file is the whole list unless -L says otherwise: a file cut at 20 rows would lose data silently.
  const paging = options.csv && options.limit === undefined ? { all: true } : listPagesOptions(options, t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(
    api.adminEvents.listing,
    {
      ...(options.upcoming ? { when: 'upcoming' as const } : {}),
      ...(options.past ? { when: 'past' as const, sort: '-starts_at' as const } : {}),
      ...(options.state ? { state: options.state } : {}),
    },
    paging,
  );
  if (options.csv) {
    // Core's one CSV writer (formula-like cells defused), in the columns `event import` reads back.
    const { eventsToCsv } = await import('@ailab/core/events/events-csv');
    f.io.stdout.write(eventsToCsv(page.items));
    return;
  }
  const header = (key: string) => t(`events:cli.columns.${key}`);
  printList(f, page, [
    { header: header('id'), value: (event) => event.id },
    { header: header('slug'), value: (event) => event.slug },
    { header: header('state'), value: (event) => event.state },
    { header: header('starts'), value: (event) => eventStart(event) },
    { header: header('seats'), value: (event) => `${event.counts.confirmed}/${event.capacity}` },
    { header: header('waitlist'), value: (event) => String(event.counts.waitlisted) },
    { header: header('title'), value: (event) => event.title },
  ]);
}

import { registrationsToCsv } from '@ailab/core/events/registrations-csv';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { findAdminEvent } from '../../services/event-service';
import { pageFromItems } from '../../services/page-from-items';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The flags of `ailab event registrations`. */
export interface EventRegistrationsOptions extends ListFlags {
  csv?: boolean;
}

/** `ailab event registrations <id|slug> [--csv|--json]`. */
export function newEventRegistrationsCommand(
  context: CommandContext,
  runF: (
    event: string,
    options: EventRegistrationsOptions,
    factory: Factory,
  ) => Promise<void> = runEventRegistrations,
): Command {
  const command = new Command('registrations')
    .description(context.t('events:cli.registrations.description'))
    .argument('<event>', context.t('events:cli.eventArg'))
    .option('--csv', context.t('events:cli.registrations.csv'));
  return addListOptions(readsFrom(command, 'adminEvents', 'registeredUsers'), context.t).action(
    (event: string, options: EventRegistrationsOptions) => runF(event, options, context.factory()),
  );
}

/** Attendees, then the waitlist in order: a table, TSV when piped, CSV with --csv, the contract answer with --json. */
export async function runEventRegistrations(
  idOrSlug: string,
  options: EventRegistrationsOptions,
  f: Factory,
): Promise<void> {
  const { io, t } = f;
  // A CSV file is the whole list unless -L says otherwise: a file cut at 20 rows would lose data silently.
  const paging = options.csv && options.limit === undefined ? { all: true } : listPagesOptions(options, t);
  await requireToken(f);
  const api = await f.api();
  const event = await findAdminEvent(api, idOrSlug, t);
  const answer = await api.adminEvents.registeredUsers({ event_id: event.id });
  const page = pageFromItems(answer.items, paging);
  if (f.json) {
    // The page object every list prints, plus the event it is about (issue 24 item 15).
    printJson(io, { event: answer.event, ...page });
    return;
  }
  if (options.csv) {
    io.stdout.write(registrationsToCsv(page.items));
    return;
  }
  if (page.items.length === 0) {
    io.info(t('common:noResults'));
    return;
  }
  const header = ['name', 'email', 'status', 'position', 'checkedIn'].map((key) =>
    t(`events:cli.columns.${key}`),
  );
  const rows = page.items.map((item) => [
    item.name,
    item.email,
    item.status,
    item.waitlist_position === null ? '' : String(item.waitlist_position),
    item.checked_in ? '✓' : '',
  ]);
  io.print(formatTable(header, rows, io.tableWidth, io.out.bold));
  if (io.stdoutIsTTY && page.items.length < page.total)
    io.info(io.err.dim(t('list.more', { shown: page.items.length, total: page.total })));
}

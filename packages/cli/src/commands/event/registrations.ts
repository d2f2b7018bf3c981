import { registrationsToCsv } from '@ailab/core/events/registrations-csv';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { formatTable } from '../../io/table';
import { findAdminEvent } from '../../services/event-service';

/** `ailab event registrations <id|slug> [--csv|--json]`. */
export function newEventRegistrationsCommand(
  context: CommandContext,
  runF: (
    event: string,
    options: { csv?: boolean },
    factory: Factory,
  ) => Promise<void> = runEventRegistrations,
): Command {
  return new Command('registrations')
    .description(context.t('events:cli.registrations.description'))
    .argument('<event>', context.t('events:cli.eventArg'))
    .option('--csv', context.t('events:cli.registrations.csv'))
    .action((event: string, options: { csv?: boolean }) => runF(event, options, context.factory()));
}

/** Attendees, then the waitlist in order: a table, TSV when piped, CSV with --csv, the contract answer with --json. */
export async function runEventRegistrations(
  idOrSlug: string,
  options: { csv?: boolean },
  f: Factory,
): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const api = await f.api();
  const event = await findAdminEvent(api, idOrSlug, t);
  const answer = await api.adminEvents.registeredUsers({ event_id: event.id });
  if (f.json) {
    printJson(io, answer);
    return;
  }
  if (options.csv) {
    io.stdout.write(registrationsToCsv(answer.items));
    return;
  }
  if (answer.items.length === 0) {
    io.info(t('common:noResults'));
    return;
  }
  const header = ['name', 'email', 'status', 'position', 'checkedIn'].map((key) =>
    t(`events:cli.columns.${key}`),
  );
  const rows = answer.items.map((item) => [
    item.name,
    item.email,
    item.status,
    item.waitlist_position === null ? '' : String(item.waitlist_position),
    item.checked_in ? '✓' : '',
  ]);
  io.print(formatTable(header, rows, io.stdoutIsTTY, io.out.bold));
}

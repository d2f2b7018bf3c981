import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { findAdminEvent } from '../../services/event-service';

/** `ailab event check-in <id|slug> <email> [--undo]`. */
export function newEventCheckInCommand(
  context: CommandContext,
  runF: (
    event: string,
    email: string,
    options: { undo?: boolean },
    factory: Factory,
  ) => Promise<void> = runEventCheckIn,
): Command {
  return new Command('check-in')
    .description(context.t('events:cli.checkIn.description'))
    .argument('<event>', context.t('events:cli.eventArg'))
    .argument('<email>', context.t('events:cli.checkIn.email'))
    .option('--undo', context.t('events:cli.checkIn.undo'))
    .action((event: string, email: string, options: { undo?: boolean }) =>
      runF(event, email, options, context.factory()),
    );
}

export async function runEventCheckIn(
  idOrSlug: string,
  email: string,
  options: { undo?: boolean },
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const event = await findAdminEvent(api, idOrSlug, f.t);
  const answer = await api.eventExtras.checkIn({ event_id: event.id, email, checked_in: !options.undo });
  if (f.json) printJson(f.io, answer);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t(options.undo ? 'events:cli.checkIn.undone' : 'events:cli.checkIn.done', { name: answer.registration.name, title: event.title })}`,
    );
}

import type { EventUpdateInput } from '@ailab/core/contract/events/events.schemas';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { type EventFlags, eventFieldsFrom, findAdminEvent } from '../../services/event-service';
import { addEventFieldOptions } from './event-options';

/** `ailab event update <id|slug> [flags]`: changes only what is given; --publish publishes a draft. */
export function newEventUpdateCommand(
  context: CommandContext,
  runF: (event: string, flags: EventFlags, factory: Factory) => Promise<void> = runEventUpdate,
): Command {
  return addEventFieldOptions(
    new Command('update')
      .description(context.t('events:cli.update.description'))
      .argument('<event>', context.t('events:cli.eventArg')),
    context.t,
  ).action((event: string, flags: EventFlags) => runF(event, flags, context.factory()));
}

export async function runEventUpdate(idOrSlug: string, flags: EventFlags, f: Factory): Promise<void> {
  await requireToken(f);
  const api = await f.api();
  const current = await findAdminEvent(api, idOrSlug, f.t);
  // Wall times without --tz are read in the event's own zone.
  const fields = await eventFieldsFrom({ ...flags, tz: flags.tz ?? current.time_zone }, f.t);
  if (!flags.tz) delete fields.time_zone;
  const event = await api.adminEvents.update({ ...fields, id: current.id } as EventUpdateInput);
  if (f.json) printJson(f.io, event);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('events:cli.update.done', { title: event.title, state: event.state })}`,
    );
}

import type { EventAddInput } from '@ailab/core/contract/events/events.schemas';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { type EventFlags, eventFieldsFrom } from '../../services/event-service';
import { addEventFieldOptions } from './event-options';

/** `ailab event create [--file event.yaml] [--title … --start … --tz …] [--publish]`. */
export function newEventCreateCommand(
  context: CommandContext,
  runF: (flags: EventFlags, factory: Factory) => Promise<void> = runEventCreate,
): Command {
  return addEventFieldOptions(
    new Command('create').description(context.t('events:cli.create.description')),
    context.t,
  ).action((flags: EventFlags) => runF(flags, context.factory()));
}

/** Creates a draft (or, with --publish, a published event) and prints its id. */
export async function runEventCreate(flags: EventFlags, f: Factory): Promise<void> {
  await requireToken(f);
  const fields = await eventFieldsFrom(flags, f.t);
  const event = await (await f.api()).adminEvents.add(fields as EventAddInput);
  if (f.json) printJson(f.io, event);
  else {
    f.io.print(event.id);
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('events:cli.create.done', { title: event.title, state: event.state })}`,
    );
  }
}

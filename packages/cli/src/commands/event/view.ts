import { objectPaths } from '@ailab/core/links/object-paths';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { eventEnd, eventStart, findAdminEvent } from '../../services/event-service';
import { openObjectPage, type WebOption } from '../../services/open-object-page';
import { readsFrom } from '../json-fields-source';

/** `ailab event view <id|slug>`. */
export function newEventViewCommand(
  context: CommandContext,
  runF: (event: string, factory: Factory, options: EventViewOptions) => Promise<void> = runEventView,
): Command {
  const command = new Command('view')
    .description(context.t('events:cli.view.description'))
    .argument('<event>', context.t('events:cli.eventArg'))
    .option('-w, --web', context.t('web.option'))
    .action((event: string, options: EventViewOptions) => runF(event, context.factory(), options));
  return readsFrom(command, 'adminEvents', 'listing', { element: 'items' });
}

/** The flags of `ailab event view`. */
export type EventViewOptions = WebOption;

/** One event with its counts; --json prints it as the contract's admin event; --web opens its page. */
export async function runEventView(
  idOrSlug: string,
  f: Factory,
  options: EventViewOptions = {},
): Promise<void> {
  const { io, t } = f;
  await requireToken(f);
  const event = await findAdminEvent(await f.api(), idOrSlug, t);
  if (options.web) return openObjectPage(f, objectPaths.event(event.slug));
  if (f.json) {
    printJson(io, event);
    return;
  }
  const line = (key: string, value: string) =>
    io.print(`${io.out.bold(t(`events:cli.view.${key}`))}: ${value}`);
  io.print(io.out.bold(event.title));
  line('id', event.id);
  line('slug', event.slug);
  line('state', event.state);
  line('kind', event.kind);
  line('starts', eventStart(event));
  line('ends', eventEnd(event));
  line('place', [event.venue, event.online_url].filter(Boolean).join(' · ') || '-');
  line(
    'seats',
    t('events:cli.view.seatsValue', {
      confirmed: event.counts.confirmed,
      capacity: event.capacity,
      waitlisted: event.counts.waitlisted,
      checkedIn: event.counts.checked_in,
    }),
  );
  line('organiser', event.organiser_name);
  if (event.description) io.print(`\n${event.description}`);
}

import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { findAdminEvent } from '../../services/event-service';

/** `ailab event cancel <id|slug> --yes`: cancels the event and emails everyone registered. */
export function newEventCancelCommand(
  context: CommandContext,
  runF: (event: string, options: { yes?: boolean }, factory: Factory) => Promise<void> = runEventCancel,
): Command {
  return new Command('cancel')
    .description(context.t('events:cli.cancel.description'))
    .argument('<event>', context.t('events:cli.eventArg'))
    .option('-y, --yes', context.t('events:cli.yes'))
    .action((event: string, options: { yes?: boolean }) => runF(event, options, context.factory()));
}

export async function runEventCancel(
  idOrSlug: string,
  options: { yes?: boolean },
  f: Factory,
): Promise<void> {
  await confirmDestructive(f.io, f.t, options.yes, {
    question: f.t('events:cli.cancel.confirm', { event: idOrSlug }),
    consequence: f.t('events:cli.cancel.consequence', { event: idOrSlug }),
  });
  await requireToken(f);
  const api = await f.api();
  const current = await findAdminEvent(api, idOrSlug, f.t);
  const event = await api.adminEvents.update({ id: current.id, state: 'cancelled' });
  if (f.json) printJson(f.io, event);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('events:cli.cancel.done', { title: event.title, count: current.counts.confirmed + current.counts.waitlisted })}`,
    );
}

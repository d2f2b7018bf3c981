import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { confirmDestructive } from '../../io/confirm-destructive';
import { printJson } from '../../io/json-output';
import { findAdminEvent } from '../../services/event-service';

/** `ailab event delete <id|slug> --yes`: deletes a draft; an event people joined is cancelled instead. */
export function newEventDeleteCommand(
  context: CommandContext,
  runF: (event: string, options: { yes?: boolean }, factory: Factory) => Promise<void> = runEventDelete,
): Command {
  return new Command('delete')
    .description(context.t('events:cli.delete.description'))
    .argument('<event>', context.t('events:cli.eventArg'))
    .option('-y, --yes', context.t('events:cli.yes'))
    .action((event: string, options: { yes?: boolean }) => runF(event, options, context.factory()));
}

export async function runEventDelete(
  idOrSlug: string,
  options: { yes?: boolean },
  f: Factory,
): Promise<void> {
  await confirmDestructive(f.io, f.t, options.yes, {
    question: f.t('events:cli.delete.confirm', { event: idOrSlug }),
    consequence: f.t('events:cli.delete.consequence', { event: idOrSlug }),
  });
  await requireToken(f);
  const api = await f.api();
  const current = await findAdminEvent(api, idOrSlug, f.t);
  const answer = await api.adminEvents.delete({ id: current.id });
  if (f.json) printJson(f.io, answer);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t(`events:cli.delete.${answer.outcome}`, { title: current.title, count: answer.notified })}`,
    );
}

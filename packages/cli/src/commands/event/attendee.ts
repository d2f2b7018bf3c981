import type { AttendeeBody } from '@ailab/core/contract/events/events.schemas';
import { Command } from 'commander';
import type { z } from 'zod';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';

/** What `ailab event register|unregister|promote` does to one person's registration. */
export type AttendeeAction = z.input<typeof AttendeeBody>['action'];

/** The flags of the three commands (`--name` for register, `--yes` for unregister). */
export interface AttendeeOptions {
  name?: string;
  yes?: boolean;
}

/** `ailab event register|unregister|promote <id|slug> <email>`: an organiser's change to one registration. */
export function newEventAttendeeCommand(
  context: CommandContext,
  action: AttendeeAction,
  runF: (
    action: AttendeeAction,
    event: string,
    email: string,
    options: AttendeeOptions,
    factory: Factory,
  ) => Promise<void> = runEventAttendee,
): Command {
  const { t } = context;
  const command = new Command(action)
    .description(t(`events:cli.attendee.${action}.description`))
    .argument('<event>', t('events:cli.eventArg'))
    .argument('<email>', t('events:cli.attendee.email'));
  if (action === 'register') command.option('--name <name>', t('events:cli.attendee.name'));
  if (action === 'unregister') command.option('-y, --yes', t('events:cli.yes'));
  return command.action((event: string, email: string, options: AttendeeOptions) =>
    runF(action, event, email, options, context.factory()),
  );
}

export async function runEventAttendee(
  action: AttendeeAction,
  event: string,
  email: string,
  options: AttendeeOptions,
  f: Factory,
): Promise<void> {
  await requireToken(f);
  const { changeAttendee } = await import('../../services/event-attendee');
  await changeAttendee(f, action, event, email, options);
}

import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { newEventAttendeeCommand } from './attendee';
import { newEventCancelCommand } from './cancel';
import { newEventCheckInCommand } from './check-in';
import { newEventCreateCommand } from './create';
import { newEventDeleteCommand } from './delete';
import { newEventImportCommand } from './import';
import { newEventListCommand } from './list';
import { newEventManageCommand } from './manage';
import { newEventRegistrationsCommand } from './registrations';
import { newEventRemindCommand } from './remind';
import { newEventUpdateCommand } from './update';
import { newEventViewCommand } from './view';

/** `ailab event`: run events from the terminal (role 99). */
export function newEventCommand(context: CommandContext): Command {
  return new Command('event')
    .description(context.t('events:cli.description'))
    .addCommand(newEventListCommand(context))
    .addCommand(newEventViewCommand(context))
    .addCommand(newEventCreateCommand(context))
    .addCommand(newEventUpdateCommand(context))
    .addCommand(newEventCancelCommand(context))
    .addCommand(newEventDeleteCommand(context))
    .addCommand(newEventRegistrationsCommand(context))
    .addCommand(newEventAttendeeCommand(context, 'register'))
    .addCommand(newEventAttendeeCommand(context, 'unregister'))
    .addCommand(newEventAttendeeCommand(context, 'promote'))
    .addCommand(newEventCheckInCommand(context))
    .addCommand(newEventImportCommand(context))
    .addCommand(newEventRemindCommand(context))
    .addCommand(newEventManageCommand(context));
}

import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import {
  type NotificationsListFlags,
  newNotificationsListCommand,
  runNotificationsList,
  withUnreadOption,
} from './notifications-list';
import { newNotificationsPrefsCommand } from './notifications-prefs';
import { newNotificationsReadCommand } from './notifications-read';

/**
 * `ailab notifications`: the caller's notifications. Alone (with `--unread`) it lists the newest 20; `list`
 * takes the paging flags (`-L`, `--all`), which stay off the parent so `read --all` is read's own flag.
 */
export function newNotificationsCommand(context: CommandContext): Command {
  const command = new Command('notifications')
    .description(context.t('notifications:cli.description'))
    .addCommand(newNotificationsListCommand(context))
    .addCommand(newNotificationsReadCommand(context))
    .addCommand(newNotificationsPrefsCommand(context));
  return withUnreadOption(command, context).action((flags: NotificationsListFlags) =>
    runNotificationsList(context.factory(), flags),
  );
}

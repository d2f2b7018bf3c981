import { notificationText } from '@ailab/core/notifications/notification-text';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printList } from '../../io/print-list';
import { fetchList } from '../../services/list-pages';
import { readsFrom } from '../json-fields-source';
import { addListOptions, type ListFlags, listPagesOptions } from '../list-options';

/** The flags of `ailab notifications [list]`. */
export interface NotificationsListFlags extends ListFlags {
  unread?: boolean;
}

/** Adds `--unread` (both `ailab notifications` and `ailab notifications list` take it). */
export function withUnreadOption(command: Command, context: CommandContext): Command {
  return command.option('--unread', context.t('notifications:cli.unreadOption'));
}

/** `ailab notifications list` (also what `ailab notifications` alone runs). */
export function newNotificationsListCommand(context: CommandContext): Command {
  const command = new Command('list').alias('ls').description(context.t('notifications:cli.description'));
  // `--unread` after `list` is parsed by the parent, which declares it too: read it from both.
  return addListOptions(
    readsFrom(withUnreadOption(command, context), 'notifications', 'list'),
    context.t,
  ).action((_flags: NotificationsListFlags, self: Command) =>
    runNotificationsList(context.factory(), self.optsWithGlobals<NotificationsListFlags>()),
  );
}

/**
 * The caller's notifications, newest first, each as a sentence in the CLI's language (built from its kind
 * and params, as the web does): a table on a terminal, TSV when piped, the page object with `--json`.
 */
export async function runNotificationsList(f: Factory, flags: NotificationsListFlags): Promise<void> {
  const paging = listPagesOptions(flags, f.t);
  await requireToken(f);
  const api = await f.api();
  const page = await fetchList(api.notifications.list, flags.unread ? { unread: true } : {}, paging);
  const header = (key: string) => f.t(`notifications:cli.columns.${key}`);
  printList(f, page, [
    { header: header('when'), value: (item) => item.created_at },
    {
      header: header('state'),
      value: (item) => f.t(item.read_at === null ? 'notifications:cli.unread' : 'notifications:cli.read'),
    },
    { header: header('text'), value: (item) => notificationText(item, f.t) },
    { header: header('id'), value: (item) => item.id },
  ]);
}

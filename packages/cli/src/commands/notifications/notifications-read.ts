import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';

/** The flags of `ailab notifications read`. */
export interface NotificationsReadFlags {
  all?: boolean;
}

/** `ailab notifications read <id…>` or `ailab notifications read --all`. */
export function newNotificationsReadCommand(context: CommandContext): Command {
  const { t } = context;
  return new Command('read')
    .description(t('notifications:cli.readDescription'))
    .argument('[ids...]', t('notifications:cli.readIdsArgument'))
    .option('--all', t('notifications:cli.readAllOption'))
    .action((ids: string[], flags: NotificationsReadFlags) =>
      runNotificationsRead(context.factory(), ids, flags),
    );
}

/** Marks the given notifications, or all, read; says how many and how many stay unread (`--json`: the answer). */
export async function runNotificationsRead(
  f: Factory,
  ids: readonly string[],
  flags: NotificationsReadFlags,
): Promise<void> {
  const wanted = ids.map((id) => id.trim()).filter((id) => id !== '');
  if (!flags.all && wanted.length === 0) throw new UsageError(f.t('notifications:cli.readNeedsTarget'));
  await requireToken(f);
  const api = await f.api();
  const answer = await api.notifications.markRead(flags.all ? { all: true } : { ids: wanted });
  if (f.json) printJson(f.io, answer);
  else
    f.io.info(
      `${f.io.err.green('✓')} ${f.t('notifications:cli.marked', { count: answer.marked, unread: answer.unread })}`,
    );
}

import type { NotificationKind } from '@ailab/core/contract/notifications/notifications.schemas';
import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { UsageError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { printJson } from '../../io/json-output';
import { readsFrom } from '../json-fields-source';

type Prefs = { prefs: { kind: NotificationKind; email: boolean }[] };

function printPrefs(f: Factory, answer: Prefs): void {
  if (f.json) printJson(f.io, answer);
  else f.io.print(answer.prefs.map((pref) => `${pref.kind}\t${pref.email ? 'on' : 'off'}`).join('\n'));
}

/** `ailab notifications prefs [--json]` and `ailab notifications prefs set <kind> on|off`. */
export function newNotificationsPrefsCommand(context: CommandContext): Command {
  const { t } = context;
  const set = new Command('set')
    .description(t('notifications:cli.prefsSetDescription'))
    .argument('<kind>', t('notifications:cli.prefsKindArgument'))
    .argument('<state>', 'on | off')
    .action(async (kind: string, state: string) => {
      const f = context.factory();
      if (state !== 'on' && state !== 'off') throw new UsageError(t('notifications:cli.prefsState'));
      await requireToken(f);
      const api = await f.api();
      // The server's list names every kind this server knows: an unknown one is a usage error naming them.
      const { prefs } = await api.notifications.mailPrefs({});
      const known = prefs.find((pref) => pref.kind === kind);
      if (!known) {
        const kinds = prefs.map((pref) => pref.kind).join(', ');
        throw new UsageError(t('notifications:cli.prefsUnknownKind', { kind, kinds }));
      }
      printPrefs(f, await api.notifications.setMailPref({ kind: known.kind, email: state === 'on' }));
    });
  return readsFrom(new Command('prefs'), 'notifications', 'mailPrefs')
    .description(t('notifications:cli.prefsDescription'))
    .addCommand(set)
    .action(async () => {
      const f = context.factory();
      await requireToken(f);
      const api = await f.api();
      printPrefs(f, await api.notifications.mailPrefs({}));
    });
}

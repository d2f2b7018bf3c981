import { Command } from 'commander';
import type { CommandContext } from '../../command-context';
import { NoPromptError } from '../../errors/cli-errors';
import type { Factory } from '../../factory/factory';
import { requireToken } from '../../factory/require-token';
import { fetchList } from '../../services/list-pages';

/** `ailab event manage`: the interactive Events Management screen (terminal only). */
export function newEventManageCommand(
  context: CommandContext,
  runF: (factory: Factory) => Promise<void> = runEventManage,
): Command {
  return new Command('manage')
    .description(context.t('events:cli.manage.description'))
    .action(() => runF(context.factory()));
}

/** Upcoming published events with seats left; Enter opens registrations, Enter again toggles check-in. */
export async function runEventManage(f: Factory): Promise<void> {
  if (!f.io.canPrompt) throw new NoPromptError(f.t('events:cli.manage.needsTerminal'));
  await requireToken(f);
  const api = await f.api(undefined, { progress: false });
  const { items: events } = await fetchList(
    api.adminEvents.listing,
    { when: 'upcoming', state: 'published' },
    { limit: 100 },
  );
  const { showEventsScreen } = await import('../../ui/show-events-screen');
  await showEventsScreen(f.io, {
    events,
    t: f.t,
    loadRegistrations: async (event) => (await api.adminEvents.registeredUsers({ event_id: event.id })).items,
    toggleCheckIn: async (event, registration) =>
      (
        await api.eventExtras.checkIn({
          event_id: event.id,
          registration_id: registration.id,
          checked_in: !registration.checked_in,
        })
      ).registration,
  });
}

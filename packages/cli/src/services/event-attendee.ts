import type { AttendeeBody } from '@ailab/core/contract/events/events.schemas';
import type { z } from 'zod';
import type { Factory } from '../factory/factory';
import { confirmDestructive } from '../io/confirm-destructive';
import { printJson } from '../io/json-output';
import { findAdminEvent } from './event-service';

type Action = z.input<typeof AttendeeBody>['action'];

/**
 * Registers, unregisters or promotes one person as the event's organiser. Unregistering is destructive (the
 * person is emailed and their seat goes to the waitlist): it asks on a terminal and needs `--yes` off one. The
 * answer says what happened, or that nothing needed to (exit 0 either way).
 */
export async function changeAttendee(
  f: Factory,
  action: Action,
  idOrSlug: string,
  email: string,
  options: { name?: string; yes?: boolean },
): Promise<void> {
  const api = await f.api();
  const event = await findAdminEvent(api, idOrSlug, f.t);
  if (action === 'unregister')
    await confirmDestructive(f.io, f.t, options.yes, {
      question: f.t('events:cli.attendee.unregister.confirm', { email, title: event.title }),
      consequence: f.t('events:cli.attendee.unregister.consequence', { email, title: event.title }),
    });
  const answer = await api.eventExtras.attendee({
    event_id: event.id,
    email,
    action,
    ...(options.name ? { name: options.name } : {}),
  });
  if (f.json) return printJson(f.io, answer);
  const { registration } = answer;
  const params = {
    email: registration.email,
    title: event.title,
    status: f.t(`events:cli.attendee.status.${registration.status}`, {
      position: registration.waitlist_position ?? 0,
    }),
    capacity: answer.capacity,
  };
  if (!answer.changed) return f.io.info(f.t(`events:cli.attendee.${action}.unchanged`, params));
  f.io.info(`${f.io.err.green('✓')} ${f.t(`events:cli.attendee.${action}.done`, params)}`);
  if (action === 'promote' && answer.capacity > event.capacity)
    f.io.info(f.t('events:cli.attendee.promote.capacityRaised', params));
}

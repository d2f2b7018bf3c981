import type { DomainPage } from '../../lib/domain-pages';
import type { eventsScreens } from './events.screens';

/** The events domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const eventsPages: readonly DomainPage<keyof typeof eventsScreens>[] = [
  { where: 'area', path: 'admin-events', screen: 'adminEvents' },
  { where: 'public', path: 'events', screen: 'events' },
  { where: 'public', path: 'events/confirm', screen: 'eventLink' },
  { where: 'public', path: 'events/cancel', screen: 'eventLink' },
  { where: 'public', path: 'events/:slug', screen: 'eventPage' },
];

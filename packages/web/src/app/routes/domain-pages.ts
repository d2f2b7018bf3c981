import type { RouteObject } from 'react-router-dom';
import { applicationsPages } from '../../features/applications/applications.pages';
import { eventsPages } from '../../features/events/events.pages';
import { institutesPages } from '../../features/institutes/institutes.pages';
import { learningPages } from '../../features/learning/learning.pages';
import { newsPages } from '../../features/news/news.pages';
import { repositoriesPages } from '../../features/repositories/repositories.pages';
import { researchPages } from '../../features/research/research.pages';
import { startupsPages } from '../../features/startups/startups.pages';
import { usersPages } from '../../features/users/users.pages';
import type { DomainPage } from '../../lib/domain-pages';
import type { DomainScreen } from './domain-screens';

/** Every domain's pages, one line per domain (each domain's own list: features/<domain>/<domain>.pages.ts). */
export const domainPages: readonly DomainPage<DomainScreen>[] = [
  ...applicationsPages,
  ...eventsPages,
  ...institutesPages,
  ...learningPages,
  ...newsPages,
  ...repositoriesPages,
  ...researchPages,
  ...startupsPages,
  ...usersPages,
];

/** The routes of the domain pages found `where`, each loading its screen through domain-screens.ts. */
export function domainRoutes(where: DomainPage['where']): RouteObject[] {
  return domainPages
    .filter((page) => page.where === where)
    .map((page) => ({
      path: page.path,
      lazy: async () => (await import('./domain-screens')).domainScreens[page.screen](),
    }));
}

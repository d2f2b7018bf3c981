import type { RouteObject } from 'react-router-dom';
import type { DomainPage } from '../../lib/domain-pages';
import { domainPages } from './domain-page-lists';

/** The routes of the domain pages found `where`, each loading its screen through domain-screens.ts. */
export function domainRoutes(where: DomainPage['where']): RouteObject[] {
  return domainPages
    .filter((page) => page.where === where)
    .map((page) => ({
      path: page.path,
      lazy: async () => (await import('./domain-screens')).loadScreen(page.screen),
    }));
}

import type { RouteObject } from 'react-router-dom';
import type { DomainPage } from '../../lib/domain-pages';
import { domainPages } from './domain-page-lists';

/** The routes of the domain pages found `where`, each loading its screen through domain-screens.ts. */
export function domainRoutes(where: DomainPage['where']): RouteObject[] {
  return domainPages
    .filter((page) => page.where === where)
    .map((page) => ({
      path: page.path,
      // `.then`, not `(await import()).loadScreen`: Vite rewrites the latter into a longer form in the entry.
      lazy: () => import('./domain-screens').then((screens) => screens.loadScreen(page.screen)),
    }));
}

import type { RouteObject } from 'react-router-dom';
import type { DomainPage } from '../../lib/domain-pages';

/** One domain page, with the domain (its folder under features/) whose screens list holds its screen. */
export interface GatheredPage extends DomainPage {
  domain: string;
}

/**
 * Every domain's `features/<domain>/<domain>.pages.ts`, found by the bundler: a domain's pages join the
 * route table with no line here. Plain data; the screens stay in the lazily loaded domain-screens.ts.
 */
const PAGE_MODULES = import.meta.glob<Record<string, readonly DomainPage[]>>('../../features/*/*.pages.ts', {
  eager: true,
});

/** The domains' pages: each module's `<domain>Pages`, domains in folder order. */
export const domainPages: readonly GatheredPage[] = Object.entries(PAGE_MODULES).flatMap(([path, module]) => {
  const domain = path.split('/').at(-2) ?? '';
  return (module[`${domain}Pages`] ?? []).map((page) => ({ ...page, domain }));
});

/** The routes of the domain pages found `where`, each loading its screen through domain-screens.ts. */
export function domainRoutes(where: DomainPage['where']): RouteObject[] {
  return domainPages
    .filter((page) => page.where === where)
    .map((page) => ({
      path: page.path,
      lazy: async () => (await import('./domain-screens')).loadDomainScreen(page.domain, page.screen),
    }));
}

import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The research domain's screens, each a lazy chunk. Gathered by the app's lazily loaded list of domain
 * screens (app/routes/domain-screens.ts), never imported by the route table itself: each dynamic
 * import carries the chunks it preloads, which would otherwise sit in the public pages' entry.
 */
export const researchScreens = {
  startupResearch: () => import('./pages/startup-research'),
  industryReport: () => import('./pages/industry-report'),
  yourIndustries: () => import('./pages/your-industries'),
  researchPublish: () => import('./pages/research-publish'),
  aiMaturityReport: () => import('./pages/ai-maturity-report'),
  industriesHome: () => import('./pages/industries-home'),
  reportCollections: () => import('./pages/report-collections'),
  researchView: () => import('./pages/research-view'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

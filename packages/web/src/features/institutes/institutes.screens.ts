import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The institutes domain's screens, each a lazy chunk. Gathered by the app's lazily loaded list of domain
 * screens (app/routes/domain-screens.ts), never imported by the route table itself: each dynamic
 * import carries the chunks it preloads, which would otherwise sit in the public pages' entry.
 */
export const institutesScreens = {
  instituteAdmin: () => import('./pages/institute-admin'),
  institution: () => import('./pages/institution'),
  instituteInvitation: () => import('./pages/institute-invitation'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

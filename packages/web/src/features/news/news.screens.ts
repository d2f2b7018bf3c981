import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The news domain's screens, each a lazy chunk. Gathered by the app's lazily loaded list of domain
 * screens (app/routes/domain-screens.ts), never imported by the route table itself: each dynamic
 * import carries the chunks it preloads, which would otherwise sit in the public pages' entry.
 */
export const newsScreens = {
  news: () => import('./pages/news'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

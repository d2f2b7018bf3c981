import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The startups domain's screens, each a lazy chunk. Gathered by the app's lazily loaded list of domain
 * screens (app/routes/domain-screens.ts), never imported by the route table itself: each dynamic
 * import carries the chunks it preloads, which would otherwise sit in the public pages' entry.
 */
export const startupsScreens = {
  myStartups: () => import('./pages/my-startups'),
  pitchManager: () => import('./pages/pitch-manager'),
  pitches: () => import('./pages/pitches'),
  activePitches: () => import('./pages/active-pitches'),
  investment: () => import('./pages/investment'),
  fundraising: () => import('./pages/fundraising'),
  sharedPitch: () => import('./pages/shared-pitch'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

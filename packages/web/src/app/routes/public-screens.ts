import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The public pages other than the landing and sign-in screens, each a lazy chunk, listed here in a chunk
 * of their own rather than in the route table (as area-screens.ts does for the signed-in area): every
 * dynamic import carries the list of chunks it preloads, which would otherwise sit in the entry that
 * the landing and login pages load first (issue 7's 150 KB budget).
 */
export const publicScreens = {
  zoomlab: () => import('./screens/zoomlab'),
  internship: () => import('./screens/internship'),
  aiTools: () => import('./screens/ai-tools'),
  profilePage: () => import('./public/profile-page'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

/** The name of a public page's screen. */
export type PublicScreen = keyof typeof publicScreens;

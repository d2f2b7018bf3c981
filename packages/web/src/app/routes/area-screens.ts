import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The screens of the signed-in area, each a lazy chunk. They are listed here, in a chunk loaded
 * with the first signed-in screen, rather than in the route table: each dynamic import carries
 * the list of chunks it preloads, which would otherwise sit in every public page's entry.
 */
export const areaScreens = {
  dashboard: () => import('./area/dashboard'),
  profileSettings: () => import('./area/profile-settings'),
  internship: () => import('./screens/internship'),
  aiTools: () => import('./screens/ai-tools'),
  educationAdministration: () => import('./screens/education-administration'),
  appSettings: () => import('./screens/app-settings'),
  jobs: () => import('./screens/jobs'),
  audit: () => import('./screens/audit'),
  notifications: () => import('./screens/notifications'),
  help: () => import('./screens/help'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

/** The name of a screen of the signed-in area. */
export type AreaScreen = keyof typeof areaScreens;

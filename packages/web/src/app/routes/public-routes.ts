import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { domainRoutes } from './domain-pages';
import type { PublicScreen } from './public-screens';

/** Loads a public page's screen through the list of public screens (public-screens.ts). */
function screen(name: PublicScreen): LazyRouteFunction<RouteObject> {
  return async () => (await import('./public-screens')).publicScreens[name]();
}

/** Sign-in screens: full-screen, outside the public header. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./auth/login') },
  { path: 'register', lazy: () => import('./auth/register') },
  { path: 'verify', lazy: () => import('./auth/verify') },
  { path: 'magic-login', lazy: () => import('./auth/magic-login') },
  { path: 'change-password', lazy: () => import('./auth/change-password') },
];

/** Top-level public pages of spec §2, inside the public header and footer. */
export const publicRoutes: RouteObject[] = [
  { path: 'zoomlab', lazy: screen('zoomlab') },
  { path: 'internship', lazy: screen('internship') },
  { path: 'aitools', lazy: screen('aiTools') },
  { path: ':name', lazy: screen('profilePage') },
  // The domains' public pages (features/<domain>/<domain>.pages.ts).
  ...domainRoutes('public'),
];

import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { AreaScreen } from './area-screens';
import { domainRoutes } from './domain-pages';

/** Loads a screen of the signed-in area through the area's list of screens (area-screens.ts). */
function screen(name: AreaScreen): LazyRouteFunction<RouteObject> {
  return async () => (await import('./area-screens')).areaScreens[name]();
}

/**
 * The children shared by /ailab and /admin. Menu paths are resolved below either
 * prefix (by area code), so every screen is registered under both: a staff member in
 * the admin area can open member screens, and a reviewer in the ailab area can open
 * the applications screen. Roles are still enforced by the server on every call.
 */
export const areaRoutes: RouteObject[] = [
  { index: true, lazy: screen('dashboard') },
  { path: 'dashboard', lazy: screen('dashboard') },
  { path: 'profile-settings', lazy: screen('profileSettings') },
  { path: 'internship', lazy: screen('internship') },
  { path: 'aitools', lazy: screen('aiTools') },
  // The admin children of spec §2.
  { path: 'education-administration', lazy: screen('educationAdministration') },
  // Beyond the spec's routes (issue 10): app settings and help, opened from the user panel.
  { path: 'app-settings', lazy: screen('appSettings') },
  { path: 'jobs', lazy: screen('jobs') },
  { path: 'audit', lazy: screen('audit') },
  // The header bell's page of every notification (issue 25).
  { path: 'notifications', lazy: screen('notifications') },
  { path: 'help', lazy: screen('help') },
  { path: 'help/:slug', lazy: screen('help') },
  // The domains' pages (features/<domain>/<domain>.pages.ts).
  ...domainRoutes('area'),
];

import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
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
  { path: 'apply', lazy: screen('apply') },
  { path: 'ai-maturity-report', lazy: screen('aiMaturityReport') },
  { path: 'fundraising', lazy: screen('fundraising') },
  { path: 'p/:token', lazy: screen('sharedPitch') },
  { path: 'industries', lazy: screen('industriesHome') },
  { path: 'zoomlab', lazy: screen('zoomlab') },
  { path: 'events', lazy: screen('events') },
  { path: 'events/confirm', lazy: screen('eventLink') },
  { path: 'events/cancel', lazy: screen('eventLink') },
  { path: 'events/:slug', lazy: screen('eventPage') },
  { path: 'institute-invitation', lazy: screen('instituteInvitation') },
  { path: 'industry-reports', lazy: screen('reportCollections') },
  { path: 'industry-reports/report', lazy: screen('researchView') },
  { path: 'investment', lazy: screen('investment') },
  { path: 'internship', lazy: screen('internship') },
  { path: 'aitools', lazy: screen('aiTools') },
  { path: 'education/all', lazy: screen('courseList') },
  { path: 'education/all/:courseId', lazy: screen('courseDetails') },
  { path: 'education/certificate', lazy: screen('certificateCheck') },
  { path: ':name', lazy: screen('profilePage') },
];

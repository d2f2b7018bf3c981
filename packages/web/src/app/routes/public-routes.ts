import type { RouteObject } from 'react-router-dom';

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
  { path: 'apply', lazy: () => import('./screens/apply') },
  { path: 'ai-maturity-report', lazy: () => import('./screens/ai-maturity-report') },
  { path: 'fundraising', lazy: () => import('./screens/fundraising') },
  { path: 'industries', lazy: () => import('./screens/industries-home') },
  { path: 'zoomlab', lazy: () => import('./screens/zoomlab') },
  { path: 'events', lazy: () => import('./screens/events') },
  { path: 'events/confirm', lazy: () => import('./public/event-link') },
  { path: 'events/cancel', lazy: () => import('./public/event-link') },
  { path: 'events/:slug', lazy: () => import('./public/event-page') },
  { path: 'institute-invitation', lazy: () => import('./public/institute-invitation') },
  { path: 'industry-reports', lazy: () => import('./screens/report-collections') },
  { path: 'industry-reports/report', lazy: () => import('./screens/research-view') },
  { path: 'investment', lazy: () => import('./screens/investment') },
  { path: 'internship', lazy: () => import('./screens/internship') },
  { path: 'aitools', lazy: () => import('./screens/ai-tools') },
  { path: 'education/all', lazy: () => import('./screens/course-list') },
  { path: 'education/all/:courseId', lazy: () => import('./screens/course-details') },
  { path: 'education/certificate', lazy: () => import('./screens/certificate-check') },
  { path: ':name', lazy: () => import('./public/profile-page') },
];

import type { RouteObject } from 'react-router-dom';

/**
 * The children shared by /ailab and /admin. Menu paths are resolved below either
 * prefix (by area code), so every screen is registered under both: a staff member in
 * the admin area can open member screens, and a reviewer in the ailab area can open
 * the applications screen. Roles are still enforced by the server on every call.
 */
export const areaRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./area/dashboard') },
  { path: 'dashboard', lazy: () => import('./area/dashboard') },
  { path: 'profile-settings', lazy: () => import('./area/profile-settings') },
  { path: 'my-education', lazy: () => import('./screens/course-list') },
  { path: 'my-education/all', lazy: () => import('./screens/course-list') },
  { path: 'my-education/all/:courseId', lazy: () => import('./screens/course-details') },
  { path: 'my-education/mylearning', lazy: () => import('./screens/my-learning') },
  { path: 'my-education/mylearning/complete-study', lazy: () => import('./screens/complete-study') },
  { path: 'my-education/mylearning/review-study', lazy: () => import('./screens/review-study') },
  { path: 'my-education/mylearning/:courseId', lazy: () => import('./screens/course-details') },
  { path: 'repositories', lazy: () => import('./screens/repositories') },
  { path: 'news', lazy: () => import('./screens/news') },
  { path: 'startups', lazy: () => import('./screens/my-startups') },
  { path: 'startups/pitch-manager', lazy: () => import('./screens/pitch-manager') },
  { path: 'startups/pitches', lazy: () => import('./screens/pitches') },
  { path: 'startups/active-pitches', lazy: () => import('./screens/active-pitches') },
  { path: 'startups/research', lazy: () => import('./screens/startup-research') },
  { path: 'startups/industries', lazy: () => import('./screens/industry-report') },
  { path: 'founders/applications', lazy: () => import('./screens/application-manager') },
  { path: 'founders/your-industries', lazy: () => import('./screens/your-industries') },
  { path: 'industries/all-industries', lazy: () => import('./screens/industry-report') },
  { path: 'industries/your-research', lazy: () => import('./screens/research-publish') },
  { path: 'institute-admin', lazy: () => import('./screens/institute-admin') },
  { path: 'investment', lazy: () => import('./screens/investment') },
  { path: 'internship', lazy: () => import('./screens/internship') },
  { path: 'aitools', lazy: () => import('./screens/ai-tools') },
  // The admin children of spec §2.
  { path: 'user', lazy: () => import('./screens/user-management') },
  { path: 'user-management', lazy: () => import('./screens/user-management') },
  { path: 'application-management', lazy: () => import('./screens/application-management') },
  { path: 'education-administration', lazy: () => import('./screens/education-administration') },
  {
    path: 'education-administration/institutions/:instituteId',
    lazy: () => import('./screens/institution'),
  },
  { path: 'education-administration/course/:courseId', lazy: () => import('./screens/admin-course') },
  { path: 'admin-events', lazy: () => import('./screens/admin-events') },
  // Beyond the spec's routes (issue 10): app settings and help, opened from the user panel.
  { path: 'app-settings', lazy: () => import('./screens/app-settings') },
  { path: 'help', lazy: () => import('./screens/help') },
  { path: 'help/:slug', lazy: () => import('./screens/help') },
];

import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import type { AreaScreen } from './area-screens';

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
  { path: 'my-education', lazy: screen('courseList') },
  { path: 'my-education/all', lazy: screen('courseList') },
  { path: 'my-education/all/:courseId', lazy: screen('courseDetails') },
  { path: 'my-education/mylearning', lazy: screen('myLearning') },
  { path: 'my-education/mylearning/complete-study', lazy: screen('completeStudy') },
  { path: 'my-education/mylearning/review-study', lazy: screen('reviewStudy') },
  { path: 'my-education/mylearning/:courseId', lazy: screen('courseDetails') },
  { path: 'repositories', lazy: screen('repositories') },
  { path: 'news', lazy: screen('news') },
  { path: 'startups', lazy: screen('myStartups') },
  { path: 'startups/pitch-manager', lazy: screen('pitchManager') },
  { path: 'startups/pitches', lazy: screen('pitches') },
  { path: 'startups/active-pitches', lazy: screen('activePitches') },
  { path: 'startups/research', lazy: screen('startupResearch') },
  { path: 'startups/industries', lazy: screen('industryReport') },
  { path: 'founders/applications', lazy: screen('applicationManager') },
  { path: 'founders/your-industries', lazy: screen('yourIndustries') },
  { path: 'industries/all-industries', lazy: screen('industryReport') },
  { path: 'industries/your-research', lazy: screen('researchPublish') },
  { path: 'institute-admin', lazy: screen('instituteAdmin') },
  { path: 'investment', lazy: screen('investment') },
  { path: 'internship', lazy: screen('internship') },
  { path: 'aitools', lazy: screen('aiTools') },
  // The admin children of spec §2.
  { path: 'user', lazy: screen('userManagement') },
  { path: 'user-management', lazy: screen('userManagement') },
  { path: 'application-management', lazy: screen('applicationManagement') },
  { path: 'education-administration', lazy: screen('educationAdministration') },
  {
    path: 'education-administration/institutions/:instituteId',
    lazy: screen('institution'),
  },
  { path: 'education-administration/course/:courseId', lazy: screen('adminCourse') },
  { path: 'admin-events', lazy: screen('adminEvents') },
  // Beyond the spec's routes (issue 10): app settings and help, opened from the user panel.
  { path: 'app-settings', lazy: screen('appSettings') },
  { path: 'jobs', lazy: screen('jobs') },
  { path: 'audit', lazy: screen('audit') },
  // The header bell's page of every notification (issue 25).
  { path: 'notifications', lazy: screen('notifications') },
  { path: 'help', lazy: screen('help') },
  { path: 'help/:slug', lazy: screen('help') },
  // The administrators' queue of access requests (issue 25), opened from the user panel.
  { path: 'access-requests', lazy: screen('accessRequests') },
];

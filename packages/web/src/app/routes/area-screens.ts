import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The screens of the signed-in area, each a lazy chunk. They are listed here, in a chunk loaded
 * with the first signed-in screen, rather than in the route table: each dynamic import carries
 * the list of chunks it preloads, which would otherwise sit in every public page's entry.
 */
export const areaScreens = {
  dashboard: () => import('./area/dashboard'),
  profileSettings: () => import('./area/profile-settings'),
  courseList: () => import('./screens/course-list'),
  courseDetails: () => import('./screens/course-details'),
  myLearning: () => import('./screens/my-learning'),
  completeStudy: () => import('./screens/complete-study'),
  reviewStudy: () => import('./screens/review-study'),
  repositories: () => import('./screens/repositories'),
  news: () => import('./screens/news'),
  myStartups: () => import('./screens/my-startups'),
  pitchManager: () => import('./screens/pitch-manager'),
  pitches: () => import('./screens/pitches'),
  activePitches: () => import('./screens/active-pitches'),
  startupResearch: () => import('./screens/startup-research'),
  industryReport: () => import('./screens/industry-report'),
  applicationManager: () => import('./screens/application-manager'),
  yourIndustries: () => import('./screens/your-industries'),
  researchPublish: () => import('./screens/research-publish'),
  instituteAdmin: () => import('./screens/institute-admin'),
  investment: () => import('./screens/investment'),
  internship: () => import('./screens/internship'),
  aiTools: () => import('./screens/ai-tools'),
  userManagement: () => import('./screens/user-management'),
  applicationManagement: () => import('./screens/application-management'),
  educationAdministration: () => import('./screens/education-administration'),
  institution: () => import('./screens/institution'),
  adminCourse: () => import('./screens/admin-course'),
  adminEvents: () => import('./screens/admin-events'),
  appSettings: () => import('./screens/app-settings'),
  jobs: () => import('./screens/jobs'),
  audit: () => import('./screens/audit'),
  notifications: () => import('./screens/notifications'),
  help: () => import('./screens/help'),
  accessRequests: () => import('./screens/access-requests'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

/** The name of a screen of the signed-in area. */
export type AreaScreen = keyof typeof areaScreens;

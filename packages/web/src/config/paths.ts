// Relative, not `@ailab/core/...`: the build's boot shells (vite.config.ts) import this file, and Vite's config
// loader leaves package imports to Node, which does not load TypeScript.
import { objectPaths } from '../../../core/src/links/object-paths';

/** The two signed-in areas; menu paths are resolved below one of them (spec §2, §6). */
export type Area = 'ailab' | 'admin';

/** Every URL of the app. Screens and tests build links from here, never from literals. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  verify: '/verify',
  magicLogin: '/magic-login',
  changePassword: '/change-password',
  apply: '/apply',
  aiMaturityReport: '/ai-maturity-report',
  fundraising: '/fundraising',
  sharedPitch: (token: string) => `/p/${encodeURIComponent(token)}`,
  industries: '/industries',
  zoomlab: '/zoomlab',
  events: '/events',
  event: objectPaths.event,
  eventConfirm: '/events/confirm',
  eventCancel: '/events/cancel',
  industryReports: '/industry-reports',
  industryReport: '/industry-reports/report',
  investment: '/investment',
  internship: '/internship',
  aiTools: '/aitools',
  profilePage: (name: string) => `/${encodeURIComponent(name)}`,
  education: {
    root: '/education',
    all: '/education/all',
    course: (courseId: string) => `/education/all/${encodeURIComponent(courseId)}`,
    /** The public certificate check (beyond spec §2; see docs/learning.md). */
    certificate: (code?: string) =>
      `/education/certificate${code ? `?code=${encodeURIComponent(code)}` : ''}`,
    /** The public quiz leaderboard (beyond spec §2; see docs/learning.md). */
    leaders: '/education/leaders',
  },
  /** Institutes (issue 20): the administrators' institute page, the supervisors' view, the invitation link. */
  institutes: {
    admin: objectPaths.adminInstitute,
    supervisor: '/ailab/institute-admin',
    invitation: '/institute-invitation',
  },
  /** AI learning below an area (spec §2 my-education/*) and its administration. */
  learning: {
    catalogue: (area: Area) => `/${area}/my-education/all`,
    course: (area: Area, courseId: string) => `/${area}/my-education/all/${encodeURIComponent(courseId)}`,
    myLearning: (area: Area) => `/${area}/my-education/mylearning`,
    study: (area: Area, courseId: string, unitId?: string) =>
      `/${area}/my-education/mylearning/${encodeURIComponent(courseId)}${unitId ? `?unit=${encodeURIComponent(unitId)}` : ''}`,
    completeStudy: (area: Area, courseId: string) =>
      `/${area}/my-education/mylearning/complete-study?course=${encodeURIComponent(courseId)}`,
    reviewStudy: (area: Area, courseId: string) =>
      `/${area}/my-education/mylearning/review-study?course=${encodeURIComponent(courseId)}`,
    adminCourses: '/admin/education-administration',
    adminCourse: objectPaths.adminCourse,
  },
  /** Every notification of the signed-in person (issue 25), from the header's bell. */
  notifications: (area: Area) => `/${area}/notifications`,
  /** A path below an area, e.g. `area('admin', 'dashboard')` is `/admin/dashboard`. */
  area: (area: Area, path = '') => `/${area}${path ? `/${path.replace(/^\/+/, '')}` : ''}`,
  ailab: {
    root: '/ailab',
    dashboard: '/ailab/dashboard',
    profileSettings: '/ailab/profile-settings',
    /** Help topics (issue 10), opened from the user panel. */
    help: (slug?: string) => `/ailab/help${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    /** The platform settings (issue 10), opened from the user panel by administrators. */
    appSettings: '/admin/app-settings',
    /** The job queue (issue 19), opened from the user panel by administrators. */
    jobs: '/admin/jobs',
    audit: '/admin/audit',
    /** The news feed sources (issue 12), opened from the user panel by administrators. */
    newsSources: '/admin/news',
    /** The queue of access requests (issue 25), opened from the user panel by administrators. */
    accessRequests: '/admin/access-requests',
  },
} as const;

/** Paths below an area, shared by /ailab and /admin. */
export const areaPaths = {
  dashboard: 'dashboard',
  profileSettings: 'profile-settings',
  adminEvents: 'admin-events',
} as const;

/** Query parameters the app reads. */
export const searchParams = {
  home: 'home',
  email: 'email',
  token: 'token',
  reset: 'reset',
  unit: 'unit',
  course: 'course',
  code: 'code',
  /** The invitation link's token: the invitee activates the account by choosing a password. */
  activate: 'activate',
  /** Where to go after signing in: a same-origin path (see return-path.ts). */
  next: 'next',
  /** Set when a rejected session sent the user to sign in again. */
  expired: 'expired',
  /** The application whose review panel opens (a "review assigned" notification links to it). */
  application: 'application',
  /** A pending invitation to the signed-in invitee (an "invitation received" notification links to it). */
  invitation: 'invitation',
} as const;

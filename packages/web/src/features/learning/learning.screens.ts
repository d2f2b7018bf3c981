import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * The learning domain's screens, each a lazy chunk. Gathered by the app's lazily loaded list of domain
 * screens (app/routes/domain-screens.ts), never imported by the route table itself: each dynamic
 * import carries the chunks it preloads, which would otherwise sit in the public pages' entry.
 */
export const learningScreens = {
  courseList: () => import('./pages/course-list'),
  courseDetails: () => import('./pages/course-details'),
  myLearning: () => import('./pages/my-learning'),
  completeStudy: () => import('./pages/complete-study'),
  reviewStudy: () => import('./pages/review-study'),
  adminCourse: () => import('./pages/admin-course'),
  certificateCheck: () => import('./pages/certificate-check'),
  quizLeaders: () => import('./pages/quiz-leaders'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

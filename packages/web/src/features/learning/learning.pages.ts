import type { DomainPage } from '../../lib/domain-pages';
import type { learningScreens } from './learning.screens';

/** The learning domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const learningPages: readonly DomainPage<keyof typeof learningScreens>[] = [
  { where: 'area', path: 'my-education', screen: 'courseList' },
  { where: 'area', path: 'my-education/all', screen: 'courseList' },
  { where: 'area', path: 'my-education/all/:courseId', screen: 'courseDetails' },
  { where: 'area', path: 'my-education/mylearning', screen: 'myLearning' },
  { where: 'area', path: 'my-education/mylearning/complete-study', screen: 'completeStudy' },
  { where: 'area', path: 'my-education/mylearning/review-study', screen: 'reviewStudy' },
  { where: 'area', path: 'my-education/mylearning/:courseId', screen: 'courseDetails' },
  { where: 'area', path: 'education-administration/course/:courseId', screen: 'adminCourse' },
  { where: 'public', path: 'education/all', screen: 'courseList' },
  { where: 'public', path: 'education/all/:courseId', screen: 'courseDetails' },
  { where: 'public', path: 'education/certificate', screen: 'certificateCheck' },
  { where: 'public', path: 'education/leaders', screen: 'quizLeaders' },
];

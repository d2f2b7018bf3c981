import { ROLE } from '../roles/roles';
import { pending, roles } from './define';

const learner = roles(ROLE.learner);
const supervisorRole = roles(ROLE.instituteAdmin);
const s = '/v2/api/student/edu';

/** Supervisor (v2): the supervisor’s own institute. */
export const supervisor = {
  instituteInfo: pending(
    'institutes',
    '/v2/api/supervisor/edu/institute/info',
    supervisorRole,
    'My institute',
  ),
  instituteTeam: pending(
    'institutes',
    '/v2/api/supervisor/edu/institute/team',
    supervisorRole,
    'My institute’s team',
  ),
};

/** Student courses (v2). */
export const studentCourses = {
  signup: pending('education', `${s}/course/signup`, learner, 'Sign up for a course'),
  listing: pending('education', `${s}/course/listing`, learner, 'Courses open to me'),
  selected: pending('education', `${s}/course/selected`, learner, 'One course with my progress'),
  signups: pending('education', `${s}/course/signups`, learner, 'My course sign-ups'),
};

/** Student study (v2). */
export const studentStudy = {
  units: pending('education', `${s}/study/units`, learner, 'Units of a course I study'),
  verify: pending('education', `${s}/study/verify`, learner, 'Check I may open a unit'),
  unit: pending('education', `${s}/study/unit`, learner, 'One unit’s content'),
  complete: pending('education', `${s}/study/complete`, learner, 'Mark a unit complete'),
  review: pending('education', `${s}/study/review`, learner, 'Review a completed course'),
};

/** Student quizzes (v2). */
export const studentQuizzes = {
  get: pending('education', `${s}/quiz/get`, learner, 'A unit quiz without answers'),
  submit: pending('education', `${s}/quiz/submit`, learner, 'Submit quiz answers'),
  result: pending('education', `${s}/quiz/result`, learner, 'My quiz result'),
};

import { ROLE } from '@ailab/core/roles/roles';
import { useAuth } from '../../../hooks/use-auth';
import { useMyCourses } from './get-my-courses';

/** My enrolment and progress in one course, when I am a learner; `enrolled` is undefined otherwise. */
export function useMyCourse(courseId: string) {
  const { user } = useAuth();
  const isLearner = user?.roles.includes(ROLE.learner) === true;
  const mine = useMyCourses(isLearner);
  return { user, isLearner, mine, enrolled: mine.data?.find((item) => item.course.id === courseId) };
}

import { adminCourses, adminQuizzes } from './learning-admin';
import { studentCourses, studentQuizzes, studentStudy } from './learning-student';

/** The learning domain's contract groups. Courses, units, quizzes, enrolment, study and certificates (open-group part in learning-open.ts). */
export const learningContract = {
  adminCourses,
  adminQuizzes,
  studentCourses,
  studentStudy,
  studentQuizzes,
};

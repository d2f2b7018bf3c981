import * as learning from '../../db/migrations/2026-11-23-0400-learning';
import * as courseSearch from '../../db/migrations/2026-11-23-0401-course-search';
import * as learningJsonSnakeCase from '../../db/migrations/2026-11-26-0100-learning-json-snake-case';
import * as quizRevealAnswers from '../../db/migrations/2026-11-26-0900-quiz-reveal-answers';
import * as coursesSearchWithoutPendingList from '../../db/migrations/2026-11-26-9000-learning-search-without-pending-list';
import * as progressCoveringIndexes from '../../db/migrations/2026-11-30-0800-learning-progress-covering-indexes';
import type { FeatureManifest } from '../feature-manifest';
import { registerLearningRoutes } from './learning.routes';
import { seedDemoLearning } from './learning-demo.seeder';
import { publishedCoursesCounter } from './published-courses.counter';

/** AI learning: courses, units, quizzes, enrolment, study and certificates. */
export const learningFeature: FeatureManifest = {
  name: 'learning',
  registerRoutes: registerLearningRoutes,
  migrations: {
    '2026-11-23-0400-learning': learning,
    '2026-11-23-0401-course-search': courseSearch,
    '2026-11-26-0100-learning-json-snake-case': learningJsonSnakeCase,
    '2026-11-26-0900-quiz-reveal-answers': quizRevealAnswers,
    '2026-11-26-9000-learning-search-without-pending-list': coursesSearchWithoutPendingList,
    '2026-11-30-0800-learning-progress-covering-indexes': progressCoveringIndexes,
  },
  demoSeeder: { name: 'learning', seed: seedDemoLearning },
  publicCounters: [publishedCoursesCounter],
  auditActions: [
    'course.create',
    'course.update',
    'course.publish',
    'course.unpublish',
    'course.archive',
    'course.delete',
    'course.enrol',
    'course.unenrol',
    'course.unit.create',
    'course.unit.update',
    'course.unit.reorder',
    'course.unit.delete',
    'course.quiz.create',
    'course.quiz.update',
  ],
};

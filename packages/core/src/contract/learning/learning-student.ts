import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import { EnrolmentSchema, IdField } from './course.schemas';
import { MyCatalogueRequest, MyCatalogueResponse } from './lists.schemas';
import { LearnerQuizSchema, QuizResultSchema, QuizSubmitBody, QuizSubmitResultSchema } from './quiz.schemas';
import {
  MyCourseSchema,
  StudyCompleteResultSchema,
  StudyOutlineSchema,
  StudyReviewSchema,
  StudyUnitContentSchema,
  UnitAccessSchema,
} from './study.schemas';

const learner = roles(ROLE.learner);
const feature = 'learning';
const s = '/v2/api/student/edu';

/** Student courses (v2): enrolment and my courses. */
export const studentCourses = {
  signup: endpoint({
    path: `${s}/course/signup`,
    access: learner,
    feature,
    summary: 'Enrol in a published course, or withdraw',
    body: z.strictObject({ course_id: IdField, action: z.enum(['enrol', 'withdraw']).default('enrol') }),
    response: z.object({ enrolment: EnrolmentSchema, changed: z.boolean() }),
  }),
  listing: endpoint({
    path: `${s}/course/listing`,
    access: learner,
    feature,
    summary: 'The catalogue with my enrolment state on each course',
    body: MyCatalogueRequest,
    response: MyCatalogueResponse,
  }),
  selected: endpoint({
    path: `${s}/course/selected`,
    access: learner,
    feature,
    summary: 'My courses (studying and completed) with progress',
    body: z.strictObject({ course_id: IdField.optional() }),
    response: z.object({ items: z.array(MyCourseSchema) }),
  }),
  signups: endpoint({
    path: `${s}/course/signups`,
    access: learner,
    feature,
    summary: 'My enrolments with dates and state, withdrawn ones included',
    body: EmptyBody,
    response: z.object({
      items: z.array(EnrolmentSchema.extend({ course_title: z.string(), course_slug: z.string() })),
    }),
  }),
};

/** Student study (v2): the outline, unit access, content and completion, and the review. */
export const studentStudy = {
  units: endpoint({
    path: `${s}/study/units`,
    access: learner,
    feature,
    summary: 'The outline of a course I study: done, locked, quiz standing',
    body: z.strictObject({ course_id: IdField }),
    response: StudyOutlineSchema,
  }),
  verify: endpoint({
    path: `${s}/study/verify`,
    access: learner,
    feature,
    summary: 'May I open this unit now, and if not, why',
    body: z.strictObject({ unit_id: IdField }),
    response: UnitAccessSchema,
  }),
  unit: endpoint({
    path: `${s}/study/unit`,
    access: learner,
    feature,
    summary: 'One unit’s content, when it is open to me',
    body: z.strictObject({ unit_id: IdField }),
    response: StudyUnitContentSchema,
  }),
  complete: endpoint({
    path: `${s}/study/complete`,
    access: learner,
    feature,
    summary: 'Mark a unit done; completes the course when its rules are met',
    body: z.strictObject({ unit_id: IdField }),
    response: StudyCompleteResultSchema,
  }),
  review: endpoint({
    path: `${s}/study/review`,
    access: learner,
    feature,
    summary: 'Rate and review a completed course; read back my answers with the correct ones',
    body: z.strictObject({
      course_id: IdField,
      rating: z.number().int().min(1).max(5).optional(),
      comment: z.string().trim().max(2000).optional(),
    }),
    response: StudyReviewSchema,
  }),
};

/** Student quizzes (v2): questions without the key, server-side grading, my attempts. */
export const studentQuizzes = {
  get: endpoint({
    path: `${s}/quiz/get`,
    access: learner,
    feature,
    summary: 'A quiz’s questions without the answer key, and my standing',
    body: z.strictObject({ quiz_id: IdField }),
    response: LearnerQuizSchema,
  }),
  submit: endpoint({
    path: `${s}/quiz/submit`,
    access: learner,
    feature,
    summary: 'Submit answers; graded on the server, best attempt counts',
    body: QuizSubmitBody,
    response: QuizSubmitResultSchema,
  }),
  result: endpoint({
    path: `${s}/quiz/result`,
    access: learner,
    feature,
    summary: 'My attempts at a quiz and my best attempt with the key',
    body: z.strictObject({ quiz_id: IdField }),
    response: QuizResultSchema,
  }),
};

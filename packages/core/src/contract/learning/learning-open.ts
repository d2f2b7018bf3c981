import { z } from 'zod';
import { endpoint, PUBLIC } from '../define';
import { IdField, PublicCourseSchema, SlugField } from './course.schemas';
import { CatalogueRequest, CatalogueResponse } from './lists.schemas';
import { DemoQuizResultSchema, LeaderboardSchema, QuizAnswersField } from './quiz.schemas';
import { CertificateCodeField, CertificateSchema } from './study.schemas';

const feature = 'learning';
const base = '/v2/api/open';

/** The open education endpoints (v2): the public catalogue, leaderboard, demo quiz and certificate check. */
export const openEducation = {
  courses: endpoint({
    path: `${base}/courses`,
    access: PUBLIC,
    feature,
    summary: 'The published catalogue: full-text search, level, tag and language filters, sort',
    body: CatalogueRequest,
    response: CatalogueResponse,
  }),
  course: endpoint({
    path: `${base}/course`,
    access: PUBLIC,
    feature,
    summary: 'A published course’s public page: description, outline, seats, reviews',
    body: z.union([z.strictObject({ course_id: IdField }), z.strictObject({ slug: SlugField })]),
    response: PublicCourseSchema,
  }),
  quizLeaders: endpoint({
    path: `${base}/quiz/leaders`,
    access: PUBLIC,
    feature,
    summary: 'Leaderboard of learners who agreed to appear (one quiz, or all)',
    body: z.strictObject({
      quiz_id: IdField.optional(),
      limit: z.number().int().min(1).max(50).default(10),
    }),
    response: LeaderboardSchema,
  }),
  quizDemo: endpoint({
    path: `${base}/quiz/demo`,
    access: PUBLIC,
    feature,
    summary: 'A sample quiz anyone can play: questions, or graded answers with the key',
    body: z.strictObject({ answers: QuizAnswersField.optional() }),
    response: DemoQuizResultSchema,
  }),
  certificateVerify: endpoint({
    path: `${base}/certificate/verify`,
    access: PUBLIC,
    feature,
    summary:
      'Check a course certificate by its verification code; unknown codes are valid: false (contract extra)',
    body: z.strictObject({ code: CertificateCodeField }),
    response: z.object({ valid: z.boolean(), certificate: CertificateSchema.nullable() }),
  }),
};

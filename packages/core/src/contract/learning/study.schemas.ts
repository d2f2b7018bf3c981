import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { CourseSummarySchema, EnrolmentSchema, UnitOutlineSchema, UnitSchema } from './course.schemas';
import { GradedAttemptSchema, QuizStandingSchema } from './quiz.schemas';

/** Why a learner may not open a unit now. */
export const UNIT_BLOCKS = ['not_enrolled', 'course_unavailable', 'locked'] as const;
export type UnitBlock = (typeof UNIT_BLOCKS)[number];

/** A learner's progress through one course. */
export const CourseProgressSchema = z.object({
  units_done: z.number(),
  unit_count: z.number(),
  /** 0–100, rounded down. */
  percent: z.number(),
  completed: z.boolean(),
  certificate_code: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;

/** One unit of the outline a learner studies: done, locked, and where they stand on its quiz. */
export const StudyUnitSchema = UnitOutlineSchema.extend({
  done: z.boolean(),
  locked: z.boolean(),
  quiz_standing: QuizStandingSchema.nullable(),
});
export type StudyUnit = z.infer<typeof StudyUnitSchema>;

export const StudyOutlineSchema = z.object({
  course: CourseSummarySchema,
  enrolment: EnrolmentSchema,
  progress: CourseProgressSchema,
  units: z.array(StudyUnitSchema),
});
export type StudyOutline = z.infer<typeof StudyOutlineSchema>;

export const UnitAccessSchema = z.object({
  unit_id: z.string(),
  allowed: z.boolean(),
  reason: z.enum(UNIT_BLOCKS).nullable(),
  /** The earlier unit to finish first, when `locked`. */
  blocking_unit_id: z.string().nullable(),
});
export type UnitAccess = z.infer<typeof UnitAccessSchema>;

export const StudyUnitContentSchema = z.object({
  unit: UnitSchema,
  done: z.boolean(),
  previous_unit_id: z.string().nullable(),
  next_unit_id: z.string().nullable(),
  quiz_standing: QuizStandingSchema.nullable(),
});
export type StudyUnitContent = z.infer<typeof StudyUnitContentSchema>;

export const StudyCompleteResultSchema = z.object({
  unit_id: z.string(),
  progress: CourseProgressSchema,
  next_unit_id: z.string().nullable(),
});
export type StudyCompleteResult = z.infer<typeof StudyCompleteResultSchema>;

/** A learner's own course with progress, for "My Learning". */
export const MyCourseSchema = z.object({
  course: CourseSummarySchema,
  enrolment: EnrolmentSchema,
  progress: CourseProgressSchema,
  next_unit_id: z.string().nullable(),
});
export type MyCourse = z.infer<typeof MyCourseSchema>;

export const CourseReviewSchema = z.object({
  rating: z.number(),
  comment: z.string(),
  updated_at: IsoDateTime,
});

/** The review screen: my review, and my answers to every quiz I took with the correct ones. */
export const StudyReviewSchema = z.object({
  course_id: z.string(),
  can_review: z.boolean(),
  review: CourseReviewSchema.nullable(),
  quizzes: z.array(
    z.object({
      quiz_id: z.string(),
      unit_id: z.string().nullable(),
      title: z.string(),
      standing: QuizStandingSchema,
      best: GradedAttemptSchema.extend({ attempt_no: z.number() }).nullable(),
    }),
  ),
});
export type StudyReview = z.infer<typeof StudyReviewSchema>;

/** A certificate as anyone can verify it. */
export const CertificateSchema = z.object({
  code: z.string(),
  learner_name: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  score_percent: z.number().nullable(),
  issued_at: IsoDateTime,
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** Verification codes look like `AIL-7KQ2-M9XD-4T3P`. */
export const CertificateCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^AIL(?:-[0-9A-Z]{4}){3}$/, 'a code like AIL-7KQ2-M9XD-4T3P');

import { z } from 'zod';
import { IsoDateTime } from '../schemas/fields';
import { CourseSummarySchema, EnrolmentSchema, UnitOutlineSchema, UnitSchema } from './course.schemas';
import { GradedAttemptSchema, QuizStandingSchema } from './quiz.schemas';

/** Why a learner may not open a unit now. */
export const UNIT_BLOCKS = ['not_enrolled', 'course_unavailable', 'locked'] as const;
export type UnitBlock = (typeof UNIT_BLOCKS)[number];

/** A learner's progress through one course. */
export const CourseProgressSchema = z.object({
  unitsDone: z.number(),
  unitCount: z.number(),
  /** 0–100, rounded down. */
  percent: z.number(),
  completed: z.boolean(),
  certificateCode: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof CourseProgressSchema>;

/** One unit of the outline a learner studies: done, locked, and where they stand on its quiz. */
export const StudyUnitSchema = UnitOutlineSchema.extend({
  done: z.boolean(),
  locked: z.boolean(),
  quizStanding: QuizStandingSchema.nullable(),
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
  unitId: z.string(),
  allowed: z.boolean(),
  reason: z.enum(UNIT_BLOCKS).nullable(),
  /** The earlier unit to finish first, when `locked`. */
  blockingUnitId: z.string().nullable(),
});
export type UnitAccess = z.infer<typeof UnitAccessSchema>;

export const StudyUnitContentSchema = z.object({
  unit: UnitSchema,
  done: z.boolean(),
  previousUnitId: z.string().nullable(),
  nextUnitId: z.string().nullable(),
  quizStanding: QuizStandingSchema.nullable(),
});
export type StudyUnitContent = z.infer<typeof StudyUnitContentSchema>;

export const StudyCompleteResultSchema = z.object({
  unitId: z.string(),
  progress: CourseProgressSchema,
  nextUnitId: z.string().nullable(),
});
export type StudyCompleteResult = z.infer<typeof StudyCompleteResultSchema>;

/** A learner's own course with progress, for "My Learning". */
export const MyCourseSchema = z.object({
  course: CourseSummarySchema,
  enrolment: EnrolmentSchema,
  progress: CourseProgressSchema,
  nextUnitId: z.string().nullable(),
});
export type MyCourse = z.infer<typeof MyCourseSchema>;

export const CourseReviewSchema = z.object({
  rating: z.number(),
  comment: z.string(),
  updatedAt: IsoDateTime,
});

/** The review screen: my review, and my answers to every quiz I took with the correct ones. */
export const StudyReviewSchema = z.object({
  courseId: z.string(),
  canReview: z.boolean(),
  review: CourseReviewSchema.nullable(),
  quizzes: z.array(
    z.object({
      quizId: z.string(),
      unitId: z.string().nullable(),
      title: z.string(),
      standing: QuizStandingSchema,
      best: GradedAttemptSchema.extend({ attemptNo: z.number() }).nullable(),
    }),
  ),
});
export type StudyReview = z.infer<typeof StudyReviewSchema>;

/** A certificate as anyone can verify it. */
export const CertificateSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  scorePercent: z.number().nullable(),
  issuedAt: IsoDateTime,
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** Verification codes look like `AIL-7KQ2-M9XD-4T3P`. */
export const CertificateCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^AIL(?:-[0-9A-Z]{4}){3}$/, 'a code like AIL-7KQ2-M9XD-4T3P');

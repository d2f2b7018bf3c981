import { z } from 'zod';
import { IsoDateTime, LanguageField } from '../schemas/fields';
import { singleLineText } from '../schemas/single-line-text';

/** Course levels, easiest first. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** A course is written as a draft, published to learners, and archived when retired. */
export const COURSE_STATES = ['draft', 'published', 'archived'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/** A learner's enrolment: studying, finished (certificate issued) or withdrawn. */
export const ENROLMENT_STATES = ['active', 'completed', 'withdrawn'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

/** Longest Markdown body of a course description or a unit. */
export const MARKDOWN_MAX_LENGTH = 100_000;

/** An object id as the server issues them. */
export const IdField = singleLineText().trim().min(1).max(64);
/** A URL-safe name, unique per course (or per unit within its course): `prompt-engineering-basics`. */
export const SlugField = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens');
export const TitleField = singleLineText().trim().min(1).max(140);
export const MarkdownField = z.string().max(MARKDOWN_MAX_LENGTH);
/** A stored upload, as `unit-upload` answers it. */
export const MediaUrlField = z
  .string()
  .max(255)
  .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, 'a /media/ address from an upload');

/** What `add` and `update` edit: the words of a course. */
export const CourseContentFields = {
  slug: SlugField,
  title: TitleField,
  summary: z.string().trim().max(400),
  description: MarkdownField,
};

/** What `update-info` edits: how a course is offered. */
export const CourseInfoFields = {
  level: z.enum(COURSE_LEVELS),
  tags: z.array(singleLineText().trim().toLowerCase().min(1).max(32)).max(10),
  language: LanguageField,
  estimated_minutes: z.number().int().min(1).max(10_000),
  enrolment_open: z.boolean(),
  /** `null`: no limit. */
  capacity: z.number().int().min(1).max(1_000_000).nullable(),
  cover_url: MediaUrlField.nullable(),
};

/** Every field of a new course; what is left out takes the default. */
export const NewCourseFields = {
  ...CourseContentFields,
  summary: CourseContentFields.summary.default(''),
  description: CourseContentFields.description.default(''),
  level: CourseInfoFields.level.default('beginner'),
  tags: CourseInfoFields.tags.default([]),
  language: CourseInfoFields.language.default('en-US'),
  estimated_minutes: CourseInfoFields.estimated_minutes.default(30),
  enrolment_open: CourseInfoFields.enrolment_open.default(true),
  capacity: CourseInfoFields.capacity.default(null),
};

/** A course as catalogues show it (no description). */
export const CourseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  tags: z.array(z.string()),
  language: z.string(),
  estimated_minutes: z.number(),
  state: z.enum(COURSE_STATES),
  enrolment_open: z.boolean(),
  capacity: z.number().nullable(),
  enrolled_count: z.number(),
  unit_count: z.number(),
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  published_at: IsoDateTime.nullable(),
  updated_at: IsoDateTime,
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** A course with its Markdown description. */
export const CourseSchema = CourseSummarySchema.extend({ description: z.string(), created_at: IsoDateTime });
export type Course = z.infer<typeof CourseSchema>;

/** A course as its administrators see it in the table: with enrolment and completion figures. */
export const AdminCourseSchema = CourseSummarySchema.extend({
  completed_count: z.number(),
  /** Completed ÷ enrolled, 0–100, or null with no enrolments. */
  completion_rate: z.number().nullable(),
  /** Mean of learners' best quiz percentages, or null before any attempt. */
  average_score: z.number().nullable(),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

/** One unit in a course outline. */
export const UnitOutlineSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  position: z.number(),
  estimated_minutes: z.number(),
  quiz: z
    .object({ id: z.string(), title: z.string(), required: z.boolean(), question_count: z.number() })
    .nullable(),
});
export type UnitOutline = z.infer<typeof UnitOutlineSchema>;

/** One unit with its Markdown content. */
export const UnitSchema = UnitOutlineSchema.extend({
  course_id: z.string(),
  content: z.string(),
  updated_at: IsoDateTime,
});
export type Unit = z.infer<typeof UnitSchema>;

/** A learner's enrolment in one course. */
export const EnrolmentSchema = z.object({
  course_id: z.string(),
  state: z.enum(ENROLMENT_STATES),
  enrolled_at: IsoDateTime,
  completed_at: IsoDateTime.nullable(),
  withdrawn_at: IsoDateTime.nullable(),
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

/** A public course page: the course, its outline (titles only) and what a visitor needs to decide. */
export const PublicCourseSchema = z.object({
  course: CourseSchema,
  units: z.array(UnitOutlineSchema),
  seats_left: z.number().nullable(),
  reviews: z.array(
    z.object({ name: z.string(), rating: z.number(), comment: z.string(), updated_at: IsoDateTime }),
  ),
});
export type PublicCourse = z.infer<typeof PublicCourseSchema>;

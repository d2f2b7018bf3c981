import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import { bulkResponse } from '../schemas/bulk';
import { CourseBundleSchema, CourseImportResultSchema } from './bundle.schemas';
import {
  CourseContentFields,
  CourseInfoFields,
  CourseSchema,
  IdField,
  MarkdownField,
  NewCourseFields,
  SlugField,
  TitleField,
  UnitOutlineSchema,
  UnitSchema,
} from './course.schemas';
import { CourseEnrolRequest, CourseUnenrolRequest } from './enrol.schemas';
import {
  AdminCourseListRequest,
  AdminCourseListResponse,
  CourseProgressListRequest,
  CourseProgressListResponse,
} from './lists.schemas';
import { QuizDefinitionFields, QuizWithKeySchema } from './quiz.schemas';

const admin = roles(ROLE.admin);
const feature = 'learning';
const b = '/v2/api/admin/edu';

const CourseOutlineSchema = z.object({ course: CourseSchema, units: z.array(UnitOutlineSchema) });

const UnitFields = {
  title: TitleField,
  slug: SlugField.optional(),
  content: MarkdownField,
  estimated_minutes: z.number().int().min(1).max(1000).default(10),
};

const CourseManageAction = z.enum(['publish', 'unpublish', 'archive', 'delete']);

/** Admin courses (v2): authoring, publishing and the course's figures. */
export const adminCourses = {
  listing: endpoint({
    path: `${b}/course/listing`,
    access: admin,
    feature,
    summary: 'Every course with enrolment, completion rate and average score; search, filter, sort',
    body: AdminCourseListRequest,
    response: AdminCourseListResponse,
  }),
  add: endpoint({
    path: `${b}/course/add`,
    access: admin,
    feature,
    summary: 'Create a draft course; without a slug, one is derived from the title (unique, kept on renames)',
    body: z.strictObject({ ...NewCourseFields, slug: SlugField.optional() }),
    response: CourseSchema,
  }),
  update: endpoint({
    path: `${b}/course/update`,
    access: admin,
    feature,
    summary: 'Edit a course’s words: slug, title, summary, Markdown description',
    body: z.strictObject({
      course_id: IdField,
      slug: CourseContentFields.slug.optional(),
      title: CourseContentFields.title.optional(),
      summary: CourseContentFields.summary.optional(),
      description: CourseContentFields.description.optional(),
    }),
    response: CourseSchema,
  }),
  updateInfo: endpoint({
    path: `${b}/course/update-info`,
    access: admin,
    feature,
    summary: 'Edit how a course is offered: level, tags, language, time, enrolment, capacity, cover',
    body: z.strictObject({
      course_id: IdField,
      level: CourseInfoFields.level.optional(),
      tags: CourseInfoFields.tags.optional(),
      language: CourseInfoFields.language.optional(),
      estimated_minutes: CourseInfoFields.estimated_minutes.optional(),
      enrolment_open: CourseInfoFields.enrolment_open.optional(),
      capacity: CourseInfoFields.capacity.optional(),
      cover_url: CourseInfoFields.cover_url.optional(),
    }),
    response: CourseSchema,
  }),
  manage: endpoint({
    path: `${b}/course/manage`,
    access: admin,
    feature,
    summary: 'Publish, unpublish, archive, or delete a draft course',
    body: z.strictObject({ course_id: IdField, action: CourseManageAction }),
    response: z.object({ action: CourseManageAction, course: CourseSchema.nullable() }),
  }),
  unitKeys: endpoint({
    path: `${b}/course/unit-keys`,
    access: admin,
    feature,
    summary: 'A course with its ordered outline of units',
    body: z.strictObject({ course_id: IdField }),
    response: CourseOutlineSchema,
  }),
  unitContent: endpoint({
    path: `${b}/course/unit-content`,
    access: admin,
    feature,
    summary: 'One unit with its Markdown, for editing',
    body: z.strictObject({ unit_id: IdField }),
    response: UnitSchema,
  }),
  unitAdd: endpoint({
    path: `${b}/course/unit-add`,
    access: admin,
    feature,
    summary: 'Add a unit (at the end, or at a position)',
    body: z.strictObject({ course_id: IdField, ...UnitFields, position: z.number().int().min(1).optional() }),
    response: UnitSchema,
  }),
  unitUpdate: endpoint({
    path: `${b}/course/unit-update`,
    access: admin,
    feature,
    summary: 'Edit, reorder or remove units',
    body: z.discriminatedUnion('action', [
      z.strictObject({
        action: z.literal('edit'),
        unit_id: IdField,
        title: UnitFields.title.optional(),
        slug: SlugField.optional(),
        content: UnitFields.content.optional(),
        estimated_minutes: z.number().int().min(1).max(1000).optional(),
      }),
      z.strictObject({
        action: z.literal('reorder'),
        course_id: IdField,
        unit_ids: z.array(IdField).min(1).max(200),
      }),
      z.strictObject({ action: z.literal('remove'), unit_id: IdField }),
    ]),
    response: CourseOutlineSchema,
  }),
  unitUpload: endpoint({
    path: `${b}/course/unit-upload`,
    access: admin,
    feature,
    bodyKind: 'multipart',
    summary: 'Upload an image (PNG, JPEG, WebP, GIF) or a PDF for units and covers (multipart field "file")',
    body: z.strictObject({}),
    response: z.object({ url: z.string(), markdown: z.string(), mime: z.string(), size: z.number() }),
  }),
  progress: endpoint({
    path: `${b}/course/progress`,
    access: admin,
    feature,
    summary:
      'The learners of a course with their progress and score, and the course figures (contract extra)',
    body: CourseProgressListRequest,
    response: CourseProgressListResponse,
  }),
  enrol: endpoint({
    path: `${b}/course/enrol`,
    access: admin,
    feature,
    summary:
      'Enrol learners in a course by email, in bulk, with per-row results and a dry run (contract extra)',
    body: CourseEnrolRequest,
    response: bulkResponse,
  }),
  unenrol: endpoint({
    path: `${b}/course/unenrol`,
    access: admin,
    feature,
    summary:
      'Withdraw learners from a course by email, in bulk, keeping their progress; per-row results and a dry run (contract extra)',
    body: CourseUnenrolRequest,
    response: bulkResponse,
  }),
  import: endpoint({
    path: `${b}/course/import`,
    access: admin,
    feature,
    summary: 'Create or update a whole course from its files, idempotent by slug (contract extra)',
    body: z.strictObject({ bundle: CourseBundleSchema, dry_run: z.boolean().default(false) }),
    response: CourseImportResultSchema,
  }),
  export: endpoint({
    path: `${b}/course/export`,
    access: admin,
    feature,
    summary: 'A whole course in the import format (contract extra)',
    body: z.strictObject({ course_id: IdField }),
    response: z.object({ bundle: CourseBundleSchema }),
  }),
};

/** Admin quizzes (v2). */
export const adminQuizzes = {
  create: endpoint({
    path: `${b}/quiz/create`,
    access: admin,
    feature,
    summary: 'Create or replace the quiz of a unit, with its answer key',
    body: z.strictObject({ unit_id: IdField, ...QuizDefinitionFields }),
    response: QuizWithKeySchema,
  }),
  get: endpoint({
    path: `${b}/quiz/get`,
    access: admin,
    feature,
    summary: 'The quiz of a unit, with its answer key',
    body: z.strictObject({ unit_id: IdField }),
    response: QuizWithKeySchema,
  }),
};

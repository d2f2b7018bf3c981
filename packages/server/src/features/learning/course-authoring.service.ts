import { randomUUID } from 'node:crypto';
import type { Course } from '@ailab/core/contract/learning/course.schemas';
import type { TFunction } from 'i18next';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Caller } from '../../identity/bearer-tokens';
import { type CourseRow, courseRowToCourse } from './course-mapper';
import { courseSlugFor } from './course-slug';
import {
  countEnrolments,
  deleteCourse,
  findCourseById,
  insertCourse,
  updateCourse,
  updateCourseState,
} from './courses.repository';
import type { CoursesTable } from './learning.tables';
import { listUnits } from './units.repository';

export interface CourseFields {
  slug: string;
  title: string;
  summary: string;
  description: string;
  level: string;
  tags: string[];
  language: string;
  estimated_minutes: number;
  enrolment_open: boolean;
  capacity: number | null;
  cover_url?: string | null | undefined;
}

export function slugTaken(t: TFunction): AppError {
  return new AppError('CONFLICT', {
    fields: [{ field: 'slug', code: 'taken', message: t('learning:authoring.slugTaken') }],
  });
}

/** Loads a course for its administrators (any state). */
export async function requireCourse(ctx: AppContext, courseId: string): Promise<CourseRow> {
  const course = await findCourseById(ctx.db, courseId);
  if (!course) throw new AppError('NOT_FOUND', { params: { path: `course ${courseId}` } });
  return course;
}

/** Column values of the course fields that were given. */
export function courseColumns(fields: Partial<CourseFields>): Updateable<CoursesTable> {
  const columns: Updateable<CoursesTable> = {
    slug: fields.slug,
    title: fields.title,
    summary: fields.summary,
    description: fields.description,
    level: fields.level,
    tags: fields.tags === undefined ? undefined : JSON.stringify(fields.tags),
    language: fields.language,
    estimated_minutes: fields.estimated_minutes,
    enrolment_open: fields.enrolment_open === undefined ? undefined : fields.enrolment_open ? 1 : 0,
    capacity: fields.capacity,
    cover_url: fields.cover_url,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** How often a derived slug that lost a race to a parallel create is derived again. */
const SLUG_ROUNDS = 5;

/**
 * Creates a draft course. Without a slug, one is derived from the title (unique: `-2`, `-3`… when taken); a slug
 * given explicitly that is taken is a conflict.
 */
export async function addCourse(
  ctx: AppContext,
  caller: Caller,
  fields: Omit<CourseFields, 'slug'> & { slug?: string | undefined },
  t: TFunction,
): Promise<Course> {
  for (let round = 1; ; round++) {
    const slug = fields.slug ?? (await courseSlugFor(ctx.db, fields.title));
    try {
      return await insertDraftCourse(ctx, caller, { ...fields, slug });
    } catch (error) {
      if (uniqueViolation(error) === undefined) throw error;
      if (fields.slug !== undefined || round >= SLUG_ROUNDS) throw slugTaken(t);
    }
  }
}

async function insertDraftCourse(ctx: AppContext, caller: Caller, fields: CourseFields): Promise<Course> {
  const at = ctx.now();
  const now = at.toISOString();
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await insertCourse(trx, {
      id,
      slug: fields.slug,
      title: fields.title,
      summary: fields.summary,
      description: fields.description,
      cover_url: fields.cover_url ?? null,
      level: fields.level,
      tags: JSON.stringify(fields.tags),
      language: fields.language,
      estimated_minutes: fields.estimated_minutes,
      state: 'draft',
      enrolment_open: fields.enrolment_open ? 1 : 0,
      capacity: fields.capacity,
      enrolled_count: 0,
      completed_count: 0,
      unit_count: 0,
      rating_sum: 0,
      rating_count: 0,
      created_by: caller.user.id,
      created_at: now,
      updated_at: now,
      published_at: null,
    });
    const created = await findCourseById(trx, id);
    await recordAudit(trx, {
      actorId: caller.user.id,
      action: 'course.create',
      target: { type: 'course', id },
      before: null,
      after: created ? courseRowToCourse(created) : null,
      at,
    });
  });
  return courseRowToCourse(await requireCourse(ctx, id));
}

/** Edits some fields of a course, in any state. */
export async function editCourse(
  ctx: AppContext,
  actorId: string,
  courseId: string,
  fields: Partial<CourseFields>,
  t: TFunction,
): Promise<Course> {
  const before = await requireCourse(ctx, courseId);
  const at = ctx.now();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updateCourse(trx, courseId, { ...courseColumns(fields), updated_at: at.toISOString() });
      const after = await findCourseById(trx, courseId);
      await recordAudit(trx, {
        actorId,
        action: 'course.update',
        target: { type: 'course', id: courseId },
        before: courseRowToCourse(before),
        after: after ? courseRowToCourse(after) : null,
        at,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw slugTaken(t);
    throw error;
  }
  return courseRowToCourse(await requireCourse(ctx, courseId));
}

function notReady(reason: string): AppError {
  return new AppError('COURSE_NOT_READY', { params: { reason } });
}

/** Why a course may not be published yet, or null when it may. */
async function publishBlocker(ctx: AppContext, course: CourseRow, t: TFunction): Promise<string | null> {
  if (course.summary.trim() === '') return t('learning:publish.noSummary');
  const units = await listUnits(ctx.db, course.id);
  if (units.length === 0) return t('learning:publish.noUnits');
  const empty = units.find((unit) => unit.content.trim() === '');
  if (empty) return t('learning:publish.emptyUnit', { title: empty.title });
  return null;
}

/**
 * Moves a course through its life: publish (a summary and units with
 * content), unpublish (only while nobody is enrolled), archive (hidden from
 * catalogues; enrolled learners keep studying), delete (drafts nobody joined).
 */
export async function manageCourse(
  ctx: AppContext,
  actorId: string,
  body: { course_id: string; action: 'publish' | 'unpublish' | 'archive' | 'delete' },
  t: TFunction,
): Promise<{ action: typeof body.action; course: Course | null }> {
  const course = await requireCourse(ctx, body.course_id);
  const at = ctx.now();
  const now = at.toISOString();
  const audit = (trx: Parameters<typeof recordAudit>[0], after: Course | null) =>
    recordAudit(trx, {
      actorId,
      action: `course.${body.action}`,
      target: { type: 'course', id: course.id },
      before: courseRowToCourse(course),
      after,
      at,
    });
  // A course already in the state asked for is answered as it is, with no write and no audit entry;
  // the update is conditional, so of two parallel requests only the one that moved it is audited.
  const move = async (state: string, extra: Updateable<CoursesTable> = {}) => {
    const after = await ctx.db.transaction().execute(async (trx) => {
      const moved = await updateCourseState(trx, course.id, state, { updated_at: now, ...extra });
      const row = await findCourseById(trx, course.id);
      const current = row ? courseRowToCourse(row) : null;
      if (moved) await audit(trx, current);
      return current;
    });
    return { action: body.action, course: after };
  };
  switch (body.action) {
    case 'publish': {
      const blocker = await publishBlocker(ctx, course, t);
      if (blocker) throw notReady(blocker);
      return move('published', { published_at: course.published_at ?? now });
    }
    case 'unpublish':
      if (course.enrolled_count > 0) throw notReady(t('learning:publish.hasLearners'));
      return move('draft');
    case 'archive':
      return move('archived');
    case 'delete':
      if (course.state !== 'draft') throw notReady(t('learning:publish.deleteDraftsOnly'));
      if ((await countEnrolments(ctx.db, course.id)) > 0) throw notReady(t('learning:publish.hasLearners'));
      await ctx.db.transaction().execute(async (trx) => {
        await deleteCourse(trx, course.id);
        await audit(trx, null);
      });
      return { action: body.action, course: null };
  }
}

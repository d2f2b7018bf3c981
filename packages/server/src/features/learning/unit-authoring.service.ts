import { randomUUID } from 'node:crypto';
import type { Course, Unit, UnitOutline } from '@ailab/core/contract/learning/course.schemas';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import { requireCourse } from './course-authoring.service';
import { courseRowToCourse, unitRowToOutline, unitRowToUnit } from './course-mapper';
import { loadCourseUnits } from './course-units';
import { setUnitCount } from './courses.repository';
import { findQuizByUnit } from './quizzes.repository';
import { slugify } from './slugify';
import {
  deleteUnit,
  findUnitById,
  insertUnit,
  listUnits,
  updateUnit,
  writeUnitOrder,
} from './units.repository';

function unitSlugTaken(t: TFunction): AppError {
  return new AppError('CONFLICT', {
    fields: [{ field: 'slug', code: 'taken', message: t('learning:authoring.unitSlugTaken') }],
  });
}

/** A course with its ordered outline. */
export async function courseOutline(
  ctx: AppContext,
  courseId: string,
): Promise<{ course: Course; units: UnitOutline[] }> {
  const course = await requireCourse(ctx, courseId);
  const { units, quizByUnit } = await loadCourseUnits(ctx.db, courseId);
  return {
    course: courseRowToCourse(course),
    units: units.map((unit) => unitRowToOutline(unit, quizByUnit.get(unit.id))),
  };
}

export async function requireUnit(ctx: AppContext, unitId: string) {
  const unit = await findUnitById(ctx.db, unitId);
  if (!unit) throw new AppError('NOT_FOUND', { params: { path: `unit ${unitId}` } });
  return unit;
}

/** One unit with its Markdown, for editing. */
export async function unitForEditing(ctx: AppContext, unitId: string): Promise<Unit> {
  const unit = await requireUnit(ctx, unitId);
  return unitRowToUnit(unit, await findQuizByUnit(ctx.db, unitId));
}

/** Adds a unit at the end, or at a 1-based position (later units move down). */
export async function addUnit(
  ctx: AppContext,
  actorId: string,
  body: {
    course_id: string;
    title: string;
    slug?: string | undefined;
    content: string;
    estimated_minutes: number;
    position?: number | undefined;
  },
  t: TFunction,
): Promise<Unit> {
  await requireCourse(ctx, body.course_id);
  const at = ctx.now();
  const now = at.toISOString();
  const id = randomUUID();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const units = await listUnits(trx, body.course_id);
      await insertUnit(trx, {
        id,
        course_id: body.course_id,
        slug: body.slug ?? slugify(body.title),
        position: units.length + 1,
        title: body.title,
        content: body.content,
        estimated_minutes: body.estimated_minutes,
        created_at: now,
        updated_at: now,
      });
      if (body.position !== undefined && body.position <= units.length) {
        const order = units.map((unit) => unit.id);
        order.splice(body.position - 1, 0, id);
        await writeUnitOrder(trx, order);
      }
      await setUnitCount(trx, body.course_id, now);
      await recordAudit(trx, {
        actorId,
        action: 'course.unit.create',
        target: { type: 'course', id: body.course_id },
        before: null,
        after: { unit_id: id, title: body.title, position: body.position ?? units.length + 1 },
        at,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw unitSlugTaken(t);
    throw error;
  }
  return unitForEditing(ctx, id);
}

type UnitUpdate =
  | {
      action: 'edit';
      unit_id: string;
      title?: string | undefined;
      slug?: string | undefined;
      content?: string | undefined;
      estimated_minutes?: number | undefined;
    }
  | { action: 'reorder'; course_id: string; unit_ids: string[] }
  | { action: 'remove'; unit_id: string };

/** Edits one unit, reorders a course's units (the list must name each unit once), or removes one. */
export async function updateUnits(ctx: AppContext, actorId: string, body: UnitUpdate, t: TFunction) {
  const at = ctx.now();
  const now = at.toISOString();
  const audit = (
    trx: Parameters<typeof recordAudit>[0],
    courseId: string,
    verb: string,
    before: unknown,
    after: unknown,
  ) =>
    recordAudit(trx, {
      actorId,
      action: `course.unit.${verb}`,
      target: { type: 'course', id: courseId },
      before,
      after,
      at,
    });
  if (body.action === 'reorder') {
    const units = await listUnits(ctx.db, body.course_id);
    const known = new Set(units.map((unit) => unit.id));
    const given = new Set(body.unit_ids);
    if (
      given.size !== body.unit_ids.length ||
      given.size !== known.size ||
      body.unit_ids.some((id) => !known.has(id))
    )
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'unit_ids', code: 'order', message: t('learning:authoring.reorderMismatch') }],
      });
    await ctx.db.transaction().execute(async (trx) => {
      await writeUnitOrder(trx, body.unit_ids);
      await audit(
        trx,
        body.course_id,
        'reorder',
        { unit_ids: units.map((unit) => unit.id) },
        { unit_ids: body.unit_ids },
      );
    });
    return courseOutline(ctx, body.course_id);
  }
  const unit = await requireUnit(ctx, body.unit_id);
  if (body.action === 'remove') {
    await ctx.db.transaction().execute(async (trx) => {
      await deleteUnit(trx, unit.id);
      const rest = (await listUnits(trx, unit.course_id)).map((row) => row.id);
      await writeUnitOrder(trx, rest);
      await setUnitCount(trx, unit.course_id, now);
      await audit(
        trx,
        unit.course_id,
        'delete',
        { unit_id: unit.id, title: unit.title, position: unit.position },
        null,
      );
    });
    return courseOutline(ctx, unit.course_id);
  }
  const changes = Object.fromEntries(
    Object.entries({
      title: body.title,
      slug: body.slug,
      content: body.content,
      estimated_minutes: body.estimated_minutes,
    }).filter(([, value]) => value !== undefined),
  );
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await updateUnit(trx, unit.id, { ...changes, updated_at: now });
      const before = Object.fromEntries(
        Object.keys(changes).map((key) => [key, unit[key as keyof typeof unit]]),
      );
      await audit(
        trx,
        unit.course_id,
        'update',
        { unit_id: unit.id, ...before },
        { unit_id: unit.id, ...changes },
      );
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw unitSlugTaken(t);
    throw error;
  }
  return courseOutline(ctx, unit.course_id);
}

import { randomUUID } from 'node:crypto';
import type {
  CourseBundle,
  CourseImportResult,
  ImportOutcome,
} from '@ailab/core/contract/learning/bundle.schemas';
import type { QuizDefinition, RevealAnswers } from '@ailab/core/contract/learning/quiz.schemas';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { type CourseFields, courseColumns, requireCourse } from './course-authoring.service';
import { type CourseRow, type QuizRow, quizQuestions, type UnitRow } from './course-mapper';
import { loadCourseUnits } from './course-units';
import { findCourseBySlug, insertCourse, setUnitCount, updateCourse } from './courses.repository';
import { quizColumns } from './quiz-authoring.service';
import { deleteQuizOfUnit, upsertQuiz } from './quizzes.repository';
import { deleteUnit, insertUnit, updateUnit } from './units.repository';

type Item = CourseImportResult['items'][number];

function courseChanged(row: CourseRow, course: CourseBundle['course']): boolean {
  const wanted = courseColumns(course as CourseFields);
  const current = row as unknown as Record<string, unknown>;
  return Object.entries(wanted).some(([column, value]) => current[column] !== value);
}

function quizChanged(row: QuizRow, quiz: QuizDefinition): boolean {
  const wanted = quizColumns(quiz) as Record<string, unknown>;
  const current = row as unknown as Record<string, unknown>;
  return Object.entries(wanted).some(([column, value]) => current[column] !== value);
}

function unitChanged(row: UnitRow, unit: CourseBundle['units'][number], position: number): boolean {
  return (
    row.title !== unit.title ||
    row.content !== unit.content ||
    row.estimated_minutes !== unit.estimated_minutes ||
    row.position !== position
  );
}

/**
 * Brings a course in line with its files, matched by slug: creates what is
 * new, updates only what differs, removes units the files no longer have.
 * A second run of the same files changes nothing. A dry run plans the same
 * way and writes nothing.
 */
export async function importCourse(
  ctx: AppContext,
  authorId: string | null,
  bundle: CourseBundle,
  dryRun: boolean,
  /** An administrator's import through the API is audited; the demo seeder's is not. */
  audited = false,
): Promise<CourseImportResult> {
  const now = ctx.now().toISOString();
  const run = async (db: Kysely<Database>, write: boolean): Promise<CourseImportResult> => {
    const items: Item[] = [];
    const existing = await findCourseBySlug(db, bundle.course.slug);
    const courseId = existing?.id ?? randomUUID();
    const courseOutcome: ImportOutcome = !existing
      ? 'created'
      : courseChanged(existing, bundle.course)
        ? 'updated'
        : 'unchanged';
    items.push({ kind: 'course', key: bundle.course.slug, outcome: courseOutcome });
    if (write && courseOutcome === 'created')
      await insertCourse(db, {
        id: courseId,
        slug: bundle.course.slug,
        title: bundle.course.title,
        summary: bundle.course.summary,
        description: bundle.course.description,
        level: bundle.course.level,
        tags: JSON.stringify(bundle.course.tags),
        language: bundle.course.language,
        estimated_minutes: bundle.course.estimated_minutes,
        enrolment_open: bundle.course.enrolment_open ? 1 : 0,
        capacity: bundle.course.capacity,
        cover_url: null,
        state: 'draft',
        enrolled_count: 0,
        completed_count: 0,
        unit_count: 0,
        rating_sum: 0,
        rating_count: 0,
        created_by: authorId,
        created_at: now,
        updated_at: now,
        published_at: null,
      });
    if (write && courseOutcome === 'updated')
      await updateCourse(db, courseId, { ...courseColumns(bundle.course as CourseFields), updated_at: now });

    const { units, quizByUnit } = existing
      ? await loadCourseUnits(db, courseId)
      : { units: [], quizByUnit: new Map<string, QuizRow>() };
    const unitBySlug = new Map(units.map((unit) => [unit.slug, unit]));
    const wantedSlugs = new Set(bundle.units.map((unit) => unit.slug));
    for (const gone of units.filter((unit) => !wantedSlugs.has(unit.slug))) {
      items.push({ kind: 'unit', key: gone.slug, outcome: 'removed' });
      if (write) await deleteUnit(db, gone.id);
    }
    for (const [index, unit] of bundle.units.entries()) {
      const position = index + 1;
      const row = unitBySlug.get(unit.slug);
      const unitId = row?.id ?? randomUUID();
      const outcome: ImportOutcome = !row
        ? 'created'
        : unitChanged(row, unit, position)
          ? 'updated'
          : 'unchanged';
      items.push({ kind: 'unit', key: unit.slug, outcome });
      const columns = {
        title: unit.title,
        content: unit.content,
        estimated_minutes: unit.estimated_minutes,
        position,
        updated_at: now,
      };
      if (write && outcome === 'created')
        await insertUnit(db, {
          id: unitId,
          course_id: courseId,
          slug: unit.slug,
          created_at: now,
          ...columns,
        });
      if (write && outcome === 'updated') await updateUnit(db, unitId, columns);

      const quiz = quizByUnit.get(unitId);
      const quizOutcome: ImportOutcome | null = unit.quiz
        ? !quiz
          ? 'created'
          : quizChanged(quiz, unit.quiz)
            ? 'updated'
            : 'unchanged'
        : quiz
          ? 'removed'
          : null;
      if (quizOutcome) items.push({ kind: 'quiz', key: unit.slug, outcome: quizOutcome });
      if (write && unit.quiz && (quizOutcome === 'created' || quizOutcome === 'updated'))
        await upsertQuiz(db, {
          id: randomUUID(),
          course_id: courseId,
          unit_id: unitId,
          is_demo: 0,
          ...quizColumns(unit.quiz),
          created_at: now,
          updated_at: now,
        });
      if (write && quizOutcome === 'removed') await deleteQuizOfUnit(db, unitId);
    }
    const changed = items.some((item) => item.outcome !== 'unchanged');
    if (write && changed) await setUnitCount(db, courseId, now);
    if (write && changed && audited)
      await recordAudit(db, {
        actorId: authorId,
        action: 'course.import',
        target: { type: 'course', id: courseId },
        before: null,
        after: { slug: bundle.course.slug, items },
        at: ctx.now(),
      });
    return { dry_run: !write, course_id: existing || write ? courseId : null, changed, items };
  };
  if (dryRun) return run(ctx.db, false);
  return ctx.db.transaction().execute((trx) => run(trx, true));
}

/** A course in the import format: importing it again changes nothing. */
export async function exportCourse(ctx: AppContext, courseId: string): Promise<{ bundle: CourseBundle }> {
  const course = await requireCourse(ctx, courseId);
  const { units, quizByUnit } = await loadCourseUnits(ctx.db, courseId);
  return {
    bundle: {
      course: {
        slug: course.slug,
        title: course.title,
        summary: course.summary,
        description: course.description,
        level: course.level as CourseBundle['course']['level'],
        tags: JSON.parse(course.tags) as string[],
        language: course.language as CourseBundle['course']['language'],
        estimated_minutes: course.estimated_minutes,
        enrolment_open: course.enrolment_open === 1,
        capacity: course.capacity,
      },
      units: units.map((unit) => {
        const quiz = quizByUnit.get(unit.id);
        return {
          slug: unit.slug,
          title: unit.title,
          estimated_minutes: unit.estimated_minutes,
          content: unit.content,
          quiz: quiz
            ? {
                title: quiz.title,
                pass_percent: quiz.pass_percent,
                max_attempts: quiz.max_attempts,
                shuffle: quiz.shuffle === 1,
                required: quiz.required === 1,
                reveal_answers: quiz.reveal_answers as RevealAnswers,
                questions: quizQuestions(quiz),
              }
            : null,
        };
      }),
    },
  };
}

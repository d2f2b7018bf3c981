import { z } from 'zod';
import { MarkdownField, NewCourseFields, SlugField, TitleField } from './course.schemas';
import { QuizDefinitionSchema } from './quiz.schemas';

/**
 * A whole course as files hold it (`course.yaml`, `units/NN-slug.md`, `quizzes/<unit-slug>.yaml`):
 * what `import` takes and `export` gives back, so the two round-trip.
 */
export const CourseBundleSchema = z.strictObject({
  course: z.strictObject(NewCourseFields),
  units: z
    .array(
      z.strictObject({
        slug: SlugField,
        title: TitleField,
        estimated_minutes: z.number().int().min(1).max(1000).default(10),
        content: MarkdownField,
        quiz: QuizDefinitionSchema.nullable().default(null),
      }),
    )
    .max(200)
    .superRefine((units, ctx) => {
      if (new Set(units.map((unit) => unit.slug)).size !== units.length)
        ctx.addIssue({ code: 'custom', message: 'unit slugs must be unique' });
    }),
});
export type CourseBundleInput = z.input<typeof CourseBundleSchema>;
export type CourseBundle = z.output<typeof CourseBundleSchema>;

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'removed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const CourseImportResultSchema = z.object({
  dry_run: z.boolean(),
  course_id: z.string().nullable(),
  changed: z.boolean(),
  items: z.array(
    z.object({ kind: z.enum(['course', 'unit', 'quiz']), key: z.string(), outcome: z.enum(IMPORT_OUTCOMES) }),
  ),
});
export type CourseImportResult = z.infer<typeof CourseImportResultSchema>;

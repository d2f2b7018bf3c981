import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { CourseBundleSchema } from '@ailab/core/contract/learning/bundle.schemas';
import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import type { Translate } from '../i18n/translator';
import { courseFieldLocation } from './course-field-location';
import { CourseFolderError, readCourseFolderWithFiles } from './course-files';

/** One problem of a course folder: the file it is in, the field (when one is named) and what is wrong. */
export interface CourseCheckProblem {
  file: string;
  field: string | null;
  message: string;
}

/** What `course check` found: the course's slug and unit count when the folder reads, and every problem. */
export interface CourseCheckResult {
  valid: boolean;
  slug: string | null;
  units: number;
  problems: CourseCheckProblem[];
}

/** `units/01-intro.md: title` → the file and the field; a location without a file stays whole. */
function splitLocation(location: string): { file: string; field: string | null } {
  const at = location.indexOf(': ');
  if (at === -1) return { file: location, field: null };
  const field = location.slice(at + 2);
  return { file: location.slice(0, at), field: field === '-' ? null : field };
}

/**
 * Checks a course folder offline with what `course import` uses: the same folder reader, then the contract's bundle
 * schema (the server's first check), each refused field placed in its file (`quizzes/checks.yaml`, `pass_percent`).
 * A folder that cannot be read at all (no `course.yaml`, a misnamed unit, broken YAML) is one problem naming its file.
 * Rules only the server knows (a slug another course holds) are left to `course import --dry-run`.
 */
export async function checkCourseFolder(dir: string, t: Translate): Promise<CourseCheckResult> {
  const missing = { file: 'course.yaml', field: null, message: t('learning:cli.check.missing') };
  // The reader names a missing course.yaml by the system's error; a folder that is not one is said in words.
  if (
    !(await access(join(dir, 'course.yaml')).then(
      () => true,
      () => false,
    ))
  )
    return { valid: false, slug: null, units: 0, problems: [missing] };
  let read: Awaited<ReturnType<typeof readCourseFolderWithFiles>>;
  try {
    read = await readCourseFolderWithFiles(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof CourseFolderError)
      return {
        valid: false,
        slug: null,
        units: 0,
        problems: [{ file: error.file, field: null, message: error.message.slice(error.file.length + 2) }],
      };
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR')
      return {
        valid: false,
        slug: null,
        units: 0,
        problems: [{ file: 'course.yaml', field: null, message: t('learning:cli.check.missing') }],
      };
    throw error;
  }
  const parsed = CourseBundleSchema.safeParse(read.bundle);
  const slug = typeof read.bundle.course.slug === 'string' ? read.bundle.course.slug : null;
  const units = read.bundle.units.length;
  if (parsed.success) return { valid: true, slug, units, problems: [] };
  const bodyLabel = t('learning:cli.import.body');
  const problems = fieldIssuesFromZod(parsed.error.issues, t, read.bundle).map((issue) => {
    const location = splitLocation(courseFieldLocation(`bundle.${issue.field}`, read.files, bodyLabel));
    return { ...location, message: issue.message };
  });
  return { valid: false, slug, units, problems };
}

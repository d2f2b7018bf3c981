import { readFile } from 'node:fs/promises';
import type { ApiClient } from '@ailab/core/client/create-client';
import type { Course, CourseState } from '@ailab/core/contract/learning/course.schemas';
import { UsageError } from '../errors/cli-errors';
import type { Translate } from '../i18n/translator';

/** The flags of `ailab course update`. */
export interface CourseUpdateFlags {
  title?: string;
  slug?: string;
  summary?: string;
  description?: string;
  descriptionFile?: string;
  state?: CourseState;
}

/** The life-cycle move that brings a course to a state (the server's `course/manage` actions). */
const MOVE_TO: Record<CourseState, 'publish' | 'unpublish' | 'archive'> = {
  published: 'publish',
  draft: 'unpublish',
  archived: 'archive',
};

/** What `course update` did: the course as it is now, and which of the two changes were sent. */
export interface CourseUpdateResult {
  course: Course;
  wordsChanged: boolean;
  /** The state the course moved to, or null when it stayed (not asked, or already there). */
  movedTo: CourseState | null;
}

/** The words to send (`course/update`), with a Markdown file read for `--description-file`. */
async function wordsOf(flags: CourseUpdateFlags, t: Translate): Promise<Record<string, string>> {
  if (flags.description !== undefined && flags.descriptionFile !== undefined)
    throw new UsageError(t('learning:cli.update.bothDescriptions'));
  let description = flags.description;
  if (flags.descriptionFile !== undefined)
    description = await readFile(flags.descriptionFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(
        t('learning:cli.update.unreadable', { file: flags.descriptionFile, message: error.message }),
      );
    });
  const words: Record<string, string | undefined> = {
    title: flags.title,
    slug: flags.slug,
    summary: flags.summary,
    description,
  };
  return Object.fromEntries(
    Object.entries(words).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Changes a course's words (one `course/update`) and then its state (one `course/manage` move), each only when asked;
 * a state the course already has is not sent (no audit entry for a no-op). Nothing asked is a usage error, before
 * any request. The server refuses a move it does not allow (unpublishing with learners, publishing without units).
 */
export async function updateCourse(
  api: ApiClient,
  resolveId: () => Promise<string>,
  flags: CourseUpdateFlags,
  t: Translate,
): Promise<CourseUpdateResult> {
  const words = await wordsOf(flags, t);
  if (Object.keys(words).length === 0 && flags.state === undefined)
    throw new UsageError(t('learning:cli.update.nothing'));
  const courseId = await resolveId();
  let course =
    Object.keys(words).length > 0
      ? await api.adminCourses.update({ course_id: courseId, ...words })
      : (await api.adminCourses.unitKeys({ course_id: courseId })).course;
  const wordsChanged = Object.keys(words).length > 0;
  if (flags.state === undefined || flags.state === course.state)
    return { course, wordsChanged, movedTo: null };
  const moved = await api.adminCourses.manage({ course_id: courseId, action: MOVE_TO[flags.state] });
  course = moved.course ?? course;
  return { course, wordsChanged, movedTo: course.state };
}

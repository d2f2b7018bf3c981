import type { CourseFolderFiles } from './course-files';

/**
 * Where a field the server refused lives in the course folder (issue 24 item 9): `bundle.units.1.quiz.title`
 * becomes `quizzes/agents.yaml: title`, `bundle.units.0.title` `units/01-intro.md: title` (front matter),
 * `bundle.units.0.content` `units/01-intro.md: the Markdown body` and `bundle.course.slug` `course.yaml: slug`.
 * A path it cannot place is answered as it came.
 */
export function courseFieldLocation(path: string, files: CourseFolderFiles, bodyLabel: string): string {
  const parts = path.replace(/^bundle\./, '').split('.');
  const [section, index, ...rest] = parts;
  if (section === 'course') return `course.yaml: ${[index, ...rest].filter(Boolean).join('.') || '-'}`;
  if (section !== 'units') return path;
  const unit = index === undefined ? undefined : files.units[Number(index)];
  if (!unit) return `units/: ${[index, ...rest].filter(Boolean).join('.')}`;
  const [field, ...inner] = rest;
  if (field === 'quiz' && unit.quiz) return `${unit.quiz}: ${inner.join('.') || '-'}`;
  if (field === 'content') return `${unit.file}: ${bodyLabel}`;
  return `${unit.file}: ${rest.join('.') || '-'}`;
}

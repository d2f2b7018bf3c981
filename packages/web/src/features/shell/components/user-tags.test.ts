import { describe, expect, it } from 'vitest';
import { functionTagKey, visibleFunctionTags } from './user-tags';

const labels: Record<string, string> = {
  'web:shell.functionTags.student': 'Estudiante',
  'web:shell.functionTags.founder': 'Fundador',
};
const translate = (key: string, fallback: string) => labels[key] ?? fallback;

describe('function tags', () => {
  it('keys a tag by its slug', () => {
    expect(functionTagKey('Platform administration')).toBe('web:shell.functionTags.platform-administration');
    expect(functionTagKey(' Student ')).toBe('web:shell.functionTags.student');
  });

  it('translates known tags, keeps unknown ones, and drops the tag that repeats the role', () => {
    expect(visibleFunctionTags(['Founder', 'Student', 'Chess'], 'Estudiante', translate)).toEqual([
      'Fundador',
      'Chess',
    ]);
    expect(visibleFunctionTags(['student', 'Student'], 'Founder', translate)).toEqual(['Estudiante']);
  });
});

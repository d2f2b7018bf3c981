import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyFieldPaths } from '../contract/body-field-paths';
import { listEndpoints } from '../contract/index';
import { createI18n } from '../i18n/create-i18n';
import { RESOURCES } from '../i18n/resources';
import { fieldIssuesFromZod } from './field-issues';
import { fieldLabel } from './field-label';

const LANGUAGES = ['en-US', 'es-MX', 'ja-JP'] as const;
const translator = (language: (typeof LANGUAGES)[number]) =>
  createI18n({ language, resources: RESOURCES }).getFixedT(language);

describe('field labels', () => {
  const paths = listEndpoints()
    .filter(({ endpoint }) => endpoint.status === 'implemented')
    .flatMap(({ name, endpoint }) => bodyFieldPaths(endpoint.body).map((path) => ({ name, path })));

  it('finds the nested fields of the whole contract', () => {
    expect(paths.length).toBeGreaterThan(300);
    expect(paths.map(({ path }) => path.join('.'))).toContain('questions.0.correct_option_ids');
  });

  it.each(LANGUAGES)('gives every field of every request body a label in %s', (language) => {
    const t = translator(language);
    const missing = paths.filter(({ path }) => fieldLabel(path, t) === undefined);
    expect(missing.map(({ name, path }) => `${name}: ${path.join('.')}`)).toEqual([]);
  });

  it('names nested fields by their place, in each language', () => {
    const path = ['questions', 0, 'correct_option_ids'];
    expect(fieldLabel(path, translator('en-US'))).toBe('Question 1: correct answers');
    expect(fieldLabel(path, translator('es-MX'))).toBe('Pregunta 1: respuestas correctas');
    expect(fieldLabel(path, translator('ja-JP'))).toBe('問題 1：正解');
    expect(fieldLabel(['categories', 1, 'name', 'es_mx'], translator('en-US'))).toBe(
      'Category 2: name (Spanish)',
    );
    expect(fieldLabel(['roles', 1], translator('en-US'))).toBe('Roles, item 2');
  });

  it('words limits with plurals and never shows a wire key', () => {
    const schema = z.strictObject({
      title: z.string().min(1),
      summary: z.string().max(1),
      starts_at: z.iso.datetime(),
      questions: z.array(z.strictObject({ correct_option_ids: z.array(z.string()).min(2) })),
    });
    const body = { title: '', summary: 'ab', starts_at: 'soon', questions: [{ correct_option_ids: [] }] };
    const issues = schema.safeParse(body).error?.issues ?? [];
    const messages = (language: (typeof LANGUAGES)[number]) =>
      fieldIssuesFromZod(issues, translator(language), body).map((issue) => issue.message);
    expect(messages('en-US')).toEqual([
      'Title cannot be empty',
      'Summary must be at most 1 character',
      'Starts at must be a date and time',
      'Question 1: correct answers needs at least 2 items',
    ]);
    for (const language of LANGUAGES)
      for (const message of messages(language))
        expect(message).not.toMatch(/title|summary|starts_at|correct_option/);
  });

  it('calls a link token that does not parse a bad link', () => {
    const schema = z.strictObject({ token: z.string().min(20) });
    const issues = schema.safeParse({ token: 'short' }).error?.issues ?? [];
    expect(fieldIssuesFromZod(issues, translator('en-US'), { token: 'short' })).toEqual([
      { field: 'token', code: 'invalid_link', message: 'This link is not valid or has expired' },
    ]);
    expect(fieldIssuesFromZod(issues, translator('es-MX'), { token: 'short' })[0]?.message).toBe(
      'Este enlace no es válido o ya venció',
    );
  });
});

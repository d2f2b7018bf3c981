import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '../i18n/create-i18n';
import { RESOURCES } from '../i18n/resources';
import { fieldIssuesFromZod } from './field-issues';

const schema = z.strictObject({
  email: z.email(),
  name: z.string().min(2),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('a') }),
    z.object({ kind: z.literal('b') }),
  ]),
});

describe('fieldIssuesFromZod', () => {
  const t = createI18n({ language: 'en-US', resources: RESOURCES }).getFixedT('en-US');

  it('names each failing field with a translated message, by its label where it has one', () => {
    const body = { email: 'nope', name: 'x', action: { kind: 'c' }, extra: 1 };
    const issues = schema.safeParse(body);
    expect(issues.success).toBe(false);
    const fields = fieldIssuesFromZod(issues.error?.issues ?? [], t, body);
    expect(fields).toEqual([
      { field: 'email', code: 'invalid_email', message: 'Email must be a valid email address' },
      { field: 'name', code: 'too_small', message: 'Name must be at least 2 characters' },
      { field: 'action.kind', code: 'invalid_value', message: 'Kind must be one of: a, b' },
      { field: 'extra', code: 'unrecognized_keys', message: 'extra is not an accepted field' },
    ]);
  });

  it('tells a missing field from a wrong type, and names the body itself', () => {
    const missing = schema.safeParse({});
    expect(fieldIssuesFromZod(missing.error?.issues ?? [], t, {})[0]).toMatchObject({
      field: 'email',
      code: 'required',
    });
    const wrong = schema.safeParse([]);
    expect(fieldIssuesFromZod(wrong.error?.issues ?? [], t, [])[0]).toMatchObject({
      field: 'the request body',
      code: 'invalid_type',
    });
  });

  it('words messages with the field label of each language, never the wire key', () => {
    const userName = z.strictObject({ user_name: z.string().min(3) });
    const issues = userName.safeParse({ user_name: 'ab' }).error?.issues ?? [];
    const message = (language: 'en-US' | 'es-MX' | 'ja-JP') =>
      fieldIssuesFromZod(issues, createI18n({ language, resources: RESOURCES }).getFixedT(language), {
        user_name: 'ab',
      })[0];
    expect(message('en-US')).toEqual({
      field: 'user_name',
      code: 'too_small',
      message: 'User name must be at least 3 characters',
    });
    expect(message('es-MX')?.message).toBe('El campo Nombre de usuario debe tener al menos 3 caracteres');
    expect(message('ja-JP')?.message).toBe('ユーザー名 は 3 文字以上で入力してください');
  });

  it('translates into the instance language', () => {
    const ja = createI18n({ language: 'ja-JP', resources: RESOURCES }).getFixedT('ja-JP');
    const result = schema.safeParse({ name: 'ok', email: 'a@b.co', action: { kind: 'a' }, x: 1 });
    expect(fieldIssuesFromZod(result.error?.issues ?? [], ja, {})[0]?.message).toBe(
      'x は受け付けられない項目です',
    );
  });
});

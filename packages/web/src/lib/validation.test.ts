import { describe, expect, it } from 'vitest';
import { checkCode, checkEmail, checkNewPassword, checkRequired, collectProblems } from './validation';

describe('form checks', () => {
  it('asks for an email address and checks its form', () => {
    expect(checkEmail('')).toEqual({ key: 'validation.required' });
    expect(checkEmail('nope')).toEqual({ key: 'validation.email' });
    expect(checkEmail(' a@b.co ')).toBeUndefined();
  });

  it('applies the shared password policy', () => {
    expect(checkNewPassword('')).toEqual({ key: 'validation.required' });
    expect(checkNewPassword('short')).toEqual({ key: 'validation.passwordLength', values: { minimum: 10 } });
    expect(checkNewPassword('long-enough-1')).toBeUndefined();
  });

  it('wants six digits for a code', () => {
    expect(checkCode('12345')?.key).toBe('validation.code');
    expect(checkCode('12a456')?.key).toBe('validation.code');
    expect(checkCode('123456')).toBeUndefined();
  });

  it('keeps only the failing fields', () => {
    expect(collectProblems({ a: checkRequired(' '), b: checkRequired('x') })).toEqual({
      a: { key: 'validation.required' },
    });
  });
});

// The contract's rules without zod, so the sign-in pages check input before zod has loaded.
import { CODE_LENGTH, isCode, isEmail, PASSWORD_MIN_LENGTH } from '@ailab/core/contract/schemas/field-rules';

/** A translatable problem with a form value: a key of the `web` namespace and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Checks a required email address with the contract's own rule. */
export function checkEmail(value: string): FieldProblem | undefined {
  if (value.trim() === '') return { key: 'validation.required' };
  return isEmail(value.trim()) ? undefined : { key: 'validation.email' };
}

/** Checks a new password against the shared policy. */
export function checkNewPassword(value: string): FieldProblem | undefined {
  if (value === '') return { key: 'validation.required' };
  if (value.length < PASSWORD_MIN_LENGTH)
    return { key: 'validation.passwordLength', values: { minimum: PASSWORD_MIN_LENGTH } };
  return undefined;
}

/** Checks that a value was given. */
export function checkRequired(value: string): FieldProblem | undefined {
  return value.trim() === '' ? { key: 'validation.required' } : undefined;
}

/** Checks a one-time code of six digits. */
export function checkCode(value: string): FieldProblem | undefined {
  if (value.trim() === '') return { key: 'validation.required' };
  return isCode(value.trim()) ? undefined : { key: 'validation.code', values: { length: CODE_LENGTH } };
}

/** The problems of a form, without the fields that passed. */
export function collectProblems(
  checks: Record<string, FieldProblem | undefined>,
): Record<string, FieldProblem> {
  const result: Record<string, FieldProblem> = {};
  for (const [field, problem] of Object.entries(checks)) if (problem) result[field] = problem;
  return result;
}

import { SignUpPreferencesSchema, v1Public } from '@ailab/core/contract/accounts/v1-public';
import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** Checks the fields given against the sign-up rules; fields not sent are not checked. */
export function validateSignUpFields(fields: Record<string, string | undefined>, t: TFunction) {
  const full = v1Public.signUp.body;
  const sent = Object.keys(fields).filter((key) => fields[key] !== undefined);
  const partial = z.object(
    Object.fromEntries(sent.map((key) => [key, full.shape[key as keyof typeof full.shape]])),
  );
  const parsed = partial.safeParse(fields);
  const issues = parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues, t, fields);
  return { valid: issues.length === 0, issues };
}

/** Checks a preferences selection against the sign-up preference rules. */
export function validatePreferences(preferences: unknown, t: TFunction) {
  const candidate = preferences ?? {};
  const parsed = SignUpPreferencesSchema.safeParse(candidate);
  const issues = parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues, t, candidate);
  return { valid: issues.length === 0, issues };
}

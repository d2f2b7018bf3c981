import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/api-error';

/**
 * Field messages of a form checked with the contract's own zod schema before
 * sending, then the server's field messages after a failed call.
 */
export function useContractErrors(serverError: unknown) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = fieldErrors(serverError);
  const errorFor = (field: string): string | undefined => local[field] ?? server[field];
  /** Checks `value` against `schema`; stores the translated problems and answers true when there are none. */
  const check = (schema: z.ZodType, value: unknown): boolean => {
    const parsed = schema.safeParse(value);
    const issues = parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues, t, value);
    setLocal(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
    return parsed.success;
  };
  return { errorFor, check };
}

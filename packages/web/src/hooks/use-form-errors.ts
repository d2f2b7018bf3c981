import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../lib/api-error';
import type { FieldProblem } from '../lib/validation';

/**
 * Field messages of a form: local problems found before sending, then the
 * server's (already translated) field messages after a failed call. `live` holds the current
 * problem of fields checked as the user types: a message found on submit follows it, so a stale
 * "Use at least 10 characters." goes away once the password is long enough.
 */
export function useFormErrors(serverError: unknown, live: Record<string, FieldProblem | undefined> = {}) {
  const { t } = useTranslation('web');
  const [local, setLocal] = useState<Record<string, FieldProblem>>({});
  const server = fieldErrors(serverError);
  const errorFor = (field: string): string | undefined => {
    const found = local[field];
    const problem = found && field in live ? live[field] : found;
    if (found) return problem ? t(problem.key, problem.values) : undefined;
    return server[field];
  };
  /** Stores the local problems and answers true when there are none. */
  const validate = (problems: Record<string, FieldProblem>): boolean => {
    setLocal(problems);
    return Object.keys(problems).length === 0;
  };
  return { errorFor, validate };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../lib/api-error';
import type { FieldProblem } from '../lib/validation';

/**
 * Field messages of a form: local problems found before sending, then the
 * server's (already translated) field messages after a failed call.
 */
export function useFormErrors(serverError: unknown) {
  const { t } = useTranslation('web');
  const [local, setLocal] = useState<Record<string, FieldProblem>>({});
  const server = fieldErrors(serverError);
  const errorFor = (field: string): string | undefined => {
    const problem = local[field];
    if (problem) return t(problem.key, problem.values);
    return server[field];
  };
  /** Stores the local problems and answers true when there are none. */
  const validate = (problems: Record<string, FieldProblem>): boolean => {
    setLocal(problems);
    return Object.keys(problems).length === 0;
  };
  return { errorFor, validate };
}

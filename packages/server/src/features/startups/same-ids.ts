import { AppError } from '../../http/app-error';

/** Refuses a new order that does not list every current id exactly once (409, "reload and try again"). */
export function requireSameIds(current: readonly string[], wanted: readonly string[]): void {
  const a = [...current].sort();
  const b = [...wanted].sort();
  if (a.length !== b.length || a.some((id, index) => id !== b[index]))
    throw new AppError('CONFLICT', { messageKey: 'startups:errors.reorderMismatch' });
}

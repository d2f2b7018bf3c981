import type { FieldIssue } from '@ailab/core/errors/error-body';
import { fieldMessage } from '@ailab/core/errors/field-issues';
import type { TFunction } from 'i18next';
import { AppError } from '../http/app-error';

/** A unique-constraint violation, the same on both databases: which columns (or index) refused the row. */
export interface UniqueViolation {
  /** Column names when the database names them (`email`, `user_name`), else empty. */
  columns: string[];
  /** The constraint or index name when the database gives one (`users_user_name_unique_idx`). */
  constraint: string | undefined;
}

interface DriverError {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

const SQLITE_UNIQUE = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const POSTGRES_UNIQUE = '23505';

/** Reads a SQLite message: `UNIQUE constraint failed: users.email, users.x` or `…: index 'name'`. */
function fromSqlite(message: string): UniqueViolation {
  const detail = message.split('failed:')[1]?.trim() ?? '';
  const index = /^index '([^']+)'/.exec(detail);
  if (index) return { columns: [], constraint: index[1] };
  const columns = detail
    .split(',')
    .map((part) => part.trim().split('.').at(-1) ?? '')
    .filter(Boolean);
  return { columns, constraint: undefined };
}

/** Reads PostgreSQL's detail: `Key (email)=(a@b) already exists.` or `Key (lower((user_name)::text))=…`. */
function fromPostgres(error: DriverError): UniqueViolation {
  const detail = typeof error.detail === 'string' ? error.detail : '';
  const keys = /^Key \((.*?)\)=\(/.exec(detail)?.[1] ?? '';
  const columns = [...keys.matchAll(/\(?([a-z_][a-z0-9_]*)\)?(?:::[a-z]+)?/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== '' && name !== 'lower' && name !== 'text');
  return { columns, constraint: typeof error.constraint === 'string' ? error.constraint : undefined };
}

/** The unique violation `error` is, on SQLite or PostgreSQL, or undefined for any other error. */
export function uniqueViolation(error: unknown): UniqueViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const driver = error as DriverError;
  if (typeof driver.code === 'string' && SQLITE_UNIQUE.has(driver.code))
    return fromSqlite(typeof driver.message === 'string' ? driver.message : '');
  if (driver.code === POSTGRES_UNIQUE) return fromPostgres(driver);
  return undefined;
}

/** True when `violation` is about `target`: a column name or (part of) the constraint / index name. */
export function violates(violation: UniqueViolation, target: string): boolean {
  return violation.columns.includes(target) || (violation.constraint?.includes(target) ?? false);
}

/**
 * Runs a write; when it breaks a unique constraint, answers `onConflict(violation)`
 * instead (the idempotent result, a retry, or an AppError). Other errors pass through.
 * On PostgreSQL a violation aborts the transaction, so wrap the whole transaction, not a statement in it.
 */
export async function onUniqueViolation<T>(
  write: () => Promise<T>,
  onConflict: (violation: UniqueViolation) => Promise<T> | T,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    return onConflict(violation);
  }
}

/** The 409 CONFLICT for a taken value, naming the field beside which a form shows it. */
export function conflictError(field: string, t: TFunction): AppError {
  const issue: FieldIssue = { field, code: 'taken', message: fieldMessage(t, 'taken', field) };
  return new AppError('CONFLICT', { fields: [issue] });
}

/** Runs a write; a unique violation becomes 409 CONFLICT naming `field` (or the column the database named). */
export function insertOrConflict<T>(write: () => Promise<T>, field: string, t: TFunction): Promise<T> {
  return onUniqueViolation(write, () => {
    throw conflictError(field, t);
  });
}

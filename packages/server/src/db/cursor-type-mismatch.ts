/**
 * True when PostgreSQL refused a value for its column's type: SQLSTATE class 22 (data exception:
 * `invalid input syntax for type integer`, a numeric or date out of range) or 42804/42883 (a
 * datatype mismatch, no operator for the pair). SQLite compares any value with any other, so it
 * never answers these.
 */
export function isValueTypeMismatch(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (/^22...$/.test(code) || code === '42804' || code === '42883');
}

import { AppError } from '../../../http/app-error';

/**
 * One page of a list ranked in memory (by a computed score, which no index can order): the cursor
 * is the offset, bound to the list's name so a cursor of another list is INVALID_CURSOR.
 */
export function offsetPage<T>(
  name: string,
  items: readonly T[],
  cursor: string | undefined,
  limit: number,
): { items: T[]; next_cursor: string | null; total: number } {
  let offset = 0;
  if (cursor !== undefined) {
    try {
      const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
        n?: unknown;
        o?: unknown;
      };
      if (parsed.n !== name || typeof parsed.o !== 'number' || !Number.isInteger(parsed.o) || parsed.o < 0)
        throw new Error('foreign cursor');
      offset = parsed.o;
    } catch {
      throw new AppError('INVALID_CURSOR');
    }
  }
  const page = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? offset + limit : null;
  return {
    items: page,
    next_cursor:
      next === null ? null : Buffer.from(JSON.stringify({ n: name, o: next })).toString('base64url'),
    total: items.length,
  };
}

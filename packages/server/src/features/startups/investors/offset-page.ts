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
      // The keyset cursors' envelope (`db/keyset-page.ts`): the list's name and its values, here the offset.
      const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
        s?: unknown;
        v?: unknown;
      };
      const [value] = Array.isArray(parsed.v) && parsed.v.length === 1 ? parsed.v : [];
      if (parsed.s !== name || typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
        throw new Error('foreign cursor');
      offset = value;
    } catch {
      throw new AppError('INVALID_CURSOR');
    }
  }
  const page = items.slice(offset, offset + limit);
  const next = offset + limit < items.length ? offset + limit : null;
  return {
    items: page,
    next_cursor:
      next === null ? null : Buffer.from(JSON.stringify({ s: name, v: [next] })).toString('base64url'),
    total: items.length,
  };
}

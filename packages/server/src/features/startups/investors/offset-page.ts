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
  const offset = readOffsetCursor(name, cursor);
  return {
    items: items.slice(offset, offset + limit),
    next_cursor: nextOffsetCursor(name, offset, limit, items.length),
    total: items.length,
  };
}

/** The offset a cursor of the list `name` stands for (0 without one); a foreign or forged one is INVALID_CURSOR. */
export function readOffsetCursor(name: string, cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    // The keyset cursors' envelope (`db/keyset-page.ts`): the list's name and its values, here the offset.
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      s?: unknown;
      v?: unknown;
    };
    const [value] = Array.isArray(parsed.v) && parsed.v.length === 1 ? parsed.v : [];
    if (parsed.s !== name || typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new Error('foreign cursor');
    return value;
  } catch {
    throw new AppError('INVALID_CURSOR');
  }
}

/** The cursor of the page after `offset`, or null at the end. */
export function nextOffsetCursor(name: string, offset: number, limit: number, total: number): string | null {
  const next = offset + limit < total ? offset + limit : null;
  return next === null ? null : Buffer.from(JSON.stringify({ s: name, v: [next] })).toString('base64url');
}

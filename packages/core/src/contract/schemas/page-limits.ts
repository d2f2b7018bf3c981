// Plain constants without zod, so start-up code (the CLI's command tree) can read them cheaply.

/** Items per page when a list request names no `limit`. */
export const LIST_DEFAULT_LIMIT = 20;
/** The most items one page may hold. */
export const LIST_MAX_LIMIT = 100;
/** The longest free-text `query` a list accepts. */
export const LIST_QUERY_MAX_LENGTH = 200;
/** The longest `cursor` a list accepts; real cursors are far shorter. */
export const LIST_CURSOR_MAX_LENGTH = 1024;
/** The most rows one bulk request may carry; clients split larger imports into batches. */
export const BULK_MAX_ROWS = 500;

/** One page of a list as clients receive it. */
export interface ListPage<T> {
  items: T[];
  next_cursor: string | null;
  total: number;
}

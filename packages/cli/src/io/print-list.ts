import type { ListPage } from '@ailab/core/contract/schemas/page-limits';
import type { Translate } from '../i18n/translator';
import type { IOStreams } from './io-streams';
import { printJson } from './json-output';
import { formatTable } from './table';

/** One column of a list: its header (already translated) and how to show an item's value. */
export interface ListColumn<T> {
  header: string;
  value: (item: T) => string | number | boolean | null | undefined;
}

/** What printing a list needs from the factory. */
export interface ListOutput {
  io: IOStreams;
  t: Translate;
  json: boolean;
}

/** A cell on one line: tabs and line breaks would break TSV rows and table alignment. */
function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  return String(value).replace(/[\t\r\n]+/g, ' ');
}

/**
 * Prints a list the way every list command does: with `--json` the page
 * object (`{ items, next_cursor, total }`) as the server answers it; otherwise
 * a table with headers on a terminal and header-less TSV when piped. An empty
 * list prints nothing on stdout and "No results found!" on stderr.
 *
 * @example
 * ```ts
 * printList(f, page, [
 *   { header: f.t('audit.list.columns.time'), value: (entry) => entry.createdAt },
 *   { header: f.t('audit.list.columns.action'), value: (entry) => entry.action },
 * ]);
 * ```
 */
export function printList<T>(output: ListOutput, page: ListPage<T>, columns: readonly ListColumn<T>[]): void {
  const { io, t } = output;
  if (output.json) {
    printJson(io, page);
    return;
  }
  if (page.items.length === 0) {
    io.info(t('common:noResults'));
    return;
  }
  const rows = page.items.map((item) => columns.map((column) => cell(column.value(item))));
  io.print(
    formatTable(
      columns.map((column) => column.header),
      rows,
      io.tableWidth,
      io.out.bold,
    ),
  );
  // More exist: a cursor to follow, or a whole-list answer cut by -L (`services/page-from-items.ts`).
  if (io.stdoutIsTTY && (page.next_cursor !== null || page.items.length < page.total)) {
    io.info(io.err.dim(t('list.more', { shown: page.items.length, total: page.total })));
  }
}

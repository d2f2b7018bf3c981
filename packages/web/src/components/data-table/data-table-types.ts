import type { ReactNode } from 'react';

/** One column of a `DataTable`. */
export interface DataTableColumn<T> {
  /** Unique within the table. */
  id: string;
  /** The header, already translated. */
  header: string;
  /** What a cell shows. */
  cell: (row: T) => ReactNode;
  /** The list's sort key (the `sort` value without `-`); makes the header a sort button. */
  sortKey?: string;
  /** Classes of the header and cells, e.g. `text-right tabular-nums` or a width. */
  className?: string;
  /** Leave the column out of the stacked card shown on phones (e.g. an avatar already in the title). */
  hideOnCard?: boolean;
  /**
   * The row's action buttons: on a phone's card they sit in a footer below the fields, without the
   * header beside them (a button does not line up with a field's text).
   */
  actions?: boolean;
}

/** Where a list's data stands, as TanStack Query reports it. */
export type DataTableStatus = 'pending' | 'error' | 'success';

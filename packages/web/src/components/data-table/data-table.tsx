import {
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPagination } from '../../lib/list-query';
import { EmptyState } from '../states/empty-state';
import { ErrorState } from '../states/error-state';
import { LoadingSkeleton } from '../states/loading-skeleton';
import { cn } from '../ui/cn';
import { DataTableCards } from './data-table-cards';
import { DataTablePagination } from './data-table-pagination';
import type { DataTableColumn, DataTableStatus } from './data-table-types';
import { SelectCheckbox } from './select-checkbox';
import { SelectionBar } from './selection-bar';
import { SortHeader } from './sort-header';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

interface DataTableProps<T extends RowData> {
  /** Names the table for screen readers (a visually hidden caption). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  status: DataTableStatus;
  error?: unknown;
  onRetry?: () => void;
  /** The list's current `sort` value (`"name"`, `"-created_at"`); sorting happens on the server. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Shows checkboxes; the bar renders these actions for the selected rows. */
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  pagination?: ListPagination;
  /** Replaces the default "No results found!" state. */
  empty?: ReactNode;
  /** The title line of each phone card; defaults to the first column. */
  cardTitle?: (row: T) => ReactNode;
}

function sortingOf(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

/**
 * The list table of every screen, on TanStack Table: server-side sort by the
 * list's sort keys (headers carry aria-sort), optional row selection with a
 * bulk-action bar, Previous/Next over cursors, and designed loading, empty and
 * error states. Below 640 px the rows become stacked cards.
 *
 * @example
 * <DataTable label={t('users.title')} columns={columns} rows={list.items} getRowId={(u) => u.id}
 *   status={list.query.status} error={list.query.error} onRetry={() => list.query.refetch()}
 *   sort={sort} onSortChange={setSort} pagination={list.pagination}
 *   bulkActions={(selected, clear) => <Button onClick={...}>Disable</Button>} />
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, rows, getRowId, status, pagination, bulkActions } = props;
  const { t } = useTranslation();
  const selectable = bulkActions !== undefined;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // A new page or a refetch after a bulk action starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clearing is the reaction to new rows
  useEffect(() => setRowSelection({}), [rows]);

  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.sortKey ?? column.id,
        header: column.header,
        accessorFn: (row: T) => row,
        cell: (info) => column.cell(info.row.original),
        enableSorting: column.sortKey !== undefined && props.onSortChange !== undefined,
      })),
    [columns, props.onSortChange],
  );
  const sorting = sortingOf(props.sort);
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as T[],
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && props.onSortChange) props.onSortChange(first.desc ? `-${first.id}` : first.id);
    },
    enableRowSelection: selectable,
    onRowSelectionChange: setRowSelection,
  });

  if (status === 'pending') return <LoadingSkeleton count={Math.min(pagination?.pageSize ?? 5, 8)} />;
  if (status === 'error') return <ErrorState error={props.error} onRetry={props.onRetry} />;
  if (rows.length === 0) {
    return (
      <>
        {props.empty ?? <EmptyState description={t('common:list.emptyHint')} />}
        {pagination?.hasPrevious ? <DataTablePagination pagination={pagination} label={props.label} /> : null}
      </>
    );
  }

  const tableRows = table.getRowModel().rows;
  const selected = tableRows.filter((row) => row.getIsSelected()).map((row) => row.original);
  const columnById = new Map(columns.map((column) => [column.sortKey ?? column.id, column]));
  return (
    <div className="w-full min-w-0">
      {selectable && selected.length > 0 ? (
        <SelectionBar count={selected.length} onClear={() => setRowSelection({})}>
          {bulkActions(selected, () => setRowSelection({}))}
        </SelectionBar>
      ) : null}
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{props.label}</caption>
          <thead className="border-b border-line text-xs font-semibold uppercase tracking-wide text-ink-subtle">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable ? (
                  <th scope="col" className="w-10 px-3 py-3">
                    <SelectCheckbox
                      label={t('common:list.selectAll')}
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const column = columnById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        header.column.getCanSort()
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn('px-3 py-3', column?.className)}
                    >
                      {header.column.getCanSort() ? (
                        <SortHeader
                          label={column?.header ?? ''}
                          sorted={sorted}
                          onToggle={() => header.column.toggleSorting(sorted === 'asc')}
                        />
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-line">
            {tableRows.map((row, index) => (
              <tr
                key={row.id}
                aria-selected={selectable ? row.getIsSelected() : undefined}
                className="text-ink-muted hover:bg-surface-muted aria-selected:bg-brand-50 dark:aria-selected:bg-brand-950/40"
              >
                {selectable ? (
                  <td className="px-3 py-3">
                    <SelectCheckbox
                      label={t('common:list.selectRow', { row: index + 1 })}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                ) : null}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cn('px-3 py-3', columnById.get(cell.column.id)?.className)}>
                    {/* The column's cell is called, not mounted as a component: screens build their
                        columns on every render, and a new component type would remount the cell and
                        lose its state (an open confirmation, a sync result). */}
                    {columnById.get(cell.column.id)?.cell(row.original)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DataTableCards
        label={props.label}
        columns={columns}
        rows={tableRows.map((row) => ({
          id: row.id,
          original: row.original,
          selected: row.getIsSelected(),
          toggle: () => row.toggleSelected(),
        }))}
        selectable={selectable}
        cardTitle={props.cardTitle}
      />
      {pagination ? <DataTablePagination pagination={pagination} label={props.label} /> : null}
    </div>
  );
}

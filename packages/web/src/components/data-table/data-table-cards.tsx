import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';
import { SelectCheckbox } from './select-checkbox';

interface CardRow<T> {
  id: string;
  original: T;
  selected: boolean;
  toggle: () => void;
}

interface DataTableCardsProps<T> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly CardRow<T>[];
  selectable: boolean;
  cardTitle?: (row: T) => ReactNode;
}

/** The table's rows as stacked cards, shown below 640 px instead of the table (no sideways scrolling). */
export function DataTableCards<T>({ label, columns, rows, selectable, cardTitle }: DataTableCardsProps<T>) {
  const { t } = useTranslation();
  const [first, ...rest] = columns;
  const shown = (cardTitle ? columns : rest).filter((column) => !column.hideOnCard);
  const fields = shown.filter((column) => !column.actions);
  const actions = shown.filter((column) => column.actions);
  return (
    <ul aria-label={label} className="space-y-3 sm:hidden">
      {rows.map((row, index) => (
        <li key={row.id} className="min-w-0 rounded-xl border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start gap-3">
            {selectable ? (
              <SelectCheckbox
                label={t('common:list.selectRow', { row: index + 1 })}
                checked={row.selected}
                onChange={row.toggle}
              />
            ) : null}
            <div className="min-w-0 flex-1 break-words font-semibold text-ink">
              {cardTitle ? cardTitle(row.original) : first?.cell(row.original)}
            </div>
          </div>
          <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {fields.map((column) => (
              <div key={column.id} className="contents">
                <dt className="text-ink-subtle">{column.header}</dt>
                <dd className="min-w-0 break-words text-ink">{column.cell(row.original)}</dd>
              </div>
            ))}
          </dl>
          {actions.length > 0 ? (
            <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3 empty:hidden">
              {actions.map((column) => (
                <Fragment key={column.id}>{column.cell(row.original)}</Fragment>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

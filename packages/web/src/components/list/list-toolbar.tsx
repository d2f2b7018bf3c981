import type { ReactNode } from 'react';
import { cn } from '../ui/cn';
import { SearchField } from '../ui/search-field';
import { SelectField, type SelectOption } from '../ui/select-field';

interface ListToolbarProps<S extends string> {
  /** The search box; its value is the search in effect (kept in the URL by the screen). */
  search?: { label: string; placeholder?: string; value: string; onSearch(value: string): void };
  /** Filter selects (`SelectField` with `hideLabel`) and other controls, after the search. */
  filters?: ReactNode;
  /** The sort select, last. */
  sort?: { label: string; value: S; options: readonly SelectOption<S>[]; onChange(value: S): void };
  className?: string;
}

/**
 * The controls above a list: search first (it takes the room it needs), then filters, then sort;
 * stacked on a phone, one row from `sm`. Screens keep every value in the URL with
 * `useListSearchParams`, so a filtered list can be shared and survives a reload.
 */
export function ListToolbar<S extends string>({ search, filters, sort, className }: ListToolbarProps<S>) {
  return (
    <search className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end', className)}>
      {search ? (
        <SearchField
          className="min-w-0 sm:min-w-56 sm:flex-[2]"
          label={search.label}
          hideLabel
          placeholder={search.placeholder}
          value={search.value}
          onSearch={search.onSearch}
        />
      ) : null}
      {filters ? (
        <div className="contents [&>*]:min-w-0 sm:[&>*]:min-w-40 sm:[&>*]:flex-1">{filters}</div>
      ) : null}
      {sort ? (
        <SelectField
          className="min-w-0 sm:min-w-40 sm:flex-1"
          label={sort.label}
          hideLabel
          value={sort.value}
          onValueChange={sort.onChange}
          options={sort.options}
        />
      ) : null}
    </search>
  );
}

import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPagination } from '../../lib/list-query';
import { renderApp } from '../../testing/render-app';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';

interface Person {
  id: string;
  name: string;
  email: string;
}
const PEOPLE: Person[] = [
  { id: 'p1', name: 'Ana Ruiz', email: 'ana@lab.mx' },
  { id: 'p2', name: 'Bruno Sato', email: 'bruno@lab.jp' },
  { id: 'p3', name: 'Carla Díaz', email: 'carla@lab.mx' },
];
const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name, sortKey: 'name' },
  { id: 'email', header: 'Email', cell: (person) => person.email, sortKey: 'email' },
  { id: 'actions', header: 'Actions', cell: (person) => <a href={`/people/${person.id}`}>Open</a> },
];

type TableProps = Parameters<typeof DataTable<Person>>[0];
const BASE: TableProps = {
  label: 'People',
  columns: COLUMNS,
  rows: PEOPLE,
  getRowId: (person) => person.id,
  status: 'success',
};

/** The table of PEOPLE, loaded, with the given props on top. */
function renderTable(props: Partial<TableProps> = {}) {
  return renderApp(
    <DataTable
      label="People"
      columns={COLUMNS}
      rows={PEOPLE}
      getRowId={(person) => person.id}
      status="success"
      {...props}
    />,
  );
}

function pagination(overrides: Partial<ListPagination> = {}): ListPagination {
  return {
    pageIndex: 1,
    pageSize: 3,
    pageItems: 3,
    total: 8,
    hasPrevious: true,
    hasNext: true,
    previous: vi.fn(),
    next: vi.fn(),
    ...overrides,
  };
}

function SortedTable({ onSort }: { onSort: (sort: string) => void }) {
  const [sort, setSort] = useState('name');
  return (
    <DataTable
      {...BASE}
      sort={sort}
      onSortChange={(next) => {
        onSort(next);
        setSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders a captioned table with aria-sort on sortable headers and sorts on the server', () => {
    const onSort = vi.fn();
    renderApp(<SortedTable onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'People' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['ascending', 'none', null]);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('-name');
    expect(within(table).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Email' }));
    expect(onSort).toHaveBeenLastCalledWith('email');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('aria-sort')),
    ).toEqual(['none', 'ascending', null]);
  });

  it('selects rows and hands the selection to the bulk-action bar', () => {
    const act = vi.fn();
    renderTable({
      bulkActions: (selected, clear) => (
        <button
          type="button"
          onClick={() => {
            act(selected.map((person) => person.id));
            clear();
          }}
        >
          Disable
        </button>
      ),
    });
    const table = screen.getByRole('table', { name: 'People' });
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByRole('region', { name: '1 selected' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('region', { name: '3 selected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(act).toHaveBeenCalledWith(['p1', 'p2', 'p3']);
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
  });

  it('pages with Previous and Next and says where it is', () => {
    const pages = pagination();
    renderTable({ pagination: pages });
    const nav = screen.getByRole('navigation', { name: 'People: pages' });
    expect(nav.textContent).toContain('4–6 of 8');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(pages.next).toHaveBeenCalledOnce();
    expect(pages.previous).toHaveBeenCalledOnce();
  });

  it('disables Next on the last page and Previous on the first', () => {
    renderTable({ pagination: pagination({ pageIndex: 0, hasPrevious: false, hasNext: false, total: 3 }) });
    const nav = screen.getByRole('navigation', { name: 'People: pages' });
    expect((within(nav).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the rows as cards for phones, with every column labelled', () => {
    renderTable();
    const cards = screen.getByRole('list', { name: 'People' });
    expect(cards.className).toContain('sm:hidden');
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]?.textContent).toContain('Bruno Sato');
    expect(within(items[1] as HTMLElement).getByText('Email')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('bruno@lab.jp')).toBeTruthy();
  });

  it("puts a row's actions in the card's footer, without the column's header beside them", () => {
    renderTable({
      columns: COLUMNS.map((column) =>
        column.id === 'actions'
          ? {
              ...column,
              actions: true,
              cell: (person: Person) => (person.id === 'p2' ? null : column.cell(person)),
            }
          : column,
      ),
    });
    const items = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    const first = items[0] as HTMLElement;
    expect(within(first).queryByText('Actions')).toBeNull();
    const footer = within(first).getByRole('link', { name: 'Open' }).parentElement as HTMLElement;
    expect(footer.tagName).toBe('DIV');
    expect(footer.closest('dl')).toBeNull();
    // A row without actions has an empty footer, which the kit hides (`empty:hidden`).
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    const secondFooter = (items[1] as HTMLElement).lastElementChild as HTMLElement;
    expect(secondFooter.className).toContain('empty:hidden');
    expect(secondFooter.childElementCount).toBe(0);
  });

  it('shows the loading, empty and error states', () => {
    const onRetry = vi.fn();
    const view = renderTable({ rows: [], status: 'pending' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    view.unmount();
    const empty = renderTable({ rows: [] });
    expect(screen.getByText('No results found!')).toBeTruthy();
    empty.unmount();
    renderTable({ rows: [], status: 'error', error: new Error('x'), onRetry });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

/** A cell with state of its own: it counts its clicks. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

/** A screen that builds its columns on every render, as screens do, and re-renders on demand. */
function Rebuilding() {
  const [renders, setRenders] = useState(0);
  const columns: DataTableColumn<Person>[] = [
    { id: 'name', header: 'Name', cell: (person) => person.name },
    { id: 'counter', header: 'Counter', cell: () => <Counter /> },
  ];
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <DataTable
        label="People"
        columns={columns}
        rows={PEOPLE}
        getRowId={(person) => person.id}
        status="success"
      />
    </>
  );
}

describe('DataTable cells', () => {
  it('keep their state when the screen re-renders with new column objects (a refetch, a sync result)', () => {
    renderApp(<Rebuilding />);
    const table = screen.getByRole('table');
    const first = within(table).getAllByRole('button', { name: 'Clicked 0' })[0];
    if (!first) throw new Error('no counter');
    fireEvent.click(first);
    expect(within(table).getAllByRole('button', { name: 'Clicked 1' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(within(table).getAllByRole('button', { name: 'Clicked 1' })).toHaveLength(1);
  });
});

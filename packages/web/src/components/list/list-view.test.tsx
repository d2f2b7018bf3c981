import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { ListView, type ListViewQuery } from './list-view';

const query = (status: ListViewQuery['status'], refetch = vi.fn()): ListViewQuery => ({
  status,
  error: new TypeError('fetch failed'),
  isFetching: false,
  refetch,
});
const items = (list: string[]) => (rows: readonly string[]) => (
  <ul>
    {rows.map((row) => (
      <li key={row}>{row}</li>
    ))}
    {list.length}
  </ul>
);

describe('ListView', () => {
  it('shows a skeleton while pending and the error with Try again', () => {
    const { unmount } = renderApp(
      <ListView query={query('pending')} items={[]}>
        {items([])}
      </ListView>,
    );
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    unmount();
    const refetch = vi.fn();
    renderApp(
      <ListView query={query('error', refetch)} items={[]}>
        {items([])}
      </ListView>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says "No results found!" with Clear filters for a search, and the designed empty state otherwise', () => {
    const onClear = vi.fn();
    const { unmount } = renderApp(
      <ListView query={query('success')} items={[]} filtered onClearFilters={onClear}>
        {items([])}
      </ListView>,
    );
    expect(screen.getByRole('status').textContent).toContain('No results found!');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    unmount();
    renderApp(
      <ListView query={query('success')} items={[]} empty={{ title: 'No sources yet' }}>
        {items([])}
      </ListView>,
    );
    expect(screen.getByRole('status').textContent).toContain('No sources yet');
  });

  it('renders the items once there are some', () => {
    renderApp(
      <ListView query={query('success')} items={['a', 'b']}>
        {(rows) => <p>{rows.join(',')}</p>}
      </ListView>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });

  it('keeps the rows shown when only the next page failed (LoadMore shows that failure)', () => {
    const failedMore = { ...query('error'), isFetchNextPageError: true };
    const { unmount } = renderApp(
      <ListView query={failedMore} items={['a', 'b']}>
        {(rows) => <p>{rows.join(',')}</p>}
      </ListView>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    renderApp(
      <ListView query={query('error')} items={['a', 'b']}>
        {(rows) => <p>{rows.join(',')}</p>}
      </ListView>,
    );
    expect(screen.queryByText('a,b')).toBeNull();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { LoadMore, type LoadMoreQuery } from './load-more';

type Props = ComponentProps<typeof LoadMore>;

const query = (patch: Partial<LoadMoreQuery> = {}): LoadMoreQuery => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  error: null,
  fetchNextPage: vi.fn(),
  ...patch,
});

interface Handle {
  set?: (props: Props) => void;
}

/** LoadMore with props that a test changes in place (RTL's rerender would drop the providers and remount). */
function Host({ initial, handle }: { initial: Props; handle: Handle }) {
  const [props, setProps] = useState(initial);
  handle.set = setProps;
  return <LoadMore {...props} />;
}

function renderLoadMore(initial: Props) {
  const handle: Handle = {};
  renderApp(<Host initial={initial} handle={handle} />);
  return { rerender: (props: Props) => act(() => handle.set?.(props)) };
}

describe('LoadMore', () => {
  it('asks for the next page, stays focused and busy while it loads, and announces the new rows', () => {
    const fetchNextPage = vi.fn();
    const view = renderLoadMore({ query: query({ fetchNextPage }), shown: 12, total: 30 });
    expect(screen.getByText('Showing 12 of 30')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    fireEvent.click(button);
    expect(fetchNextPage).toHaveBeenCalledOnce();

    view.rerender({ query: query({ fetchNextPage, isFetchingNextPage: true }), shown: 12, total: 30 });
    const busy = screen.getByRole('button', { name: 'Load more' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    // Not `disabled`: a disabled button would drop the keyboard's place.
    expect(busy.hasAttribute('disabled')).toBe(false);
    fireEvent.click(busy);
    expect(fetchNextPage).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(busy);

    view.rerender({ query: query({ fetchNextPage }), shown: 24, total: 30 });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('status').textContent).toBe('12 more items loaded: 24 of 30 shown.');
    expect(screen.getByText('Showing 24 of 30')).toBeTruthy();
  });

  it('moves focus to the end-of-list line when the last page removes the button', () => {
    const fetchNextPage = vi.fn();
    const view = renderLoadMore({ query: query({ fetchNextPage }), shown: 24, total: 30 });
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    fireEvent.click(button);
    view.rerender({ query: query({ fetchNextPage, isFetchingNextPage: true }), shown: 24, total: 30 });
    view.rerender({ query: query({ fetchNextPage, hasNextPage: false }), shown: 30, total: 30 });
    expect(screen.queryByRole('button')).toBeNull();
    const end = screen.getByText('That is everything: all 30 shown.');
    expect(document.activeElement).toBe(end);
    expect(screen.getByRole('status').textContent).toBe('6 more items loaded: 30 of 30 shown.');
  });

  it('shows a failed page with Try again, which asks for the same page again', () => {
    const fetchNextPage = vi.fn();
    renderLoadMore({
      query: query({ fetchNextPage, isFetchNextPageError: true, error: new TypeError('fetch failed') }),
      shown: 12,
      label: 'Show more sessions',
    });
    expect(screen.getByRole('alert').textContent).toContain('More items could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    // Without a total there is no "N of M".
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('says nothing at the end of a list that was never extended, and starts over with new filters', () => {
    const fetchNextPage = vi.fn();
    const view = renderLoadMore({ query: query({ hasNextPage: false }), shown: 5, total: 5 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/That is/)).toBeNull();
    view.rerender({ query: query({ fetchNextPage }), shown: 12, total: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    view.rerender({ query: query({ fetchNextPage }), shown: 24, total: 40 });
    expect(screen.getByRole('status').textContent).not.toBe('');
    // New filters: a shorter, fresh first page; the announcement and the "extended" state reset.
    view.rerender({ query: query({ hasNextPage: false }), shown: 3, total: 3 });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(/That is/)).toBeNull();
  });
});

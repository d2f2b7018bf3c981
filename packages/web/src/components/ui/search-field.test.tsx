import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { SearchField } from './search-field';

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once typing pauses, with the trimmed text, and clears at once', () => {
    const onSearch = vi.fn();
    renderApp(<SearchField label="Search users" value="" onSearch={onSearch} delayMs={300} />);
    const box = screen.getByLabelText('Search users');
    fireEvent.change(box, { target: { value: ' ana' } });
    fireEvent.change(box, { target: { value: ' ana ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ana');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows a search changed from outside (the URL)', () => {
    const onSearch = vi.fn();
    const view = renderApp(<SearchField label="Search" value="first" onSearch={onSearch} />);
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('first');
    view.rerender(<SearchField label="Search" value="" onSearch={onSearch} />);
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});

import { ApiError } from '@ailab/core/errors/api-error';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingSkeleton } from './loading-skeleton';

describe('EmptyState', () => {
  it('says "No results found!" by default', () => {
    renderApp(<EmptyState />);
    expect(screen.getByRole('status').textContent).toContain('No results found!');
  });

  it('shows a custom title, description and action', () => {
    renderApp(
      <EmptyState
        title="No courses yet"
        description="Create the first one."
        action={<button type="button">Create</button>}
      />,
    );
    expect(screen.getByText('No courses yet')).toBeTruthy();
    expect(screen.getByText('Create the first one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.queryByText('No results found!')).toBeNull();
  });
});

describe('LoadingSkeleton', () => {
  it('announces loading and draws the requested rows or cards', () => {
    const { container, unmount } = renderApp(<LoadingSkeleton count={3} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(container.querySelectorAll('[data-skeleton="row"]')).toHaveLength(3);
    unmount();
    const cards = renderApp(<LoadingSkeleton variant="cards" count={4} />);
    expect(cards.container.querySelectorAll('[data-skeleton="card"]')).toHaveLength(4);
  });
});

describe('ErrorState', () => {
  it("shows the server's translated message and retries", () => {
    const onRetry = vi.fn();
    const error = new ApiError('INVALID_CURSOR', 'The list position is not valid.');
    renderApp(<ErrorState error={error} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('The list position is not valid.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('falls back to the generic message for other failures and hides Retry without a handler', () => {
    renderApp(<ErrorState error={new TypeError('fetch failed')} />);
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

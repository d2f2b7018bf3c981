import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('is the page heading and names the tab after it', async () => {
    renderApp(<PageHeader title="My Learning" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Learning' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My Learning · AI Lab'));
  });
});

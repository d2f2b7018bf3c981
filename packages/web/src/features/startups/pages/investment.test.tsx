import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { Component as Investment } from './investment';

describe('/investment for a visitor (no dead end)', () => {
  it('says what the investor desk gives and how to get it, and links to the startups raising', async () => {
    renderApp(<Investment />, '/investment');
    expect(await screen.findByRole('heading', { level: 1, name: 'For investors' })).toBeTruthy();
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Pitches ranked for your thesis',
      'A pipeline of your own',
      'Intros founders agree to',
      'How to get investor access',
    ]);
    expect(screen.getByRole('link', { name: 'See who is raising' }).getAttribute('href')).toBe(
      '/fundraising',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});

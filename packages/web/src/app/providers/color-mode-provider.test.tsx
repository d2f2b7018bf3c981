import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { createTestServices } from '../../testing/test-services';
import { TooltipTestProvider } from '../../testing/tooltip-test-provider';
import { ColorModeProvider } from './color-mode-provider';
import { ServicesProvider } from './services-provider';

function renderToggle() {
  return render(
    // Over localStorage, so the tests see what the provider stores and read what they store.
    <ServicesProvider services={createTestServices(localStorage)}>
      <TooltipTestProvider>
        <ColorModeProvider>
          <ColorModeToggle />
        </ColorModeProvider>
      </TooltipTestProvider>
    </ServicesProvider>,
  );
}

describe('colour mode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('dark');
  });

  it('starts light even when the system prefers dark', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
    renderToggle();
    expect(screen.getByTestId('color-mode-toggle').dataset.mode).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('stores the choice and applies the dark class', () => {
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('colorMode')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });

  it('reads a stored dark mode', () => {
    localStorage.setItem('colorMode', 'dark');
    renderToggle();
    expect(screen.getByTestId('color-mode-toggle').dataset.mode).toBe('dark');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { i18n } from '../../lib/i18n';
import { TooltipTestProvider } from '../../testing/tooltip-test-provider';
import { ColorModeProvider } from './color-mode-provider';

function renderToggle() {
  return render(
    <I18nextProvider i18n={i18n}>
      <TooltipTestProvider>
        <ColorModeProvider>
          <ColorModeToggle />
        </ColorModeProvider>
      </TooltipTestProvider>
    </I18nextProvider>,
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

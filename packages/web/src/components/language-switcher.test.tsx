import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../app/providers/services-provider';
import { createTestServices } from '../testing/test-services';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('keeps focus on the button when the menu (Radix) takes the stand-in button’s place', async () => {
    render(
      <ServicesProvider services={createTestServices()}>
        <LanguageSwitcher />
      </ServicesProvider>,
    );
    const standIn = screen.getByTestId('language-switcher');
    expect(standIn.hasAttribute('data-state')).toBe(false);
    standIn.focus();
    // Radix's trigger carries data-state; the stand-in does not.
    await waitFor(() =>
      expect(screen.getByTestId('language-switcher').hasAttribute('data-state')).toBe(true),
    );
    expect(document.activeElement).toBe(screen.getByTestId('language-switcher'));
    expect(document.activeElement).not.toBe(standIn);
  });
});

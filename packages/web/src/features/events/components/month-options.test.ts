import { describe, expect, it } from 'vitest';
import { monthOptions } from './month-options';

describe('monthOptions', () => {
  const now = new Date(2026, 10, 27, 12);

  it('offers the next twelve months, named in the language, for upcoming events', () => {
    const options = monthOptions(now, 'upcoming', 'en-US', '');
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(options[1]?.value).toBe('2026-12');
    expect(options[2]?.value).toBe('2027-01');
  });

  it('offers the last twelve months for past events, and keeps a chosen month outside them', () => {
    const options = monthOptions(now, 'past', 'es-MX', '2024-03');
    expect(options[0]?.value).toBe('2024-03');
    expect(options[1]?.value).toBe('2026-11');
    expect(options.at(-1)?.value).toBe('2025-12');
    expect(options[1]?.label).toMatch(/noviembre/);
  });
});

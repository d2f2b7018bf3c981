import { describe, expect, it } from 'vitest';
import { parseSince } from './relative-since';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('parseSince', () => {
  it('reads spans back from now in hours, days and weeks', () => {
    expect(parseSince('36h', now)).toBe('2026-11-22T00:00:00.000Z');
    expect(parseSince('7d', now)).toBe('2026-11-16T12:00:00.000Z');
    expect(parseSince('2W', now)).toBe('2026-11-09T12:00:00.000Z');
  });

  it('reads dates as UTC midnight and times as given', () => {
    expect(parseSince('2026-11-01', now)).toBe('2026-11-01T00:00:00.000Z');
    expect(parseSince('2026-11-01T08:30:00+01:00', now)).toBe('2026-11-01T07:30:00.000Z');
  });

  it('refuses anything else', () => {
    for (const raw of ['', 'yesterday', '7', '7y', '2026-13-45', '-3d'])
      expect(parseSince(raw, now)).toBeNull();
  });
});

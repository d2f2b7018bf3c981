import { describe, expect, it } from 'vitest';
import { removalOf } from './event-removal';

const now = new Date('2026-11-27T12:00:00Z');
const event = (state: string, endsAt: string, people: number) => ({
  state,
  ends_at: endsAt,
  counts: { confirmed: people, waitlisted: 0 },
});

describe('removalOf', () => {
  it('offers "Cancel event" only for an event with people that has not ended', () => {
    expect(removalOf(event('published', '2026-12-01T10:00:00Z', 3), now)).toBe('cancel');
    expect(removalOf(event('published', '2026-11-20T10:00:00Z', 3), now)).toBeNull();
    expect(removalOf(event('cancelled', '2026-12-01T10:00:00Z', 3), now)).toBeNull();
  });

  it('deletes drafts and events nobody holds a place at', () => {
    expect(removalOf(event('draft', '2026-11-20T10:00:00Z', 0), now)).toBe('delete');
    expect(removalOf(event('published', '2026-11-20T10:00:00Z', 0), now)).toBe('delete');
  });
});

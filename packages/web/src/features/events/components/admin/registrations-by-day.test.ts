import type { Registration } from '@ailab/core/contract/events/events.schemas';
import { describe, expect, it } from 'vitest';
import { registrationsByDay } from './registrations-by-day';

function registration(
  id: string,
  status: Registration['status'],
  registeredAt: string,
  cancelledAt?: string,
) {
  return {
    id,
    name: id,
    email: `${id}@example.org`,
    member: false,
    status,
    waitlist_position: null,
    checked_in: false,
    checked_in_at: null,
    registered_at: registeredAt,
    confirmed_at: status === 'pending' ? null : registeredAt,
    cancelled_at: cancelledAt ?? null,
  } satisfies Registration;
}

describe('registrationsByDay', () => {
  const rows = [
    registration('a', 'confirmed', '2026-11-01T10:00:00Z'),
    registration('b', 'waitlisted', '2026-11-01T23:30:00Z'),
    registration('c', 'cancelled', '2026-11-03T09:00:00Z', '2026-11-04T09:00:00Z'),
    registration('d', 'pending', '2026-11-02T09:00:00Z'),
  ];

  it('keeps running totals per day, fills quiet days, and leaves out unconfirmed visitors', () => {
    expect(registrationsByDay(rows, 'UTC')).toEqual([
      { day: '2026-11-01', registrations: 2, cancellations: 0 },
      { day: '2026-11-02', registrations: 2, cancellations: 0 },
      { day: '2026-11-03', registrations: 3, cancellations: 0 },
      { day: '2026-11-04', registrations: 3, cancellations: 1 },
    ]);
  });

  it('counts days as the viewer lives them: 23:30 UTC is the next morning in Tokyo', () => {
    expect(registrationsByDay(rows, 'Asia/Tokyo').slice(0, 2)).toEqual([
      { day: '2026-11-01', registrations: 1, cancellations: 0 },
      { day: '2026-11-02', registrations: 2, cancellations: 0 },
    ]);
  });

  it('draws nothing without registrations', () => {
    expect(registrationsByDay([registration('p', 'pending', '2026-11-02T09:00:00Z')], 'UTC')).toEqual([]);
  });
});

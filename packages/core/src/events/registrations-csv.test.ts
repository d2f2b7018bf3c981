import { describe, expect, it } from 'vitest';
import { registrationsToCsv } from './registrations-csv';

describe('registrationsToCsv', () => {
  it('quotes commas and quotes and defuses formulas', () => {
    const csv = registrationsToCsv([
      {
        id: 'r1',
        name: 'Ríos, "Ana"',
        email: '=cmd@example.com',
        member: true,
        status: 'waitlisted',
        waitlist_position: 2,
        checked_in: false,
        checked_in_at: null,
        registered_at: '2026-11-01T10:00:00.000Z',
        confirmed_at: null,
        cancelled_at: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'name,email,status,waitlist_position,checked_in,member,registered_at,confirmed_at,cancelled_at',
      `"Ríos, ""Ana""",'=cmd@example.com,waitlisted,2,false,true,2026-11-01T10:00:00.000Z,,`,
      '',
    ]);
  });
});

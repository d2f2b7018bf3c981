import type { AdminEvent, Registration } from '@ailab/core/contract/events/events.schemas';
import { RESOURCES } from '@ailab/core/i18n/resources';
import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { KEYS, press, settle } from '../../test/support/ink-keys';
import { createTranslator } from '../i18n/translator';
import { EventsScreen } from './events-screen';

const t = createTranslator('en-US', RESOURCES);

function event(id: string, title: string, seats: number, waiting: number): AdminEvent {
  return {
    id,
    slug: id,
    title,
    description: '',
    kind: 'talk',
    state: 'published',
    starts_at: '2030-05-01T09:00:00.000Z',
    ends_at: '2030-05-01T10:00:00.000Z',
    time_zone: 'Asia/Tokyo',
    venue: 'Hall',
    cover_url: null,
    recording_url: null,
    materials: [],
    capacity: 10,
    seats_left: seats,
    registration_opens_at: null,
    registration_closes_at: null,
    organiser_name: 'Stella Smith',
    online_url: null,
    organiser_id: 'u1',
    counts: { confirmed: 10 - seats, waitlisted: waiting, pending: 0, cancelled: 0, checked_in: 0 },
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
  };
}

function person(
  id: string,
  name: string,
  status: Registration['status'],
  position: number | null = null,
): Registration {
  return {
    id,
    name,
    email: `${id}@example.com`,
    member: true,
    status,
    waitlist_position: position,
    checked_in: false,
    checked_in_at: null,
    registered_at: '2030-01-01T00:00:00.000Z',
    confirmed_at: null,
    cancelled_at: null,
  };
}

describe('EventsScreen', () => {
  it('lists upcoming events with seats left, opens registrations, and toggles check-in with Enter', async () => {
    const events = [event('e1', 'Agents talk', 3, 0), event('e2', 'Evals workshop', 0, 4)];
    const loadRegistrations = vi.fn(async () => [
      person('ana', 'Ana', 'confirmed'),
      person('ben', 'Ben', 'confirmed'),
      person('cy', 'Cy', 'waitlisted', 1),
    ]);
    const toggleCheckIn = vi.fn(async (_event: AdminEvent, registration: Registration) => ({
      ...registration,
      checked_in: !registration.checked_in,
    }));
    const onExit = vi.fn();
    const { lastFrame, stdin } = render(
      <EventsScreen
        events={events}
        t={t}
        loadRegistrations={loadRegistrations}
        toggleCheckIn={toggleCheckIn}
        onExit={onExit}
      />,
    );
    await settle();
    expect(lastFrame()).toContain('Events Management');
    expect(lastFrame()).toContain('Agents talk 2030-05-01 18:00 Asia/Tokyo · 3 seats left · 0 waiting');
    expect(lastFrame()).toContain('Evals workshop 2030-05-01 18:00 Asia/Tokyo · 0 seats left · 4 waiting');

    await press(stdin, lastFrame, KEYS.down);
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(loadRegistrations).toHaveBeenCalledWith(events[1]);
    expect(lastFrame()).toContain('Registrations: Evals workshop');
    expect(lastFrame()).toContain('❯ [ ] Ana');

    await press(stdin, lastFrame, KEYS.down);
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(toggleCheckIn).toHaveBeenCalledWith(events[1], expect.objectContaining({ id: 'ben' }));
    expect(lastFrame()).toContain('❯ [✓] Ben');
    expect(lastFrame()).toContain('[ ] Ana');

    // The waitlisted cannot be checked in.
    await press(stdin, lastFrame, KEYS.down);
    stdin.write(KEYS.enter);
    await settle();
    expect(toggleCheckIn).toHaveBeenCalledTimes(1);
    expect(lastFrame()).toContain('waitlist #1');

    await press(stdin, lastFrame, KEYS.escape);
    expect(lastFrame()).toContain('Upcoming events');
    stdin.write(KEYS.escape);
    await settle();
    expect(onExit).toHaveBeenCalled();
  });

  it('says so when there are no upcoming events or no registrations, and shows a failed check-in without changing it', async () => {
    const empty = render(
      <EventsScreen events={[]} t={t} loadRegistrations={vi.fn()} toggleCheckIn={vi.fn()} onExit={vi.fn()} />,
    );
    await settle();
    expect(empty.lastFrame()).toContain('No upcoming events.');
    empty.unmount();

    const nobody = render(
      <EventsScreen
        events={[event('e1', 'Quiet talk', 10, 0)]}
        t={t}
        loadRegistrations={vi.fn(async () => [])}
        toggleCheckIn={vi.fn()}
        onExit={vi.fn()}
      />,
    );
    await settle();
    await press(nobody.stdin, nobody.lastFrame, KEYS.enter);
    await settle();
    expect(nobody.lastFrame()).toContain('Nobody has registered yet.');
    nobody.unmount();

    const toggleCheckIn = vi.fn(async () => {
      throw new Error('The server is not reachable.');
    });
    const { lastFrame, stdin } = render(
      <EventsScreen
        events={[event('e1', 'Door night', 3, 0)]}
        t={t}
        loadRegistrations={vi.fn(async () => [person('ana', 'Ana', 'confirmed')])}
        toggleCheckIn={toggleCheckIn}
        onExit={vi.fn()}
      />,
    );
    await settle();
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(toggleCheckIn).toHaveBeenCalledOnce();
    expect(lastFrame()).toContain('The server is not reachable.');
    expect(lastFrame()).toContain('❯ [ ] Ana');
  });

  it('searches the registrations at the door by name or email, and Esc clears the search first (issue 24 item 19)', async () => {
    const loadRegistrations = vi.fn(async () => [
      person('ana', 'Ana', 'confirmed'),
      person('ben', 'Ben', 'confirmed'),
      person('bea', 'Beatriz', 'confirmed'),
    ]);
    const toggleCheckIn = vi.fn(async (_event: AdminEvent, registration: Registration) => ({
      ...registration,
      checked_in: true,
    }));
    const { lastFrame, stdin } = render(
      <EventsScreen
        events={[event('e1', 'Agents talk', 3, 0)]}
        t={t}
        loadRegistrations={loadRegistrations}
        toggleCheckIn={toggleCheckIn}
        onExit={vi.fn()}
      />,
    );
    await settle();
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(lastFrame()).toContain('Ana');
    await press(stdin, lastFrame, 'b');
    await press(stdin, lastFrame, 'e');
    expect(lastFrame()).toContain('Search: be');
    expect(lastFrame()).not.toContain('Ana');
    expect(lastFrame()).toContain('Beatriz');
    await press(stdin, lastFrame, 'a');
    await press(stdin, lastFrame, KEYS.enter);
    await settle();
    expect(toggleCheckIn).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ id: 'bea' }));
    await press(stdin, lastFrame, KEYS.escape);
    expect(lastFrame()).toContain('Ana');
    expect(lastFrame()).toContain('Registrations: Agents talk');
    await press(stdin, lastFrame, KEYS.escape);
    expect(lastFrame()).toContain('Upcoming events');
  });
});

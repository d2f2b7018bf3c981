import { EMAILED_NOTIFICATION_KINDS } from '@ailab/core/contract/notifications/notifications.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { MailPrefsCard } from './mail-prefs-card';

/** A fake server for the two preference endpoints: keeps the choices and records each change. */
function fakeServer(fail = false) {
  const choices = new Map<string, boolean>(EMAILED_NOTIFICATION_KINDS.map((kind) => [kind, true]));
  choices.set('event.cancelled', false);
  const changes: unknown[] = [];
  const json = (status: number, value: unknown) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  const prefs = () => ({ prefs: [...choices].map(([kind, email]) => ({ kind, email })) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as { kind: string; email: boolean };
      if (path.endsWith('/notifications/prefs')) return json(200, prefs());
      if (path.endsWith('/notifications/prefs/set')) {
        if (fail) return json(409, { error: { code: 'CONFLICT', message: 'Try again in a moment.' } });
        changes.push(body);
        choices.set(body.kind, body.email);
        return json(200, prefs());
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return changes;
}

describe('the e-mail notifications card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each e-mailed kind as a labelled checkbox with the stored choice, and saves a change', async () => {
    const changes = fakeServer();
    renderApp(<MailPrefsCard />, '/ailab/profile-settings');
    const cancelled = await screen.findByRole('checkbox', { name: 'An event I registered for is cancelled' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(EMAILED_NOTIFICATION_KINDS.length);
    expect((cancelled as HTMLInputElement).checked).toBe(false);
    const confirmed = screen.getByRole('checkbox', { name: 'My place at an event is confirmed' });
    expect((confirmed as HTMLInputElement).checked).toBe(true);
    fireEvent.click(confirmed);
    await waitFor(() => expect(changes).toEqual([{ kind: 'event.registration.confirmed', email: false }]));
    await waitFor(() => expect((confirmed as HTMLInputElement).checked).toBe(false));
  });

  it('keeps the stored choice and says why when saving fails', async () => {
    fakeServer(true);
    renderApp(<MailPrefsCard />, '/ailab/profile-settings');
    const confirmed = await screen.findByRole('checkbox', { name: 'My place at an event is confirmed' });
    fireEvent.click(confirmed);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in a moment.');
    expect((confirmed as HTMLInputElement).checked).toBe(true);
  });
});

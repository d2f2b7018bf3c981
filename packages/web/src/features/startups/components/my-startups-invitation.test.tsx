import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { MyStartupsScreen } from './my-startups-screen';

/** A fake server: an empty list of startups, and an accept that records its body. */
function fakeServer() {
  const accepts: unknown[] = [];
  const json = (status: number, value: unknown) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/user_business/invitation/accept')) {
        accepts.push(JSON.parse(String(init?.body ?? '{}')));
        return json(404, { error: { code: 'NOT_FOUND', message: 'That invitation was not found.' } });
      }
      if (path.endsWith('/user_business/listing'))
        return json(200, { items: [], next_cursor: null, total: 0 });
      return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return accepts;
}

describe('my startups: an invitation opened from a notification', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('accepts by its id only when the invitee clicks, and shows the answer', async () => {
    const accepts = fakeServer();
    renderApp(<MyStartupsScreen />, '/ailab/startups?invitation_id=inv-42');
    const button = await screen.findByRole('button', { name: 'Accept the invitation' });
    expect(accepts).toEqual([]);
    fireEvent.click(button);
    await waitFor(() => expect(accepts).toEqual([{ invitation_id: 'inv-42' }]));
    expect(await screen.findByText('That invitation was not found.')).toBeTruthy();
  });
});

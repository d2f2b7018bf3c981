import { describe, expect, it } from 'vitest';
import { testDialects } from '../src/testing/start-test-server';
import { createEvent, linkToken, useEventServer } from './support/events';
import { call, signIn } from './support/http';

const REGISTER = '/v2/api/open/event/register';
const ATTENDEES = '/v2/api/admin/event/registered_users';

describe.each(testDialects())('the name shown for a member in the attendee list (%s)', (dialect) => {
  const env = useEventServer(dialect);

  async function profileName(email: string): Promise<string> {
    const me = await call(
      env.server.url,
      '/v2/api/user/who_am_i',
      {},
      { token: await signIn(env.server.url, email) },
    );
    return `${me.body.user.first_name} ${me.body.user.last_name}`.trim();
  }

  async function listedName(eventId: string, email: string): Promise<string | undefined> {
    const answer = await call(env.server.url, ATTENDEES, { event_id: eventId }, { token: env.admin });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.items.find((item: { email: string }) => item.email === email)?.name;
  }

  it('is the member’s own profile name, not the one a visitor typed when pre-registering the address', async () => {
    const email = 'member@example.com';
    const event = await createEvent(env.server, env.admin);
    const visitor = await call(env.server.url, REGISTER, {
      action: 'register',
      event_id: event.id,
      name: 'Chosen By Someone Else',
      email,
    });
    expect(visitor.status).toBe(200);
    // The member opens the emailed link (signed out) …
    const confirmed = await call(env.server.url, REGISTER, {
      action: 'confirm',
      token: await linkToken(env.server, email, 'confirm'),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await listedName(event.id, email)).toBe(await profileName(email));
  });

  it('is the member’s profile name once the member registers over a visitor’s pre-registration', async () => {
    const email = 'research@example.com';
    const event = await createEvent(env.server, env.admin);
    await call(env.server.url, REGISTER, {
      action: 'register',
      event_id: event.id,
      name: 'Someone Else Typed This',
      email,
    });
    const member = await signIn(env.server.url, email);
    const registered = await call(
      env.server.url,
      REGISTER,
      { action: 'register', event_id: event.id },
      { token: member },
    );
    expect(registered.status, registered.text).toBe(200);
    expect(await listedName(event.id, email)).toBe(await profileName(email));
  });
});

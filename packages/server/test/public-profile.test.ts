import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, signIn } from './support/http';

const PROFILE = '/v2/api/open/profile';
const VISIBILITY = '/v2/api/user/profile_visibility';

describe.each(testDialects())('public profile page (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('is not found until its owner makes it public, then shows only the chosen fields', async () => {
    expect((await call(server.url, PROFILE, { name: 'member' })).status).toBe(404);
    const token = await signIn(server.url, 'member@example.com');
    expect((await call(server.url, VISIBILITY, {}, { token })).body).toEqual({ public: false, fields: [] });
    const set = await call(server.url, VISIBILITY, { public: true, fields: ['role', 'function'] }, { token });
    expect(set.body).toEqual({ public: true, fields: ['role', 'function'] });
    const page = await call(server.url, PROFILE, { name: 'member' }, { language: 'es-MX' });
    expect(page.status).toBe(200);
    expect(page.body.profile).toEqual({
      user_name: 'member',
      first_name: 'Mia',
      last_name: 'Mori',
      photo_url: null,
      role: 'Miembro',
      function: ['Founder', 'Student'],
    });
    expect(page.text).not.toContain('@example.com');
    await call(server.url, VISIBILITY, { public: false }, { token });
    expect((await call(server.url, PROFILE, { name: 'member' })).status).toBe(404);
  });

  it('answers unknown names and bad input without revealing anything', async () => {
    expect((await call(server.url, PROFILE, { name: 'nobody-here' })).status).toBe(404);
    expect((await call(server.url, PROFILE, { name: '../etc' })).status).toBe(400);
    expect((await call(server.url, VISIBILITY, { public: true })).status).toBe(401);
    const token = await signIn(server.url, 'research@example.com');
    const bad = await call(server.url, VISIBILITY, { fields: ['email'] }, { token });
    expect(bad.status).toBe(400);
  });
});

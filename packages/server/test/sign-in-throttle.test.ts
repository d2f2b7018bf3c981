import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call, DEMO_PASSWORD } from './support/http';

const LOGIN = '/v2/api/user/login';

/** A sign-in from a given source address (the server trusts X-Forwarded-For in these tests). */
async function loginFrom(server: TestServer, ip: string, email: string, password: string) {
  const response = await fetch(`${server.url}${LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: await response.json() };
}

describe.each(testDialects())('sign-in throttle (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      trustProxy: true,
      limits: { loginFailuresPerAccountAndIp: 10, loginFailuresPerAccount: 25 },
    });
  });
  afterAll(() => server.close());

  it('answers sign-ins, which carry a token, and every other API answer with Cache-Control: no-store', async () => {
    const answer = await fetch(`${server.url}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.9' },
      body: JSON.stringify({ email: 'reviewer@example.com', password: DEMO_PASSWORD }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const failed = await call(server.url, '/v2/api/user/who_am_i', {});
    expect(failed.status).toBe(401);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('checks at most the limit of passwords in a parallel burst', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        loginFrom(server, '10.1.0.1', 'research@example.com', 'wrong-password'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('lets no more than the limit through when the right password comes last in a burst', async () => {
    const email = 'investor@example.com';
    const burst = Array.from({ length: 59 }, () => loginFrom(server, '10.1.0.2', email, 'wrong-password'));
    burst.push(loginFrom(server, '10.1.0.2', email, DEMO_PASSWORD));
    const statuses = (await Promise.all(burst)).map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401 || status === 200);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(50);
  });

  it('does not let one source lock the owner out, and says what to do when locked', async () => {
    const email = 'intern@example.com';
    for (let i = 0; i < 10; i += 1)
      expect((await loginFrom(server, '10.2.0.1', email, 'wrong-password')).status).toBe(401);
    const attacker = await loginFrom(server, '10.2.0.1', email, DEMO_PASSWORD);
    expect(attacker.status).toBe(429);
    expect(attacker.body.error.code).toBe('RATE_LIMITED');
    expect(attacker.body.error.message).toMatch(/\d+ seconds.*code sent to your email.*reset your password/);
    expect((await loginFrom(server, '10.2.0.2', email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('has an account-wide ceiling over many sources, and a sign-in by emailed code still works', async () => {
    const email = 'tools@example.com';
    for (let source = 0; source < 3; source += 1)
      for (let i = 0; i < 10; i += 1) await loginFrom(server, `10.3.0.${source}`, email, 'wrong-password');
    const owner = await loginFrom(server, '10.3.1.1', email, DEMO_PASSWORD);
    expect(owner.status).toBe(429);
    expect(owner.body.error.message).toContain('code sent to your email');

    expect((await call(server.url, '/v2/api/user/request_magic_code', { email })).status).toBe(200);
    const code = await server.latestCode(email);
    expect((await call(server.url, '/v2/api/user/verify_magic_code', { email, code })).status).toBe(200);
    expect((await loginFrom(server, '10.3.1.1', email, DEMO_PASSWORD)).status).toBe(200);
  });
});

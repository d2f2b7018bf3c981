import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { call } from './support/http';

const SIGN_UP = '/v1/api/public/sign_up';
const LOGIN = '/v2/api/user/login';

describe.each(testDialects())('account pre-hijacking (%s)', (dialect) => {
  let server: TestServer;
  const signUp = (email: string, password: string, first_name: string) =>
    call(server.url, SIGN_UP, { email, password, first_name, last_name: 'X' });
  const login = async (email: string, password: string) =>
    (await call(server.url, LOGIN, { email, password })).status;

  beforeAll(async () => {
    server = await startTestServer({ dialect, limits: { codeRequestsPerAccount: 20 } });
  });
  afterAll(() => server.close());

  it('keeps an earlier sign-up by someone else from setting the owner password', async () => {
    const email = 'victim-1@example.org';
    expect((await signUp(email, 'Attacker-pass-1', 'Mallory')).status).toBe(200);
    expect((await signUp(email, 'Victim-pass-11', 'Vera')).status).toBe(200);
    const code = await server.latestCode(email);
    const verified = await call(server.url, '/v2/api/user/verify_code', { email, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user.first_name).toBe('Vera');
    expect(await login(email, 'Victim-pass-11')).toBe(200);
    expect(await login(email, 'Attacker-pass-1')).toBe(401);
  });

  it('activates only the attempt whose code is used, and retires the others', async () => {
    const email = 'victim-2@example.org';
    await signUp(email, 'Victim-pass-22', 'Vera');
    const ownerCode = await server.latestCode(email);
    await signUp(email, 'Attacker-pass-2', 'Mallory');
    const attackerCode = await server.latestCode(email);
    expect(attackerCode).not.toBe(ownerCode);
    expect((await call(server.url, '/v2/api/user/verify_code', { email, code: ownerCode })).status).toBe(200);
    expect((await call(server.url, '/v2/api/user/verify_code', { email, code: attackerCode })).status).toBe(
      400,
    );
    expect(await login(email, 'Victim-pass-22')).toBe(200);
    expect(await login(email, 'Attacker-pass-2')).toBe(401);
  });

  it('never makes a pending password active through a sign-in by emailed code', async () => {
    const email = 'victim-3@example.org';
    await signUp(email, 'Attacker-pass-3', 'Mallory');
    // The account side of a sign-up runs after the answer (equal timing for every address).
    await server.server.ctx.tasks.idle();
    expect(await login(email, 'Attacker-pass-3')).toBe(403);
    expect((await call(server.url, '/v2/api/user/request_magic_code', { email })).status).toBe(200);
    const code = await server.latestCode(email);
    expect((await call(server.url, '/v2/api/user/verify_magic_code', { email, code })).status).toBe(200);
    expect(await login(email, 'Attacker-pass-3')).toBe(401);
  });

  it('resends the code of the newest attempt, which then still sets that attempt password', async () => {
    const email = 'resend@example.org';
    await signUp(email, 'Resend-pass-11', 'Rita');
    // A person asks for a new code after the first one was sent.
    await server.server.ctx.tasks.idle();
    expect((await call(server.url, '/v2/api/user/regenerate_code', { email })).status).toBe(200);
    const code = await server.latestCode(email);
    expect((await call(server.url, '/v2/api/user/verify_code', { email, code })).status).toBe(200);
    expect(await login(email, 'Resend-pass-11')).toBe(200);
  });
});

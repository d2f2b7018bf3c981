import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config/server-config';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';
import { type ReverseProxy, startReverseProxy } from './support/reverse-proxy';

/** The configuration `TRUST_PROXY=<value>` gives. */
function trustFromEnv(value: string) {
  return configFromEnv({ TRUST_PROXY: value, ADMIN_PASSWORD: 'Admin-password-1' }).trustProxy;
}

describe('TRUST_PROXY', () => {
  it('reads 0, a hop count, or a list of proxy addresses and ranges; true means one hop', () => {
    expect(trustFromEnv('0')).toBe(false);
    expect(trustFromEnv('1')).toBe(1);
    expect(trustFromEnv('2')).toBe(2);
    expect(trustFromEnv('true')).toBe(1);
    expect(trustFromEnv('10.0.0.2, 10.1.0.0/16,::1')).toEqual(['10.0.0.2', '10.1.0.0/16', '::1']);
    expect(() => trustFromEnv('everyone')).toThrow();
    expect(() => trustFromEnv('10.0.0.0/99')).toThrow();
  });
});

describe.each(testDialects())('a client behind one proxy with TRUST_PROXY=1 (%s)', (dialect) => {
  let server: TestServer;
  let proxy: ReverseProxy;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      trustProxy: trustFromEnv('1'),
      limits: {
        loginFailuresPerAccountAndIp: 5,
        loginFailuresPerAccount: 1000,
        authRequestsPerIpPerMinute: 8,
      },
    });
    // nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`.
    proxy = await startReverseProxy([server.url], { appendForwardedFor: true });
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });

  it('cannot escape the per-address sign-in limits by sending its own X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await fetch(`${proxy.url}/v2/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        body: JSON.stringify({ email: 'research@example.com', password: 'wrong-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });
});

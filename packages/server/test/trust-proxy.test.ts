import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config/server-config';
import { startTestServer, type TestServer, testDialects } from '../src/testing/start-test-server';

/**
 * A reverse proxy as nginx runs it (`proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`):
 * it passes the client's X-Forwarded-For on and appends the address the client connected from.
 */
function startProxy(target: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const seen = incoming.socket.remoteAddress ?? '';
    const forwarded = incoming.headers['x-forwarded-for'];
    const chain = forwarded
      ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${seen}`
      : seen;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': chain },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

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
  let proxy: { url: string; server: Server };
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
    proxy = await startProxy(server.url);
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.server.close(resolve));
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';
import { openRaw, parseRawAnswer, pause } from './support/raw-http';

const PING = '/v2/api/open/ping';

function head(path: string, length: number): string {
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
}

// Timeouts do not depend on the database; SQLite only.
describe('slow and broken clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      limits: {
        requestTimeoutMs: 1500,
        headersTimeoutMs: 1000,
        idleTimeoutMs: 2000,
        keepAliveTimeoutMs: 1000,
      },
    });
  });
  afterAll(() => server.close());

  it('answers a trickled body with 408 in the one error shape and closes the connection', async () => {
    const raw = await openRaw(server.url);
    raw.write(head(PING, 1000));
    const trickle = setInterval(() => raw.write(' '), 200);
    const elapsed = await raw.closed;
    clearInterval(trickle);
    expect(elapsed).toBeLessThan(4000);
    const answer = parseRawAnswer(raw.received());
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ error: { code: 'REQUEST_TIMEOUT' } });
  });

  it('closes a request whose body is shorter than its Content-Length, or silent', async () => {
    const short = await openRaw(server.url);
    short.write(`${head(PING, 100)}{}`);
    const silent = await openRaw(server.url);
    silent.write(head(PING, 2));
    const [shortMs, silentMs] = await Promise.all([short.closed, silent.closed]);
    expect(shortMs).toBeLessThan(4000);
    expect(silentMs).toBeLessThan(4000);
    expect(parseRawAnswer(short.received()).status).toBe(408);
  });

  it('closes a connection whose headers never finish', async () => {
    const raw = await openRaw(server.url);
    raw.write('POST /v2/api/open/ping HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => raw.write('X-Slow: 1\r\n'), 200);
    const elapsed = await raw.closed;
    clearInterval(trickle);
    expect(elapsed).toBeLessThan(4000);
  });

  it('closes idle keep-alive connections and connections that never send anything', async () => {
    const idle = await openRaw(server.url);
    const used = await openRaw(server.url);
    used.write(`${head(PING, 2)}{}`);
    await pause(300);
    expect(parseRawAnswer(used.received()).status).toBe(200);
    const [idleMs, usedMs] = await Promise.all([idle.closed, used.closed]);
    expect(idleMs).toBeLessThan(4000);
    expect(usedMs).toBeLessThan(4000);
  });

  it('answers what Node cannot parse with 400 in the one error shape', async () => {
    for (const request of ['GARBAGE\r\n\r\n', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n']) {
      const raw = await openRaw(server.url);
      raw.write(request);
      await raw.closed;
      const answer = parseRawAnswer(raw.received());
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'MALFORMED_REQUEST' } });
    }
  });
});

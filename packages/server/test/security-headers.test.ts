import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';
import { call } from './support/http';

describe('security headers per response kind', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives JSON answers, errors included, a short fixed set', async () => {
    for (const answer of [
      await call(server.url, '/v2/api/open/ping', {}),
      await call(server.url, '/v2/api/user/who_am_i', {}),
      await call(server.url, '/v2/api/no/such/path', {}),
    ]) {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
      expect(answer.headers.get('x-dns-prefetch-control')).toBeNull();
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
  });

  it("gives pages helmet's full set, with images from data: and blob: URLs allowed", async () => {
    const page = await fetch(`${server.url}/login`);
    await page.arrayBuffer();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives static files and media no CSP but nosniff', async () => {
    const media = await fetch(`${server.url}/media/missing.png`);
    await media.arrayBuffer();
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-security-policy')).toBeNull();
  });
});

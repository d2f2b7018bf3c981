import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET that shows the bytes as sent (fetch would decompress them). */
function get(url: string, acceptEncoding?: string, host?: string): Promise<RawAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      url,
      {
        headers: {
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          ...(host ? { host } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the built web app over HTTP', () => {
  let server: TestServer;
  let webDist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  const bootScript = "document.documentElement.classList.toggle('dark', false);";
  const html = `<!doctype html><html><head><script>${bootScript}</script></head><body><div id="root"></div><script src="/assets/app-1a2b3c.js"></script></body></html>`;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'ailab-web-dist-'));
    await mkdir(join(webDist, 'assets'));
    const files: Record<string, string> = { 'index.html': html, 'assets/app-1a2b3c.js': script };
    for (const [name, text] of Object.entries(files)) {
      await writeFile(join(webDist, name), text);
      await writeFile(join(webDist, `${name}.br`), brotliCompressSync(text));
      await writeFile(join(webDist, `${name}.gz`), gzipSync(text));
    }
    await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ webDist });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("lets exactly index.html's inline scripts run under the page CSP, by their hash", async () => {
    const page = await fetch(`${server.url}/login`);
    await page.arrayBuffer();
    const csp = page.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(bootScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
  });

  it('sends hashed assets precompressed, brotli first, cached for a year', async () => {
    const url = `${server.url}/assets/app-1a2b3c.js`;
    const br = await get(url, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script);
    expect(br.bytes.length).toBeLessThan(script.length / 4);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(script);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('sends index.html, at / and as the fallback of app paths, compressed and revalidated', async () => {
    for (const path of ['/', '/login', '/ailab/dashboard']) {
      const answer = await get(`${server.url}${path}`, 'br');
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toContain('text/html');
      expect(brotliDecompressSync(answer.bytes).toString(), path).toBe(
        html.replace('<html>', '<html data-home="ailab">'),
      );
    }
  });

  it("names the home of the request's host on <html>, as the web app would choose it", async () => {
    // The test server's hosts: venture.localhost, ailab.localhost, education.localhost.
    const homeOf = async (path: string, host?: string) => {
      const answer = await get(`${server.url}${path}`, undefined, host);
      return /<html data-home="([a-z]+)">/.exec(answer.bytes.toString())?.[1];
    };
    expect(await homeOf('/')).toBe('ailab');
    expect(await homeOf('/', 'www.venture.localhost')).toBe('venture');
    expect(await homeOf('/login', 'education.localhost:8080')).toBe('education');
    expect(await homeOf('/?home=education', 'venture.localhost')).toBe('education');
    expect(await homeOf('/?home=nonsense', 'venture.localhost')).toBe('venture');
  });

  it('follows a rebuild of index.html under the running server: new text, new script hash', async () => {
    const rebuiltScript = "document.documentElement.lang = 'es-MX';";
    const rebuilt = html.replace(bootScript, rebuiltScript);
    const path = join(webDist, 'index.html');
    await writeFile(path, rebuilt);
    await utimes(path, new Date(), new Date(Date.now() + 5_000));
    try {
      const page = await get(`${server.url}/events`);
      expect(page.bytes.toString()).toBe(rebuilt.replace('<html>', '<html data-home="ailab">'));
      const hash = createHash('sha256').update(rebuiltScript).digest('base64');
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      await writeFile(path, html);
    }
  });

  it('revalidates unhashed files and leaves API answers alone', async () => {
    const icon = await get(`${server.url}/favicon.svg`, 'br');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-encoding']).toBeUndefined();
    const missing = await get(`${server.url}/assets/missing-0000.js`, 'br');
    expect(missing.status).not.toBe(500);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';

const HTML =
  '<!doctype html><html lang="en-US"><head><meta name="description" content="AI Lab: default." /><title>AI Lab</title></head><body><div id="root"></div></body></html>';

describe('/fundraising carries a link preview in the served HTML', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'ailab-web-dist-'));
    await writeFile(join(webDist, 'index.html'), HTML);
    server = await startTestServer({ webDist, seedDemo: true });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('names the page and the startups listed as raising, never an unlisted one', async () => {
    const page = await fetch(`${server.url}/fundraising`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Startups raising now · AI Lab</title>');
    expect(html).toContain('<meta property="og:title" content="Startups raising now · AI Lab" />');
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    for (const listed of ['Quetzal Pay', 'Mareas Health', 'Kumo Grid']) expect(description).toContain(listed);
    for (const unlisted of ['Aula Viva', 'Campo Data']) expect(description).not.toContain(unlisted);
    expect(html).toContain('og:url" content="http://127.0.0.1');
    expect(html).not.toContain('AI Lab: default.');
  });
});

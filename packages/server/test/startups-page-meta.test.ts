import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../src/testing/start-test-server';
import { startWebDistServer } from './support/web-dist-server';

describe('/fundraising carries a link preview in the served HTML', () => {
  let server: TestServer;
  let close = async () => {};
  beforeAll(async () => {
    ({ server, close } = await startWebDistServer());
  }, 60_000);
  afterAll(() => close());

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../src/testing/start-test-server';
import { withPageMeta } from '../src/web/page-meta';
import { INDEX_HTML as HTML, startWebDistServer } from './support/web-dist-server';

describe('public report pages carry their title, description and Open Graph tags in the served HTML', () => {
  let server: TestServer;
  let close = async () => {};
  beforeAll(async () => {
    ({ server, close } = await startWebDistServer());
  }, 60_000);
  afterAll(() => close());

  it('serves a published report with its own meta', async () => {
    const page = await fetch(`${server.url}/industry-reports/report?slug=triage-before-diagnosis`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      '<title>Triage before diagnosis: where imaging AI earns its keep · AI Lab</title>',
    );
    expect(html).toContain('<meta name="description" content="Radiology departments get the clearest value');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('og:url" content="http://127.0.0.1');
    expect(html).not.toContain('AI Lab: default.');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('serves the plain page for unknown, unpublished or malformed slugs', async () => {
    for (const slug of ['no-such-report', 'agents-that-pay', '%3Cscript%3E', 'digital-therapeutics-payers']) {
      const html = await (await fetch(`${server.url}/industry-reports/report?slug=${slug}`)).text();
      expect(html, slug).toContain('<title>AI Lab</title>');
      expect(html, slug).not.toContain('og:title');
    }
  });

  it('escapes what an author wrote', () => {
    const html = withPageMeta(HTML, {
      title: '</title><script>alert(1)</script> "quoted" & more',
      description: 'Line one\nline two <b>',
      url: 'https://example.org/industry-reports/report?slug=a&b',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; more',
    );
    expect(html).toContain('content="Line one line two &lt;b&gt;"');
    expect(html).toContain('slug=a&amp;b');
  });
});

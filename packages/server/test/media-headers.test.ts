import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';

/** Files as they may sit in the media folder (an upload, or one placed there by hand). */
const FILES: Record<string, string> = {
  'photo.png': '\x89PNG\r\n\x1a\n',
  'animation.gif': 'GIF89a',
  'handout.pdf': '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj',
  'drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'page.html': '<script>alert(document.cookie)</script>',
};

describe('files under /media/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    const folder = join(server.dataDir, 'media', 'test-kind');
    await mkdir(folder, { recursive: true });
    for (const [name, content] of Object.entries(FILES))
      await writeFile(join(folder, name), content, 'latin1');
  });
  afterAll(() => server.close());

  it('come with a sandboxing CSP and nosniff, whatever their type', async () => {
    for (const name of Object.keys(FILES)) {
      const response = await fetch(`${server.url}/media/test-kind/${name}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-security-policy'), name).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
  });

  it('are downloads, never rendered in the page, when a browser would run them (PDF, SVG, HTML)', async () => {
    for (const name of ['handout.pdf', 'drawing.svg', 'page.html']) {
      const response = await fetch(`${server.url}/media/test-kind/${name}`);
      expect(response.headers.get('content-disposition'), name).toMatch(/^attachment/);
    }
    for (const name of ['photo.png', 'animation.gif']) {
      const response = await fetch(`${server.url}/media/test-kind/${name}`);
      expect(response.headers.get('content-disposition'), name).toBeNull();
    }
  });
});

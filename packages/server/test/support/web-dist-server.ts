import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../../src/testing/start-test-server';

/** A minimal built index.html: the default title and description a page's meta replaces. */
export const INDEX_HTML =
  '<!doctype html><html lang="en-US"><head><meta name="description" content="AI Lab: default." /><title>AI Lab</title></head><body><div id="root"></div></body></html>';

/** A demo-seeded test server that serves {@link INDEX_HTML} as the web app, and how to stop it. */
export async function startWebDistServer(): Promise<{ server: TestServer; close: () => Promise<void> }> {
  const webDist = await mkdtemp(join(tmpdir(), 'ailab-web-dist-'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  const server = await startTestServer({ webDist, seedDemo: true });
  return {
    server,
    close: async () => {
      await server.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

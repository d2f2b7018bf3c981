import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AilabSandbox, createSandbox } from './support/run-ailab';

// A server that accepts connections and never answers: before issue 24 item 11 `ailab` waited on it forever.
let silent: Server;
let sandbox: AilabSandbox;
const sockets = new Set<Socket>();

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  sandbox = createSandbox(`http://127.0.0.1:${address.port}`);
});
afterAll(async () => {
  sandbox.dispose();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('request timeout (real process, a server that never answers)', () => {
  it('gives up after --timeout seconds with exit 1 and says how to wait longer', async () => {
    const started = Date.now();
    const result = await sandbox.run(['whoami', '--token', 'any', '--timeout', '1']);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The server did not answer in time.');
    expect(result.stderr).toContain('Pass --timeout SECONDS or set AILAB_TIMEOUT');
  });

  it('takes AILAB_TIMEOUT, and refuses a malformed value with exit 2 naming it', async () => {
    const fromEnv = await sandbox.run(['whoami', '--token', 'any'], { env: { AILAB_TIMEOUT: '1' } });
    expect(fromEnv.code).toBe(1);
    expect(fromEnv.stderr).toContain('did not answer in time');
    const bad = await sandbox.run(['whoami', '--token', 'any', '--timeout', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'soon' is not a valid timeout");
  });
});

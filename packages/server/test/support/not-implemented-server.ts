import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server that has not got a feature yet (an older deployment than the client): every request
 * answers 501 `NOT_IMPLEMENTED` naming the feature, as the platform answers a pending contract entry.
 * Every endpoint of this build is implemented, so clients meet this answer only from such a server.
 */
export function startNotImplementedServer(feature: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_incoming, outgoing) => {
    outgoing.writeHead(501, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        error: {
          code: 'NOT_IMPLEMENTED',
          message: `This feature (${feature}) is not available yet.`,
          feature,
        },
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

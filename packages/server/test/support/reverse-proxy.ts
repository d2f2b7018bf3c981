import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running test proxy. */
export interface ReverseProxy {
  url: string;
  server: Server;
  /** Requests sent to each target, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of one or more instances, sending requests to them in turn (round robin,
 * as a load balancer). With `appendForwardedFor` it passes the client's X-Forwarded-For on and appends
 * the address the client connected from, as nginx's `$proxy_add_x_forwarded_for` does.
 */
export function startReverseProxy(
  targets: readonly string[],
  options: { appendForwardedFor?: boolean } = {},
): Promise<ReverseProxy> {
  const served = targets.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = new URL(targets[index] ?? '');
    const headers = { ...incoming.headers };
    if (options.appendForwardedFor) {
      const seen = incoming.socket.remoteAddress ?? '';
      const forwarded = incoming.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = forwarded
        ? `${Array.isArray(forwarded) ? forwarded.join(', ') : forwarded}, ${seen}`
        : seen;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        server,
        served,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

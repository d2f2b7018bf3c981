import { connect, type Socket } from 'node:net';

/** A raw TCP connection to a test server, for requests `fetch` cannot make (slow, cut off, malformed). */
export interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves when the server closes the connection, with the milliseconds since connecting. */
  closed: Promise<number>;
  write(text: string): void;
}

/** Opens a raw connection to `baseUrl`'s host and port. */
export function openRaw(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect({ host: hostname, port: Number(port) });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    const closed = new Promise<number>((done) => {
      socket.on('close', () => done(Date.now() - startedAt));
    });
    socket.on('error', () => undefined);
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        closed,
        write: (chunk) => {
          if (!socket.destroyed) socket.write(chunk);
        },
      }),
    );
    socket.once('error', reject);
  });
}

/** The status and JSON body of a raw HTTP answer. */
export function parseRawAnswer(text: string): { status: number; body: unknown } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  const bodyText = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  try {
    return { status, body: JSON.parse(bodyText) };
  } catch {
    return { status, body: undefined };
  }
}

/** Waits `ms` milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

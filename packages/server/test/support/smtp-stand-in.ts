import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';

/** How the stand-in treats one connection. */
export type SmtpBehaviour = 'deliver' | 'busy' | 'silent' | 'refuse-recipient';

/**
 * A local SMTP relay speaking just enough of the protocol for nodemailer (EHLO, MAIL, RCPT, DATA,
 * QUIT; no TLS, no AUTH), with a bad day per connection taken from `next`: `busy` greets with 421 and
 * hangs up, `silent` never greets, `refuse-recipient` answers RCPT with 550. Then it delivers.
 */
export interface SmtpStandIn {
  url: string;
  next: SmtpBehaviour[];
  connections: number;
  messages: string[];
  close(): Promise<void>;
}

function converse(socket: Socket, behaviour: SmtpBehaviour, messages: string[]) {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let data: string | undefined;
  let buffered = '';
  reply('220 stand-in ESMTP');
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    for (;;) {
      if (data !== undefined) {
        const end = buffered.indexOf('\r\n.\r\n');
        if (end === -1) return;
        messages.push(data + buffered.slice(0, end));
        buffered = buffered.slice(end + 5);
        data = undefined;
        reply('250 queued');
        continue;
      }
      const newline = buffered.indexOf('\r\n');
      if (newline === -1) return;
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 stand-in');
      else if (verb === 'RCPT') reply(behaviour === 'refuse-recipient' ? '550 no such mailbox' : '250 OK');
      else if (verb === 'DATA') {
        data = '';
        reply('354 go ahead');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 OK');
    }
  });
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const sockets = new Set<Socket>();
  const state: Omit<SmtpStandIn, 'url' | 'close'> = { next: [], connections: 0, messages: [] };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    state.connections += 1;
    const behaviour = state.next.shift() ?? 'deliver';
    if (behaviour === 'silent') return;
    if (behaviour === 'busy') {
      socket.end('421 stand-in busy, try again later\r\n');
      return;
    }
    converse(socket, behaviour, state.messages);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import type { TrustProxy } from '../config/trust-proxy';

/** What a forwarded request id may look like: short, printable, no spaces (it goes into log lines and headers). */
const FORWARDED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

function peerIsTrusted(trust: TrustProxy, peer: string | undefined): boolean {
  if (trust === false || trust === 0) return false;
  if (trust === true || typeof trust === 'number') return true;
  if (peer === undefined || !ipaddr.isValid(peer)) return false;
  const address = ipaddr.process(peer);
  return trust.some((entry) => {
    const [range, bits] = entry.split('/');
    if (range === undefined || !ipaddr.isValid(range)) return false;
    const network = ipaddr.process(range);
    if (network.kind() !== address.kind()) return false;
    const prefix = bits === undefined ? (network.kind() === 'ipv4' ? 32 : 128) : Number(bits);
    return address.match(network, prefix);
  });
}

/**
 * Fastify's `genReqId`: the id of one request, in every log line of it, in the `x-request-id` answer
 * header and in its error body. A proxy the server trusts (`TRUST_PROXY`) may hand one on in
 * `X-Request-Id`, so one id follows a request through the proxy's log and ours; from anyone else the
 * header is ignored (a client could otherwise write ids that collide with others in the logs).
 */
export function createRequestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = request.headers['x-request-id'];
    if (
      typeof forwarded === 'string' &&
      FORWARDED_ID.test(forwarded) &&
      peerIsTrusted(trust, request.socket.remoteAddress)
    )
      return forwarded;
    return randomUUID();
  };
}

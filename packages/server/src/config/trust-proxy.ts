import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server to believe about the client's address, as Fastify's
 * `trustProxy` takes it: false (none: the socket's peer is the client), a hop count (that many
 * proxies nearest the server, each appending the address it saw to X-Forwarded-For), or the
 * addresses and CIDR ranges of the proxies. `true` (believe the whole chain) is for tests only:
 * it lets any client pick its own address by sending X-Forwarded-For.
 */
export type TrustProxy = boolean | number | string[];

function isAddressOrRange(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  if (!address || extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * `TRUST_PROXY`: `0` (default) trusts no proxy; a number of hops (`1` behind one nginx); or a
 * comma-separated list of proxy addresses or ranges (`10.0.0.2, 10.1.0.0/16`). `true`/`yes`
 * mean one hop: they used to trust the whole X-Forwarded-For chain, which a client writes itself.
 */
export const TrustProxyEnv = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === '' || lower === '0' || lower === 'false' || lower === 'no') return false;
    if (lower === 'true' || lower === 'yes') return 1;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const proxies = value.split(',').map((part) => part.trim());
    if (proxies.every(isAddressOrRange)) return proxies;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be 0, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** The value Fastify's `trustProxy` takes for ours: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

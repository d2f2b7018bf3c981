import { isIP } from 'node:net';
import type { OutboundFailure } from '@ailab/core/outbound/failure-kinds';
import type { AddressGuard } from './address-guard';

/**
 * Why a URL may not be called, or undefined when it may: only http(s), no credentials in it, and an
 * IP-literal host must pass the guard. The WHATWG parser has already turned `2130706433`, `0177.0.0.1`,
 * `0x7f000001` and `127.1` into `127.0.0.1`, and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`.
 * Names are checked when they are resolved (see `address-guard.ts`).
 */
export function urlRefusal(url: URL, guard: AddressGuard): OutboundFailure | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { kind: 'refused_url', message: `${url.protocol} URLs are not fetched` };
  if (url.username !== '' || url.password !== '')
    return { kind: 'refused_url', message: 'URLs with credentials are not fetched' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !guard.allows(host)) return { kind: 'refused_address', message: 'not reachable' };
  return undefined;
}

/** Parses `text` as an absolute URL (relative to `base` when given); undefined when it is not one. */
export function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

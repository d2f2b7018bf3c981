import { type LookupAddress, lookup as systemLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

/** What the guard allows: public addresses, or every address when the operator says so. */
export interface AddressGuard {
  allows(address: string): boolean;
  /** Resolves like `dns.lookup`, and fails with {@link RefusedAddressError} when any answer is refused. */
  lookup: LookupFunction;
}

/** The error the guard raises; outbound calls report it as `refused_address`. */
export class RefusedAddressError extends Error {
  readonly code = 'EOUTBOUND_REFUSED';
  constructor() {
    super('not reachable');
  }
}

/** Test seams: a resolver for made-up names, and addresses that stand in for the internet. */
export interface SimulatedNetwork {
  /** Used instead of the system resolver (e.g. `feeds.example.test` → an address below). */
  lookup?: LookupFunction;
  /**
   * Addresses treated as public although they are not, so a test's stand-in server (on 127.0.0.2) can
   * play an outside origin. Never read from the environment.
   */
  outsideAddresses?: readonly string[];
}

function normalise(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();
}

/**
 * The SSRF guard. Every name is resolved with all its addresses and refused when any of them is not
 * public, so a name cannot mix a public answer with a private one; the socket then connects to one of
 * the addresses checked here (the same lookup is the socket's, so nothing re-resolves in between).
 */
export function createAddressGuard(options: {
  allowPrivate: boolean;
  network?: SimulatedNetwork;
}): AddressGuard {
  const outside = new Set((options.network?.outsideAddresses ?? []).map(normalise));
  const resolve: LookupFunction = options.network?.lookup ?? (systemLookup as LookupFunction);
  const allows = (address: string) =>
    options.allowPrivate || outside.has(normalise(address)) || isPublicAddress(address);
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, answer) => {
      if (error) return callback(error, '', 0);
      const addresses: LookupAddress[] = Array.isArray(answer)
        ? answer
        : [{ address: answer, family: answer.includes(':') ? 6 : 4 }];
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      if (addresses.some((item) => !allows(item.address))) return callback(new RefusedAddressError(), '', 0);
      if (lookupOptions.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
  return { allows, lookup };
}

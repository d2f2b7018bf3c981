import type { Endpoint } from './define';
import { domainContracts } from './domain-contracts';

/**
 * The whole API: every endpoint of the spec, grouped by resource. Each domain declares its groups in
 * its own folder (`contract/<domain>/<domain>.contract.ts`); `domain-contracts.ts` and `domains.ts` are
 * generated from those folders (`npm run generate`), and `group-loaders.ts` from `domain-contracts.ts`.
 * `open` is the one group several domains share. Group keys are unique across domains (a test checks it).
 */
export const contract = domainContracts;

export type Contract = typeof contract;
export type GroupName = keyof Contract;

/** One contract entry with its dotted name, e.g. `user.login`. */
export interface NamedEndpoint {
  name: string;
  group: string;
  key: string;
  endpoint: Endpoint;
}

/** Every endpoint of the contract, flattened, in declaration order. */
export function listEndpoints(source: Record<string, Record<string, Endpoint>> = contract): NamedEndpoint[] {
  return Object.entries(source).flatMap(([group, entries]) =>
    Object.entries(entries).map(([key, endpoint]) => ({ name: `${group}.${key}`, group, key, endpoint })),
  );
}

/** Finds an endpoint by dotted name (`user.login`) or by exact path. */
export function findEndpoint(nameOrPath: string): NamedEndpoint | undefined {
  return listEndpoints().find((entry) => entry.name === nameOrPath || entry.endpoint.path === nameOrPath);
}

import { accountsContract } from './accounts/accounts.contract';
import { applicationsContract } from './applications/applications.contract';
import { auditContract } from './audit/audit.contract';
import type { Endpoint } from './define';
import { eventsContract } from './events/events.contract';
import { helpContract } from './help/help.contract';
import { institutesContract } from './institutes/institutes.contract';
import { learningContract } from './learning/learning.contract';
import { newsContract } from './news/news.contract';
import { notificationsContract } from './notifications/notifications.contract';
import { openContract } from './open';
import { platformContract } from './platform/platform.contract';
import { profilesContract } from './profiles/profiles.contract';
import { repositoriesContract } from './repositories/repositories.contract';
import { researchContract } from './research/research.contract';
import { settingsContract } from './settings/settings.contract';
import { startupsContract } from './startups/startups.contract';
import { usersContract } from './users/users.contract';

/**
 * The whole API: every endpoint of the spec, grouped by resource. Each domain declares its groups in
 * its own folder (`contract/<domain>/<domain>.contract.ts`) and adds one line here; `open` is the one
 * group several domains share. Group keys are unique across domains (a test checks it), and
 * `group-loaders.ts` is generated from this file (`npm run generate`).
 */
export const contract = {
  ...accountsContract,
  ...usersContract,
  ...auditContract,
  ...eventsContract,
  ...learningContract,
  ...newsContract,
  ...repositoriesContract,
  ...profilesContract,
  ...settingsContract,
  ...helpContract,
  ...platformContract,
  ...openContract,
  ...institutesContract,
  ...researchContract,
  ...applicationsContract,
  ...startupsContract,
  ...notificationsContract,
};

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

import type { ApiClient } from '@ailab/core/client/create-client';
import type { JobDepth } from '@ailab/core/contract/platform/jobs.schemas';
import { ROLE } from '@ailab/core/roles/roles';
import type { ResolvedToken, TokenSource } from '../factory/token-source';
import { checkToken } from './auth-service';

/** The queue as `ailab status` shows it to administrators: jobs waiting, running and dead. */
export interface QueueStatus {
  pending: number;
  running: number;
  dead: number;
  depth: JobDepth[];
}

/** `ailab status --json`: which server, its health and version, who is signed in, and (for admins) the queue. */
export interface PlatformStatus {
  server: string;
  cli_version: string;
  healthy: boolean;
  server_version: string;
  database: string;
  server_time: string;
  signed_in: boolean;
  token_source: TokenSource | null;
  user: { email: string; first_name: string; last_name: string; roles: number[] } | null;
  /** Null for a caller who is not an administrator (the queue is theirs alone). */
  jobs: QueueStatus | null;
}

function countState(depth: readonly JobDepth[], state: JobDepth['state']): number {
  return depth.filter((row) => row.state === state).reduce((sum, row) => sum + row.count, 0);
}

/**
 * Asks the server's health check (public), then who the token belongs to (a rejected token is "not signed
 * in", not an error: a status is still worth printing), then the queue's depth when the caller is an
 * administrator. An unreachable server or one that is not AI Lab fails as any command does.
 */
export async function readPlatformStatus(
  api: ApiClient,
  server: string,
  cliVersion: string,
  token: ResolvedToken | null,
): Promise<PlatformStatus> {
  const ping = await api.open.ping({});
  const answer = token === null ? null : await checkToken(api, token.value);
  const user = answer?.result ? answer.user : null;
  const admin = token !== null && user?.roles.includes(ROLE.admin) === true;
  const depth = admin ? (await api.adminJobs.depth({}, { token: token.value })).depth : null;
  return {
    server,
    cli_version: cliVersion,
    healthy: ping.ok,
    server_version: ping.version,
    database: ping.database,
    server_time: ping.time,
    signed_in: user !== null,
    token_source: token?.source ?? null,
    user:
      user === null
        ? null
        : { email: user.email, first_name: user.first_name, last_name: user.last_name, roles: user.roles },
    jobs:
      depth === null
        ? null
        : {
            pending: countState(depth, 'pending'),
            running: countState(depth, 'running'),
            dead: countState(depth, 'dead'),
            depth,
          },
  };
}

import type { PublicStatKey } from '@ailab/core/contract/platform/public-stats.schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import type { RegisteredPaths } from '../http/register-endpoint';
import type { JobHandlers } from '../jobs/job-handler';
import type { JobSchedule } from '../jobs/job-schedules';
import type { DemoSeeder } from '../seed/demo-seeders';
import type { PageMeta } from '../web/page-meta';

/** One number the public pages may show, counted from what the database really holds. */
export interface PublicCounter {
  key: PublicStatKey;
  /** Counts at `now`, the server's clock when the round of counts is taken. */
  count(db: Kysely<Database>, now: Date): Promise<number>;
}

/**
 * What one domain plugs into the server: its routes, the migrations that create its tables
 * (`<name>.tables.ts` holds their row types), its demo content, the numbers it adds to the public
 * stats, and the audit actions it writes. `features/index.ts` lists every manifest once.
 */
export interface FeatureManifest {
  /** The folder name under `features/`. */
  name: string;
  /** Registers the domain's contract endpoints; `features` is every manifest (for cross-domain lists). */
  registerRoutes(
    app: FastifyInstance,
    ctx: AppContext,
    registered: RegisteredPaths,
    features: readonly FeatureManifest[],
  ): void;
  /** Migrations named `YYYY-MM-DD-NNNN-what`; all lists are merged and run in name order. */
  migrations?: Readonly<Record<string, Migration>>;
  /** Demo content; seeders run in the order of `features/index.ts`. */
  demoSeeder?: DemoSeeder;
  /** Numbers for the landing pages, in the order of `features/index.ts`. */
  publicCounters?: readonly PublicCounter[];
  /** The `action` names this domain writes to the audit log (docs/audit.md). */
  auditActions?: readonly string[];
  /** The durable job kinds this domain works (docs/jobs.md), each with its handler. */
  jobHandlers?: JobHandlers;
  /** Recurring jobs of this domain's kinds: each runs once per slot across every instance. */
  jobSchedules?: readonly JobSchedule[];
  /** The link-preview meta of this domain's public pages, served in index.html (undefined: not its page). */
  pageMeta?(
    ctx: AppContext,
    path: string,
    query: URLSearchParams,
    origin: string,
  ): Promise<PageMeta | undefined>;
}

/** Every feature's public counters, in list order. */
export function publicCountersOf(features: readonly FeatureManifest[]): PublicCounter[] {
  return features.flatMap((feature) => feature.publicCounters ?? []);
}

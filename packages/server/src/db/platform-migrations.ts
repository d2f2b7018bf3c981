import type { Migration } from 'kysely';
import * as accounts from './migrations/2026-11-22-0001-accounts';
import * as mediaFiles from './migrations/2026-11-23-0100-media-files';
import * as userNameAnyCase from './migrations/2026-11-23-0101-user-name-any-case';
import * as userNameUniqueIndexName from './migrations/2026-11-23-0103-user-name-unique-index-name';
import * as auditLog from './migrations/2026-11-23-0200-audit-log';
import * as demoSeeds from './migrations/2026-11-23-0201-demo-seeds';
import * as userRoles from './migrations/2026-11-23-0300-user-roles';
import * as jobs from './migrations/2026-11-26-0800-jobs';
import * as userSearchText from './migrations/2026-11-27-7300-user-search-text';
import * as callerChangeNotices from './migrations/2026-11-27-9000-caller-change-notices';
import * as jobsClaimOrder from './migrations/2026-11-30-0700-jobs-claim-order';

/**
 * The migrations of the layers below features: users, roles and tokens (identity), one-time codes
 * and the throttle (the first migration predates the split), media files, the audit log, demo
 * seeding, the settings table (created with the roles), the durable jobs (jobs/), the users' folded search text, and
 * the notices of changes to callers (PostgreSQL). Each feature lists its own in its
 * manifest; `feature-registry.ts` merges them all in name order.
 */
export const PLATFORM_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026-11-22-0001-accounts': accounts,
  '2026-11-23-0100-media-files': mediaFiles,
  '2026-11-23-0101-user-name-any-case': userNameAnyCase,
  '2026-11-23-0103-user-name-unique-index-name': userNameUniqueIndexName,
  '2026-11-23-0200-audit-log': auditLog,
  '2026-11-23-0201-demo-seeds': demoSeeds,
  '2026-11-23-0300-user-roles': userRoles,
  '2026-11-26-0800-jobs': jobs,
  '2026-11-27-7300-user-search-text': userSearchText,
  '2026-11-27-9000-caller-change-notices': callerChangeNotices,
  '2026-11-30-0700-jobs-claim-order': jobsClaimOrder,
};

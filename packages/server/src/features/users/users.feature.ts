import * as userPrefixIndexes from '../../db/migrations/2026-11-23-0301-user-prefix-indexes';
import * as userStateIndex from '../../db/migrations/2026-11-23-0700-user-state-index';
import * as accessRequests from '../../db/migrations/2026-11-27-7200-access-requests';
import * as userSearchWords from '../../db/migrations/2026-11-27-9200-user-search-words';
import * as usersDisabledIndex from '../../db/migrations/2026-11-27-9201-users-disabled-index';
import type { FeatureManifest } from '../feature-manifest';
import { seedDemoAccessRequests } from './demo-access-requests';
import { registerUserRoutes } from './users.routes';

/** User management by administrators: lists, invitations, roles, lifecycle, bulk import. */
export const usersFeature: FeatureManifest = {
  name: 'users',
  registerRoutes: registerUserRoutes,
  migrations: {
    '2026-11-23-0301-user-prefix-indexes': userPrefixIndexes,
    '2026-11-23-0700-user-state-index': userStateIndex,
    '2026-11-27-7200-access-requests': accessRequests,
    '2026-11-27-9200-user-search-words': userSearchWords,
    '2026-11-27-9201-users-disabled-index': usersDisabledIndex,
  },
  demoSeeder: { name: 'access-requests', seed: seedDemoAccessRequests },
  auditActions: [
    'user.invite',
    'user.invite.resend',
    'user.import.create',
    'user.import.update',
    'user.roles.update',
    'user.disable',
    'user.enable',
    'user.force_password_reset',
    'user.sign_out_everywhere',
    'user.access.approve',
    'user.access.decline',
  ],
};

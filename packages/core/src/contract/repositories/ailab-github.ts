import { ROLE } from '../../roles/roles';
import { endpoint, MEMBER } from '../define';
import {
  RefreshBody,
  RefreshSummarySchema,
  RepositoryListBody,
  RepositoryListResponse,
} from './repositories.schemas';

const a = '/v2/api/ailab';

/** AI lab code resources (v2). Refresh is for admins or an API token made for CI. */
export const ailabGithub = {
  resources: endpoint({
    path: `${a}/github/resources`,
    access: MEMBER,
    feature: 'repositories',
    summary: 'Code-hosting resources: search, language and topic filters, sort by stars or activity',
    body: RepositoryListBody,
    response: RepositoryListResponse,
  }),
  refresh: endpoint({
    path: `${a}/github/refresh`,
    access: { kind: 'roles', roles: [ROLE.admin], apiTokenScope: 'github:refresh' },
    feature: 'repositories',
    summary: 'Refresh resources from GitHub (conditional requests, resumable); answers a summary',
    body: RefreshBody,
    response: RefreshSummarySchema,
  }),
};

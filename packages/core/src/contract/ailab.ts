import { ROLE } from '../roles/roles';
import { endpoint, MEMBER, pending, roles } from './define';
import { NewsSearchBody, NewsSearchResponse } from './schemas/news';
import {
  RefreshBody,
  RefreshSummarySchema,
  RepositoryListBody,
  RepositoryListResponse,
} from './schemas/repositories';

const researchOrStartup = roles(ROLE.research, ROLE.startup);
const research = roles(ROLE.research);
const learner = roles(ROLE.learner);
const a = '/v2/api/ailab';

/** AI lab industries (v2). */
export const ailabIndustries = {
  list: pending('industries', `${a}/industries/list`, researchOrStartup, 'Industries'),
  groupList: pending('industries', `${a}/group/list`, researchOrStartup, 'Industry groups'),
  groupItems: pending('industries', `${a}/group/items`, researchOrStartup, 'Items of an industry group'),
  market: pending('industries', `${a}/market`, researchOrStartup, 'A market overview'),
  marketSection: pending('industries', `${a}/market/section`, researchOrStartup, 'One market section'),
};

/** AI lab research (v2). */
export const ailabResearch = {
  create: pending('research', `${a}/research/create`, research, 'Start a research draft'),
  list: pending('research', `${a}/research/list`, research, 'My research'),
  get: pending('research', `${a}/research/get`, research, 'One research item'),
  manage: pending('research', `${a}/research/manage`, research, 'Edit, archive or delete research'),
  savePublic: pending('research', `${a}/research/save-public`, research, 'Publish research'),
};

/** AI lab news (v2). */
export const ailabNews = {
  search: endpoint({
    path: `${a}/news/search`,
    access: research,
    feature: 'news',
    summary: 'Search AI agent news: words, "phrases", -exclusions, prefix*; filters; keyset pages',
    body: NewsSearchBody,
    response: NewsSearchResponse,
  }),
};

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

/** AI lab founder applications (v2). */
export const ailabApplications = {
  userApplications: pending('applications', `${a}/applications/user`, learner, 'My applications'),
  get: pending('applications', `${a}/application/get`, learner, 'One of my applications'),
  getProblem: pending(
    'applications',
    `${a}/application/get-problem`,
    learner,
    'An application’s problem statement',
  ),
  createIndustries: pending(
    'applications',
    `${a}/application/create-industries`,
    learner,
    'Set application industries',
  ),
  upload: pending('applications', `${a}/application/upload`, learner, 'Attach a file to my application'),
  update: pending('applications', `${a}/application/update`, learner, 'Edit my application'),
  getData: pending('applications', `${a}/application/get-data`, learner, 'Form data for an application'),
};

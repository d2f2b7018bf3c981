import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import {
  FollowBody,
  FollowResponse,
  GroupItemsBody,
  GroupItemsResponse,
  GroupListResponse,
  IndustryListBody,
  IndustryListResponse,
  MarketBody,
  MarketResponse,
  MarketSectionBody,
  MarketSectionSchema,
  YourIndustriesResponse,
} from './industries.schemas';
import {
  IndustryImportRequest,
  IndustryImportResponse,
  MarketSectionSaveBody,
} from './industry-import.schemas';

const readers = roles(ROLE.research, ROLE.startup, ROLE.learner, ROLE.admin);
const a = '/v2/api/ailab';
const feature = 'research';

/** AI lab industries (v2): the two-level catalogue and each industry's market overview. */
export const ailabIndustries = {
  list: endpoint({
    path: `${a}/industries/list`,
    access: readers,
    feature,
    summary: 'Industries, filtered by group or by what the caller follows',
    body: IndustryListBody,
    response: IndustryListResponse,
  }),
  groupList: endpoint({
    path: `${a}/group/list`,
    access: readers,
    feature,
    summary: 'Industry groups',
    body: EmptyBody,
    response: GroupListResponse,
  }),
  groupItems: endpoint({
    path: `${a}/group/items`,
    access: readers,
    feature,
    summary: 'Industries of one group',
    body: GroupItemsBody,
    response: GroupItemsResponse,
  }),
  market: endpoint({
    path: `${a}/market`,
    access: readers,
    feature,
    summary: 'One industry’s market overview with its sections, sources and latest reports',
    body: MarketBody,
    response: MarketResponse,
  }),
  marketSection: endpoint({
    path: `${a}/market/section`,
    access: readers,
    feature,
    summary: 'One section of a market overview',
    body: MarketSectionBody,
    response: MarketSectionSchema,
  }),
  yourIndustries: endpoint({
    path: `${a}/founders/your-industries`,
    access: readers,
    feature,
    summary: 'The industries the caller follows',
    body: EmptyBody,
    response: YourIndustriesResponse,
  }),
  follow: endpoint({
    path: `${a}/industries/follow`,
    access: readers,
    feature,
    summary: 'Follow an industry (idempotent)',
    body: FollowBody,
    response: FollowResponse,
  }),
  unfollow: endpoint({
    path: `${a}/industries/unfollow`,
    access: readers,
    feature,
    summary: 'Stop following an industry (idempotent)',
    body: FollowBody,
    response: FollowResponse,
  }),
  import: endpoint({
    path: '/v2/api/admin/industries/import',
    access: roles(ROLE.admin),
    feature,
    summary:
      'Import the catalogue: up to 500 industries per request with their groups and overview sections; idempotent by slug; dry_run writes nothing (contract extra)',
    body: IndustryImportRequest,
    response: IndustryImportResponse,
  }),
  saveSection: endpoint({
    path: '/v2/api/admin/industries/section/save',
    access: roles(ROLE.admin),
    feature,
    summary: 'Save one section of an industry’s market overview (stale edits answer 409 with the newer one)',
    body: MarketSectionSaveBody,
    response: MarketSectionSchema,
  }),
};

import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const researchOrStartup = roles(ROLE.research, ROLE.startup);
const a = '/v2/api/ailab';

/** AI lab industries (v2). */
export const ailabIndustries = {
  list: pending('industries', `${a}/industries/list`, researchOrStartup, 'Industries'),
  groupList: pending('industries', `${a}/group/list`, researchOrStartup, 'Industry groups'),
  groupItems: pending('industries', `${a}/group/items`, researchOrStartup, 'Items of an industry group'),
  market: pending('industries', `${a}/market`, researchOrStartup, 'A market overview'),
  marketSection: pending('industries', `${a}/market/section`, researchOrStartup, 'One market section'),
};

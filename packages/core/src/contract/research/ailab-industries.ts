import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const researchOrStartup = roles(ROLE.research, ROLE.startup);
const a = '/v2/api/ailab';

/** AI lab industries (v2). */
export const ailabIndustries = {
  list: pending('research', `${a}/industries/list`, researchOrStartup, 'Industries'),
  groupList: pending('research', `${a}/group/list`, researchOrStartup, 'Industry groups'),
  groupItems: pending('research', `${a}/group/items`, researchOrStartup, 'Items of an industry group'),
  market: pending('research', `${a}/market`, researchOrStartup, 'A market overview'),
  marketSection: pending('research', `${a}/market/section`, researchOrStartup, 'One market section'),
};

import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const research = roles(ROLE.research);
const a = '/v2/api/ailab';

/** AI lab research (v2). */
export const ailabResearch = {
  create: pending('research', `${a}/research/create`, research, 'Start a research draft'),
  list: pending('research', `${a}/research/list`, research, 'My research'),
  get: pending('research', `${a}/research/get`, research, 'One research item'),
  manage: pending('research', `${a}/research/manage`, research, 'Edit, archive or delete research'),
  savePublic: pending('research', `${a}/research/save-public`, research, 'Publish research'),
};

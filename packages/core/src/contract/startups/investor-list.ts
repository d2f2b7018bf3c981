import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const v = '/v1/api';

/** v1 investor list. */
export const investorList = {
  list: pending('startups', `${v}/ailab/investor_list`, roles(ROLE.startup, ROLE.investment), 'Investors'),
};

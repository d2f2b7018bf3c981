import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const startup = roles(ROLE.startup);
const v = '/v1/api';

/** v1 user businesses (startups). */
export const userBusiness = {
  add: pending('startups', `${v}/user_business/add`, startup, 'Add my startup'),
  update: pending('startups', `${v}/user_business/update`, startup, 'Edit my startup'),
  logo: pending('startups', `${v}/user_business/logo`, startup, 'Set my startup’s logo'),
  details: pending('startups', `${v}/user_business/details`, startup, 'One of my startups'),
  listing: pending('startups', `${v}/user_business/listing`, startup, 'My startups'),
  manage: pending('startups', `${v}/user_business/manage`, startup, 'Archive or delete my startup'),
};

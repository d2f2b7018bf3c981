import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const startup = roles(ROLE.startup);
const v = '/v1/api';

/** v1 pitch fields. */
export const pitchField = {
  create: pending('startups', `${v}/pitch_field/create`, startup, 'Create a pitch field'),
  update: pending('startups', `${v}/pitch_field/update`, startup, 'Edit a pitch field'),
  manage: pending('startups', `${v}/pitch_field/manage`, startup, 'Reorder or delete pitch fields'),
  updateImage: pending('startups', `${v}/pitch_field/update_image`, startup, 'Set a pitch field image'),
  listing: pending('startups', `${v}/pitch_field/listing`, startup, 'Pitch fields'),
};

import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const startup = roles(ROLE.startup);
const v = '/v1/api';

const p = `${v}/ailab/startup_pitch`;
/** v1 startup pitches with sections and images. */
export const startupPitch = {
  list: pending('startups', `${p}/list`, startup, 'My pitches'),
  section: pending('startups', `${p}/section`, startup, 'One pitch section'),
  sectionImages: pending('startups', `${p}/section/images`, startup, 'Images of a pitch section'),
  sectionImageRemove: pending('startups', `${p}/section/image/remove`, startup, 'Remove a section image'),
  status: pending('startups', `${p}/status`, startup, 'Change a pitch’s status'),
  sectionImage: pending('startups', `${p}/section/image`, startup, 'Upload a section image'),
  sectionUpdate: pending('startups', `${p}/section/update`, startup, 'Edit a pitch section'),
  sectionGenerate: pending('startups', `${p}/section/generate`, startup, 'Draft a pitch section'),
  add: pending('startups', `${p}/add`, startup, 'Create a pitch'),
  content: pending('startups', `${p}/content`, startup, 'A pitch with all sections'),
  update: pending('startups', `${p}/update`, startup, 'Edit a pitch'),
};

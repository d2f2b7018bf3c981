import { ROLE } from '../../roles/roles';
import { pending, roles } from '../define';

const startup = roles(ROLE.startup);
const v = '/v1/api';

const p = `${v}/ailab/startup_pitch`;
/** v1 startup pitches with sections and images. */
export const startupPitch = {
  list: pending('pitches', `${p}/list`, startup, 'My pitches'),
  section: pending('pitches', `${p}/section`, startup, 'One pitch section'),
  sectionImages: pending('pitches', `${p}/section/images`, startup, 'Images of a pitch section'),
  sectionImageRemove: pending('pitches', `${p}/section/image/remove`, startup, 'Remove a section image'),
  status: pending('pitches', `${p}/status`, startup, 'Change a pitch’s status'),
  sectionImage: pending('pitches', `${p}/section/image`, startup, 'Upload a section image'),
  sectionUpdate: pending('pitches', `${p}/section/update`, startup, 'Edit a pitch section'),
  sectionGenerate: pending('pitches', `${p}/section/generate`, startup, 'Draft a pitch section'),
  add: pending('pitches', `${p}/add`, startup, 'Create a pitch'),
  content: pending('pitches', `${p}/content`, startup, 'A pitch with all sections'),
  update: pending('pitches', `${p}/update`, startup, 'Edit a pitch'),
};

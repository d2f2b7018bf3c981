import { ROLE } from '../roles/roles';
import { pending, roles } from './define';

const admin = roles(ROLE.admin);
const apps = roles(ROLE.applicationsAdmin);
const b = '/v2/api/admin';

/** Admin users and roles (v2). */
export const adminUsers = {
  allUsers: pending('user-management', `${b}/all_users`, admin, 'List all users'),
  roleAddUpdate: pending('user-management', `${b}/role/add_update`, admin, 'Grant or change a user’s roles'),
  roleGet: pending('user-management', `${b}/role/get`, admin, 'A user’s roles'),
};

/** Admin events (v2). */
export const adminEvents = {
  listing: pending('events', `${b}/event/listing`, admin, 'All events'),
  add: pending('events', `${b}/event/add`, admin, 'Create an event'),
  update: pending('events', `${b}/event/update`, admin, 'Edit an event'),
  delete: pending('events', `${b}/event/delete`, admin, 'Delete an event'),
  registeredUsers: pending('events', `${b}/event/registered_users`, admin, 'Who registered for an event'),
};

/** Admin courses (v2). */
export const adminCourses = {
  listing: pending('education', `${b}/edu/course/listing`, admin, 'All courses'),
  add: pending('education', `${b}/edu/course/add`, admin, 'Create a course'),
  update: pending('education', `${b}/edu/course/update`, admin, 'Edit a course'),
  updateInfo: pending('education', `${b}/edu/course/update-info`, admin, 'Edit a course’s details'),
  manage: pending('education', `${b}/edu/course/manage`, admin, 'Publish, archive or delete a course'),
  unitKeys: pending('education', `${b}/edu/course/unit-keys`, admin, 'A course’s unit keys'),
  unitContent: pending('education', `${b}/edu/course/unit-content`, admin, 'One unit’s content'),
  unitAdd: pending('education', `${b}/edu/course/unit-add`, admin, 'Add a unit'),
  unitUpdate: pending('education', `${b}/edu/course/unit-update`, admin, 'Edit a unit'),
  unitUpload: pending('education', `${b}/edu/course/unit-upload`, admin, 'Upload unit material'),
};

/** Admin quizzes (v2). */
export const adminQuizzes = {
  create: pending('education', `${b}/edu/quiz/create`, admin, 'Create or replace a unit quiz'),
  get: pending('education', `${b}/edu/quiz/get`, admin, 'A quiz with its answers'),
};

/** Admin institutes (v2). */
export const adminInstitutes = {
  add: pending('institutes', `${b}/edu/institute/add`, admin, 'Create an institute'),
  update: pending('institutes', `${b}/edu/institute/update`, admin, 'Edit an institute'),
  manage: pending('institutes', `${b}/edu/institute/manage`, admin, 'Activate or deactivate an institute'),
  listing: pending('institutes', `${b}/edu/institute/listing`, admin, 'All institutes'),
  get: pending('institutes', `${b}/edu/institute/get`, admin, 'One institute'),
};

/** Admin supervisors (v2). */
export const adminSupervisors = {
  invite: pending('institutes', `${b}/institute/supervisor/invite`, admin, 'Invite a supervisor'),
  listing: pending('institutes', `${b}/institute/supervisor/listing`, admin, 'An institute’s supervisors'),
  manage: pending('institutes', `${b}/institute/supervisor/manage`, admin, 'Change or remove a supervisor'),
};

/** Admin applications (v2). */
export const adminApplications = {
  list: pending('applications', `${b}/applications/list`, apps, 'All applications'),
  get: pending('applications', `${b}/application/get`, apps, 'One application'),
  update: pending('applications', `${b}/application/update`, apps, 'Review an application'),
};

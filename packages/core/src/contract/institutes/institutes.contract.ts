import { adminInstitutes } from './admin-institutes';
import { adminSupervisors } from './admin-supervisors';
import { instituteExtras } from './institute-extras';
import { supervisor } from './supervisor';

/** The institutes domain's contract groups. Institutes, supervisors and teams. */
export const institutesContract = {
  adminInstitutes,
  adminSupervisors,
  supervisor,
  instituteExtras,
};

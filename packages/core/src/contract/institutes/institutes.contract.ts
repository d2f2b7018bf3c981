import { adminInstitutes } from './admin-institutes';
import { adminSupervisors } from './admin-supervisors';
import { supervisor } from './supervisor';

/** The institutes domain's contract groups. Institutes, supervisors and teams (pending: issue 20). */
export const institutesContract = {
  adminInstitutes,
  adminSupervisors,
  supervisor,
};

import { adminApplications } from './admin-applications';
import { ailabApplications } from './ailab-applications';

/** The applications domain's contract groups. Founder studio applications (pending: issue 22; open-group part in open-applications.ts). */
export const applicationsContract = {
  adminApplications,
  ailabApplications,
};

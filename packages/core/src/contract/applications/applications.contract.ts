import { adminApplications } from './admin-applications';
import { adminProgrammes } from './admin-programmes';
import { ailabApplications } from './ailab-applications';

/** The applications domain's contract groups (issue 22; the open-group part is in open-applications.ts). */
export const applicationsContract = {
  adminApplications,
  adminProgrammes,
  ailabApplications,
};

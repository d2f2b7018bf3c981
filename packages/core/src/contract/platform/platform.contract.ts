import { adminJobs } from './admin-jobs';
import { appConfig } from './app-config';

/** The platform domain's contract groups. What a client needs before sign-in (open-group part in open-platform.ts), and the job queue's administration. */
export const platformContract = {
  appConfig,
  adminJobs,
};

import { ROLE } from '../../roles/roles';
import { EmptyBody, endpoint, roles } from '../define';
import {
  JobActionResponse,
  JobDepthResponse,
  JobIdBody,
  JobListRequest,
  JobListResponse,
} from './jobs.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin/jobs';

/** The job runner's queue, for administrators (contract extras, docs/jobs.md). */
export const adminJobs = {
  list: endpoint({
    path: `${b}/list`,
    access: admin,
    summary: 'Jobs of the outbox (emails, scheduled work): state, attempts, last error',
    feature: 'platform',
    body: JobListRequest,
    response: JobListResponse,
  }),
  depth: endpoint({
    path: `${b}/depth`,
    access: admin,
    summary: 'Queue depth: how many jobs of each kind are in each state',
    feature: 'platform',
    body: EmptyBody,
    response: JobDepthResponse,
  }),
  retry: endpoint({
    path: `${b}/retry`,
    access: admin,
    summary: 'Puts a dead job back in the queue with fresh attempts',
    feature: 'platform',
    body: JobIdBody,
    response: JobActionResponse,
  }),
  cancel: endpoint({
    path: `${b}/cancel`,
    access: admin,
    summary: 'Cancels a pending job: it will not run',
    feature: 'platform',
    body: JobIdBody,
    response: JobActionResponse,
  }),
};

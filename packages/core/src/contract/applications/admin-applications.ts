import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import { ApplicationIdBody } from './application.schemas';
import { AutoAssignBody, AutoAssignResponse } from './assign.schemas';
import {
  AdminApplicationSchema,
  AdminApplicationUpdateBody,
  BulkDecideBody,
  BulkDecideResponse,
  ReviewQueueRequest,
  ReviewQueueResponse,
} from './review.schemas';

/** Reviewers (role 98) and administrators. */
const reviewers = roles(ROLE.applicationsAdmin, ROLE.admin);
/** Administrators only: the assignment plan names applicants' conflicts, which a blind phase hides from reviewers. */
const administrators = roles(ROLE.admin);
const b = '/v2/api/admin';
const feature = 'applications';

/** Admin applications (v2): the review queue, one application, and the review actions. */
export const adminApplications = {
  list: endpoint({
    path: `${b}/applications/list`,
    access: reviewers,
    feature,
    summary: 'The review queue: filters by programme, state, tag, reviewer, score, needs my review',
    body: ReviewQueueRequest,
    response: ReviewQueueResponse,
  }),
  get: endpoint({
    path: `${b}/application/get`,
    access: reviewers,
    feature,
    summary: 'One application with answers, attachments, reviews as the phase allows, notes and history',
    body: ApplicationIdBody,
    response: AdminApplicationSchema,
  }),
  update: endpoint({
    path: `${b}/application/update`,
    access: reviewers,
    feature,
    summary: 'Assign reviewers, score, note, tag, change state or decide',
    body: AdminApplicationUpdateBody,
    response: AdminApplicationSchema,
  }),
  decide: endpoint({
    path: `${b}/applications/decide`,
    access: reviewers,
    feature,
    summary: 'Decide many applications at once, with a dry run showing each email (contract extra)',
    body: BulkDecideBody,
    response: BulkDecideResponse,
  }),
  assign: endpoint({
    path: `${b}/applications/assign`,
    access: administrators,
    feature,
    summary:
      'Assign reviewers automatically, balanced and without conflicts, with a dry-run plan (contract extra)',
    body: AutoAssignBody,
    response: AutoAssignResponse,
  }),
};

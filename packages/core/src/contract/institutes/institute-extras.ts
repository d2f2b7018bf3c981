import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { SignInResultSchema } from '../accounts/user.schemas';
import { endpoint, MEMBER, PUBLIC, roles } from '../define';
import { bulkResponse } from '../schemas/bulk';
import { CourseFunnelBody, CourseFunnelResponse } from './funnel.schemas';
import { InstituteAuditBody, InstituteAuditResponse } from './institute-audit.schemas';
import { InstituteDetailSchema, InstituteGetBody, RosterBody, RosterResponse } from './institutes.schemas';
import { InstituteProgressBody, InstituteProgressResponse } from './progress.schemas';
import { RosterImportRequest } from './roster-import.schemas';
import { StalledLearnersBody, StalledLearnersResponse } from './stalled.schemas';
import {
  InvitationAnswerSchema,
  InvitationSignUpBody,
  InvitationTokenBody,
  InvitationViewSchema,
} from './supervisors.schemas';

/** Institutes beyond the spec's endpoints (documented in docs/institutes.md). */
export const instituteExtras = {
  roster: endpoint({
    path: '/v2/api/admin/edu/institute/roster',
    access: roles(ROLE.admin),
    feature: 'institutes',
    summary: 'An institute’s roster now, at a past moment, or its whole membership history',
    body: RosterBody,
    response: RosterResponse,
  }),
  rosterImport: endpoint({
    path: '/v2/api/admin/edu/institute/roster-import',
    access: roles(ROLE.admin),
    feature: 'institutes',
    summary:
      'Import a roster (email, names, team) on the bulk pattern: creates and invites missing accounts, adds or moves members',
    body: RosterImportRequest,
    response: bulkResponse,
  }),
  audit: endpoint({
    path: '/v2/api/admin/edu/institute/audit',
    access: roles(ROLE.admin),
    feature: 'institutes',
    summary: 'An institute’s recent administrative changes, with the names of what they touched',
    body: InstituteAuditBody,
    response: InstituteAuditResponse,
  }),
  progress: endpoint({
    path: '/v2/api/edu/institute/progress',
    access: roles(ROLE.admin, ROLE.instituteAdmin),
    feature: 'institutes',
    summary: 'Per learner and assigned course progress of an institute (a supervisor sees their scope only)',
    body: InstituteProgressBody,
    response: InstituteProgressResponse,
  }),
  funnel: endpoint({
    path: '/v2/api/edu/institute/funnel',
    access: roles(ROLE.admin, ROLE.instituteAdmin),
    feature: 'institutes',
    summary: 'An assigned course’s drop-off by unit: how many learners of the scope completed each unit',
    body: CourseFunnelBody,
    response: CourseFunnelResponse,
  }),
  stalled: endpoint({
    path: '/v2/api/edu/institute/stalled',
    access: roles(ROLE.admin, ROLE.instituteAdmin),
    feature: 'institutes',
    summary:
      'The stalled learners of the scope; with send, email each of them (once a day per institute, through the outbox, audited)',
    body: StalledLearnersBody,
    response: StalledLearnersResponse,
  }),
  invitationView: endpoint({
    path: '/v2/api/institute/invitation/view',
    access: PUBLIC,
    feature: 'institutes',
    summary: 'What a supervisor invitation offers, by its emailed token, or by id for the signed-in invitee',
    body: InvitationTokenBody,
    response: InvitationViewSchema,
  }),
  invitationAccept: endpoint({
    path: '/v2/api/institute/invitation/accept',
    access: MEMBER,
    feature: 'institutes',
    summary: 'Accept a supervisor invitation, signed in as the invited address',
    body: InvitationTokenBody,
    response: InvitationAnswerSchema,
  }),
  invitationDecline: endpoint({
    path: '/v2/api/institute/invitation/decline',
    access: PUBLIC,
    feature: 'institutes',
    summary: 'Decline a supervisor invitation by its emailed token, or by id for the signed-in invitee',
    body: InvitationTokenBody,
    response: InvitationAnswerSchema,
  }),
  invitationSignUp: endpoint({
    path: '/v2/api/institute/invitation/sign-up',
    access: PUBLIC,
    feature: 'institutes',
    summary:
      'Create an account through a pending supervisor invitation (the link proves the address) and accept it; signs in',
    body: InvitationSignUpBody,
    response: SignInResultSchema,
  }),
  logo: endpoint({
    path: '/v2/api/admin/edu/institute/logo',
    access: roles(ROLE.admin),
    feature: 'institutes',
    bodyKind: 'multipart',
    summary:
      'Set an institute’s logo (multipart: field "institute_id" first, then the image in "file"; PNG, JPEG, WebP or GIF)',
    body: z.strictObject({}),
    response: InstituteDetailSchema,
  }),
  removeLogo: endpoint({
    path: '/v2/api/admin/edu/institute/logo/remove',
    access: roles(ROLE.admin),
    feature: 'institutes',
    summary: 'Remove an institute’s logo',
    body: InstituteGetBody,
    response: InstituteDetailSchema,
  }),
};

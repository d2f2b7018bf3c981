import { z } from 'zod';
import { ROLE } from '../../roles/roles';
import { endpoint, MEMBER, roles } from '../define';
import {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  InvitationRevokeBody,
  InvitationSchema,
  InvitationsBody,
  InvitationsResponse,
  InviteBody,
  LogoResponse,
  MyStartupsBody,
  MyStartupsResponse,
  StartupAddBody,
  StartupDetailsResponse,
  StartupIdBody,
  StartupManageBody,
  StartupManageResponse,
  StartupSchema,
  StartupUpdateBody,
} from './startup.schemas';

const startup = roles(ROLE.startup);
const feature = 'startups';
const v = '/v1/api';

/** v1 user businesses (startups): a founder's own startups, their team and invitations. */
export const userBusiness = {
  add: endpoint({
    path: `${v}/user_business/add`,
    access: startup,
    feature,
    summary: 'Add my startup (I become its owner)',
    body: StartupAddBody,
    response: StartupSchema,
  }),
  update: endpoint({
    path: `${v}/user_business/update`,
    access: startup,
    feature,
    summary: 'Edit my startup (owner or admin)',
    body: StartupUpdateBody,
    response: StartupSchema,
  }),
  logo: endpoint({
    path: `${v}/user_business/logo`,
    access: startup,
    feature,
    bodyKind: 'multipart',
    summary:
      'Set my startup’s logo (multipart: field "id" first, then the image in "file"; PNG, JPEG, WebP or GIF)',
    body: z.strictObject({}),
    response: LogoResponse,
  }),
  details: endpoint({
    path: `${v}/user_business/details`,
    access: startup,
    feature,
    summary: 'One of my startups, with its team',
    body: StartupIdBody,
    response: StartupDetailsResponse,
  }),
  listing: endpoint({
    path: `${v}/user_business/listing`,
    access: startup,
    feature,
    summary: 'My startups',
    body: MyStartupsBody,
    response: MyStartupsResponse,
  }),
  manage: endpoint({
    path: `${v}/user_business/manage`,
    access: startup,
    feature,
    summary: 'Archive, restore, transfer ownership, leave, remove a member or change a member’s role',
    body: StartupManageBody,
    response: StartupManageResponse,
  }),
  invite: endpoint({
    path: `${v}/user_business/invite`,
    access: startup,
    feature,
    summary: 'Invite a co-founder or teammate by email (owner or admin; contract extra)',
    body: InviteBody,
    response: InvitationSchema,
  }),
  invitations: endpoint({
    path: `${v}/user_business/invitations`,
    access: startup,
    feature,
    summary: 'The invitations of my startup (owner or admin; contract extra)',
    body: InvitationsBody,
    response: InvitationsResponse,
  }),
  revokeInvitation: endpoint({
    path: `${v}/user_business/invitation/revoke`,
    access: startup,
    feature,
    summary: 'Revoke a pending invitation (owner or admin; contract extra)',
    body: InvitationRevokeBody,
    response: InvitationSchema,
  }),
  acceptInvitation: endpoint({
    path: `${v}/user_business/invitation/accept`,
    access: MEMBER,
    feature,
    summary:
      'Accept an invitation by its link, or by id signed in as the invitee: grants role 3 and the membership (contract extra)',
    body: AcceptInvitationBody,
    response: AcceptInvitationResponse,
  }),
};

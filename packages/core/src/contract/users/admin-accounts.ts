import { ROLE } from '../../roles/roles';
import { endpoint, roles } from '../define';
import {
  AdminUserActionResponse,
  AdminUserDetailResponse,
  AdminUserRefBody,
  InviteUserBody,
  InviteUserResponse,
  SignupsRequest,
  SignupsResponse,
  UserImportRequest,
  UserImportResponse,
} from './users.schemas';

const admin = roles(ROLE.admin);
const b = '/v2/api/admin/user';

function userAction(path: string, summary: string) {
  return endpoint({
    path: `${b}/${path}`,
    access: admin,
    feature: 'users',
    summary,
    body: AdminUserRefBody,
    response: AdminUserActionResponse,
  });
}

/** Account lifecycle for administrators: beyond the spec's list, documented in docs/admin.md. */
export const adminAccounts = {
  get: endpoint({
    path: `${b}/get`,
    access: admin,
    feature: 'users',
    summary: 'One user with roles and live sessions',
    body: AdminUserRefBody,
    response: AdminUserDetailResponse,
  }),
  invite: endpoint({
    path: `${b}/invite`,
    access: admin,
    feature: 'users',
    summary: 'Invite a person by email; they set a password through an emailed link',
    body: InviteUserBody,
    response: InviteUserResponse,
  }),
  import: endpoint({
    path: `${b}/import`,
    access: admin,
    feature: 'users',
    summary:
      'Import up to 500 users per request; idempotent by email; dry_run answers per row and writes nothing',
    body: UserImportRequest,
    response: UserImportResponse,
  }),
  disable: userAction('disable', 'Disable an account: its tokens stop working at once'),
  enable: userAction('enable', 'Re-enable a disabled account'),
  forcePasswordReset: userAction('force_password_reset', 'Make a user choose a new password by emailed link'),
  signOutEverywhere: userAction('sign_out_everywhere', 'Revoke every session and API token of a user'),
  delete: userAction(
    'delete',
    'Delete an account: personal data erased, roles and tokens removed; the anonymised row stays for what refers to it',
  ),
  resendInvitation: userAction(
    'resend_invitation',
    'Send a pending invitation again with a new link (the earlier one stops working); refused once it was taken up',
  ),
  signups: endpoint({
    path: `${b}/signups`,
    access: admin,
    feature: 'users',
    summary: 'Accounts created per week (UTC, Monday first) for the admin dashboard chart',
    body: SignupsRequest,
    response: SignupsResponse,
  }),
};

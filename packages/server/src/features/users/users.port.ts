/** What other domains may use of user administration: creating and inviting an account (roster imports), giving a role. */

export { grantRoleWithin } from './grant-role';
export { grantSignUpRoles } from './grant-sign-up-roles';
export { createInvitedUser, promisePasswordLink } from './invitations.service';
export { createInvitedUsers, promiseInvitations } from './invite-many.service';

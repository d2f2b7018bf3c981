/** What other domains may use of user administration: creating and inviting an account (roster imports). */
export { createInvitedUser, promisePasswordLink } from './invitations.service';

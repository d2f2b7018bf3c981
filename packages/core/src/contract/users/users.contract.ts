import { accessRequests } from './access-requests';
import { adminAccounts } from './admin-accounts';
import { adminUsers } from './admin-users';

/** The users domain's contract groups. Administrators manage users: the list, roles, invitations, imports and account lifecycle. */
export const usersContract = {
  adminUsers,
  adminAccounts,
  accessRequests,
};

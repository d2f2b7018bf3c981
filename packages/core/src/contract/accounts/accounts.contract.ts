import { user } from './user';
import { v1Public } from './v1-public';

/** The accounts domain's contract groups. Sign-in, registration, passwords, tokens and the signed-in user's own profile. */
export const accountsContract = {
  user,
  v1Public,
};

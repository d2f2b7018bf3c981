import { foldSearchText } from '../db/fold-search-text';

/** The columns a user is found by in the administrators' user search. */
export interface UserSearchFields {
  first_name: string;
  last_name: string;
  user_name: string;
  email: string;
}

/**
 * `users.search_text`: names, user name and e-mail folded into tokens by {@link foldSearchText}.
 * The server writes it with every insert and every change of those columns (`newUserRow`,
 * `updateUser`); `admin/all_users` matches each searched word at the start of any token.
 */
export function userSearchText(user: UserSearchFields): string {
  return foldSearchText([user.first_name, user.last_name, user.user_name, user.email].join(' '));
}

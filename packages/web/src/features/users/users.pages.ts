import type { DomainPage } from '../../lib/domain-pages';
import type { usersScreens } from './users.screens';

/** The users domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const usersPages: readonly DomainPage<keyof typeof usersScreens>[] = [
  { where: 'area', path: 'user', screen: 'userManagement' },
  { where: 'area', path: 'user-management', screen: 'userManagement' },
  { where: 'area', path: 'access-requests', screen: 'accessRequests' },
];

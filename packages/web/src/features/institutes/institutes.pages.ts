import type { DomainPage } from '../../lib/domain-pages';
import type { institutesScreens } from './institutes.screens';

/** The institutes domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const institutesPages: readonly DomainPage<keyof typeof institutesScreens>[] = [
  { where: 'area', path: 'institute-admin', screen: 'instituteAdmin' },
  { where: 'area', path: 'education-administration/institutions/:instituteId', screen: 'institution' },
  { where: 'public', path: 'institute-invitation', screen: 'instituteInvitation' },
];

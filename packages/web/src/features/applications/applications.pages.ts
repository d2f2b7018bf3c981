import type { DomainPage } from '../../lib/domain-pages';
import type { applicationsScreens } from './applications.screens';

/** The applications domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const applicationsPages: readonly DomainPage<keyof typeof applicationsScreens>[] = [
  { where: 'area', path: 'founders/applications', screen: 'applicationManager' },
  { where: 'area', path: 'application-management', screen: 'applicationManagement' },
  { where: 'public', path: 'apply', screen: 'apply' },
];

import type { DomainPage } from '../../lib/domain-pages';
import type { repositoriesScreens } from './repositories.screens';

/** The repositories domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const repositoriesPages: readonly DomainPage<keyof typeof repositoriesScreens>[] = [
  { where: 'area', path: 'repositories', screen: 'repositories' },
];

import type { DomainPage } from '../../lib/domain-pages';
import type { newsScreens } from './news.screens';

/** The news domain's pages: where each is (below /ailab and /admin, or public) and the screen it shows. */
export const newsPages: readonly DomainPage<keyof typeof newsScreens>[] = [
  { where: 'area', path: 'news', screen: 'news' },
];

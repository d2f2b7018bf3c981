import { menuLabelForPath } from '@ailab/core/menu/menu-label-for-path';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';

/**
 * The heading of an area screen: the label of the menu entry that leads to the current path
 * (so "All Applications" opens a page headed "All Applications", in every language), or
 * `web:screens.<screen>` for paths no entry names. Also sets the tab title.
 */
export function useScreenTitle(screen: string): string {
  const { t } = useTranslation(['web', 'menu']);
  const { pathname } = useLocation();
  const label = menuLabelForPath(pathname);
  const title = label ? t(label) : t(`web:screens.${screen}`);
  useDocumentTitle(title);
  return title;
}

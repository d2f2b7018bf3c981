import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<screen> · AI Lab", so tabs, history and screen readers name the screen. */
export function useDocumentTitle(screen: string | undefined): void {
  const { t } = useTranslation();
  const app = t('common:appName');
  useEffect(() => {
    document.title = screen ? `${screen} · ${app}` : app;
  }, [screen, app]);
}

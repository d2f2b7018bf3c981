import { ArrowLeft, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useScreenTitle } from '../hooks/use-screen-title';
import { buttonClasses } from './ui/button';
import { PageHeader } from './ui/page-header';

/** Where "back" leads: the dashboard of the area the screen is in, or the home page. */
function backTarget(pathname: string): { href: string; key: 'backToDashboard' | 'backToHome' } {
  if (pathname.startsWith(`${paths.admin.root}/`))
    return { href: paths.admin.dashboard, key: 'backToDashboard' };
  if (pathname.startsWith(`${paths.ailab.root}/`))
    return { href: paths.ailab.dashboard, key: 'backToDashboard' };
  return { href: paths.home, key: 'backToHome' };
}

/** Shown by screens whose feature comes later: a translated notice, never a blank page. */
export function NotAvailableScreen({ screen }: { screen: string }) {
  const { t } = useTranslation('web');
  const { pathname } = useLocation();
  const back = backTarget(pathname);
  const title = useScreenTitle(screen);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader title={title} />
      <div
        data-testid="not-available"
        className="mt-6 flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-14 text-center"
      >
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <p className="text-base font-semibold text-ink">{t('notAvailable.title')}</p>
        <p className="mt-2 max-w-md text-sm text-ink-muted">{t('notAvailable.body')}</p>
        <Link to={back.href} className={buttonClasses('secondary', 'mt-6')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t(`notAvailable.${back.key}`)}
        </Link>
      </div>
    </div>
  );
}

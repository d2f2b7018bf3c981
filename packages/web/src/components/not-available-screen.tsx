import { ArrowLeft, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../hooks/use-document-title';
import { buttonClasses } from './ui/button';

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
  useDocumentTitle(t(`screens.${screen}`));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t(`screens.${screen}`)}
      </h1>
      <div
        data-testid="not-available"
        className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900"
      >
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <p className="text-base font-semibold text-slate-900 dark:text-white">{t('notAvailable.title')}</p>
        <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">{t('notAvailable.body')}</p>
        <Link to={back.href} className={buttonClasses('secondary', 'mt-6')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t(`notAvailable.${back.key}`)}
        </Link>
      </div>
    </div>
  );
}

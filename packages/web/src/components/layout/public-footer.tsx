import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The footer of public pages. */
export function PublicFooter() {
  const { t } = useTranslation(['web', 'common']);
  const year = new Date().getFullYear();
  const links = [
    { to: paths.education.all, label: t('web:public.nav.education') },
    { to: paths.events, label: t('web:public.nav.events') },
    { to: paths.zoomlab, label: t('web:screens.zoomlab') },
    { to: paths.industryReports, label: t('web:public.nav.reports') },
    { to: paths.apply, label: t('web:public.nav.apply') },
    { to: paths.magicLogin, label: t('web:public.nav.magicLogin') },
  ];
  return (
    <footer className="w-full border-t border-line bg-surface dark:bg-canvas">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('web:public.footer', { year, app: t('common:appName') })}</p>
        <nav aria-label={t('web:public.nav.footerLabel')} className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-ink">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}

import { menuHref } from '@ailab/core/menu/visible-menu';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { areaPaths, paths } from '../../config/paths';
import { useAuth } from '../../hooks/use-auth';
import { ColorModeToggle } from '../color-mode-toggle';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { PublicPhoneMenu } from './public-phone-menu';

/** The header of public pages: brand, a few destinations, language, colour mode and sign-in. */
export function PublicHeader() {
  const { t } = useTranslation('web');
  const { authenticated, user } = useAuth();
  const links = [
    { to: paths.education.all, label: t('public.nav.education') },
    { to: paths.events, label: t('public.nav.events') },
    { to: paths.industryReports, label: t('public.nav.reports') },
  ];
  return (
    <header className="sticky top-0 z-30 w-full border-b border-line bg-surface/80 backdrop-blur dark:bg-canvas/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <PublicPhoneMenu links={links} />
        <Logo to={paths.home} compactBelow="xs" />
        <nav aria-label={t('public.nav.label')} className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'text-brand-700 dark:text-brand-300' : 'text-ink-muted hover:text-ink',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <LanguageSwitcher />
          <ColorModeToggle />
          {authenticated && user ? (
            <Link
              to={menuHref(areaPaths.dashboard, user.area_code)}
              className={buttonClasses('primary', 'ml-1 px-3 py-2 whitespace-nowrap')}
            >
              {t('public.goToDashboard')}
            </Link>
          ) : (
            <>
              <Link
                to={paths.login}
                className={buttonClasses('ghost', 'px-2.5 py-2 whitespace-nowrap sm:px-3')}
              >
                {t('public.signIn')}
              </Link>
              <Link
                to={paths.register}
                className={buttonClasses('primary', 'px-2.5 py-2 whitespace-nowrap sm:px-3')}
              >
                {t('public.join')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

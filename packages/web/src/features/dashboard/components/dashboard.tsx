import type { User } from '@ailab/core/contract/accounts/user.schemas';
import { areaFor, menuHref, visibleMenu } from '@ailab/core/menu/visible-menu';
import { roleName } from '@ailab/core/roles/roles';
import { fullName } from '@ailab/core/session/session';
import { ArrowRight, Clock, Settings, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/format';
import { QuickLink } from './quick-link';

interface DashboardProps {
  user: User;
  /** Set right after a sign-in: when the user signed in before, or null for a first sign-in. */
  previousLoginAt?: string | null;
  /** Cards other features add below (route modules compose them). */
  children?: ReactNode;
  /** What a person whose roles open no section can do about it (the route adds "Request access"). */
  noLinksAction?: ReactNode;
}

/** The signed-in user's context: who they are, their roles and area, and where they can go. */
export function Dashboard({ user, previousLoginAt, children, noLinksAction }: DashboardProps) {
  const { t, i18n } = useTranslation(['web', 'auth', 'menu', 'account']);
  const entries = visibleMenu(user.roles);
  const name = fullName(user) ?? user.user_name;
  const area = areaFor(user.area_code);
  useDocumentTitle(t('menu:dashboard'));

  return (
    <ScreenContainer className="2xl:max-w-7xl">
      {previousLoginAt !== undefined ? (
        <Alert tone="info" className="mb-6">
          <span data-testid="last-login">
            {previousLoginAt
              ? t('auth:login.lastLogin', { time: formatDateTime(previousLoginAt, i18n.language) })
              : t('account:dashboard.firstLogin')}
          </span>
        </Alert>
      ) : null}

      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-accent-700 p-6 text-white shadow-lg sm:p-8">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl"
        />
        <p className="text-sm font-medium text-brand-100">{t('account:dashboard.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl" data-testid="dashboard-greeting">
          {t('account:dashboard.greeting', { name })}
        </h1>
        <p className="mt-2 max-w-2xl text-sm text-brand-100 sm:text-base">{t('account:dashboard.intro')}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <span
            data-testid="dashboard-area"
            className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold"
          >
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {t(`account:dashboard.area.${area}`)}
          </span>
          {user.roles.map((role) => {
            const key = roleName(role);
            return (
              <span key={role} className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
                {key ? t(`auth:roles.${key}`) : t('account:dashboard.unknownRole', { role })}
              </span>
            );
          })}
        </div>
      </section>

      {/* items-start: each card is as tall as its own content, never stretched to its neighbour. */}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <Card
          className="lg:col-span-2"
          title={t('account:dashboard.quickLinks')}
          description={t('account:dashboard.quickLinksHint')}
        >
          {entries.length === 0 ? (
            <div
              data-testid="no-links"
              className="flex flex-col items-center gap-4 rounded-xl bg-surface-muted px-4 py-6 text-center text-sm text-ink-subtle"
            >
              <p>{t('account:dashboard.noLinks')}</p>
              {noLinksAction}
            </div>
          ) : (
            <ul data-testid="quick-links" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {entries.map((entry) => (
                <li key={entry.key}>
                  <QuickLink
                    href={menuHref(entry.path, user.area_code)}
                    icon={entry.icon}
                    label={t(entry.label)}
                    detail={entry.submenus?.map((item) => t(item.label)).join('\u00a0· ')}
                  />
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title={t('account:dashboard.account')}>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-ink-subtle">{t('auth:login.email')}</dt>
              <dd className="truncate font-medium">{user.email}</dd>
            </div>
            <div>
              <dt className="text-ink-subtle">{t('web:fields.userName')}</dt>
              <dd className="font-medium">{user.user_name}</dd>
            </div>
            <div>
              <dt className="text-ink-subtle">{t('account:dashboard.roleLabel')}</dt>
              <dd className="font-medium">
                {user.role ? t(`auth:roles.${user.role}`, { defaultValue: user.role }) : '—'}
              </dd>
            </div>
            {user.last_login_at ? (
              <div>
                <dt className="text-ink-subtle">{t('account:dashboard.signedInAt')}</dt>
                <dd className="flex items-center gap-1.5 font-medium">
                  <Clock aria-hidden="true" className="size-3.5 text-ink-subtle" />
                  {formatDateTime(user.last_login_at, i18n.language)}
                </dd>
              </div>
            ) : null}
          </dl>
          <Link
            to={paths.ailab.profileSettings}
            className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400"
          >
            <Settings aria-hidden="true" className="size-4" />
            {t('menu:profileSettings')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Card>
      </div>
      {children}
    </ScreenContainer>
  );
}

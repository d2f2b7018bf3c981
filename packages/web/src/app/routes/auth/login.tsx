import { menuHref } from '@ailab/core/menu/visible-menu';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { areaPaths, paths, searchParams } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SessionExpiredNotice } from '../../../features/auth/components/session-expired-notice';
import { useReturnPath } from '../../../features/auth/components/use-complete-sign-in';
import { useAuth } from '../../../hooks/use-auth';

/** /login */
export function Component() {
  const { t } = useTranslation(['auth', 'web']);
  const { authenticated, user } = useAuth();
  const returnPath = useReturnPath();
  const [query] = useSearchParams();
  if (authenticated && user)
    return <Navigate to={returnPath ?? menuHref(areaPaths.dashboard, user.area_code)} replace />;
  return (
    <AuthLayout
      title={t('auth:login.title')}
      subtitle={t('web:login.subtitle')}
      footer={
        <div className="space-y-2">
          <p>
            {t('web:login.noAccount')}{' '}
            <Link to={paths.register} className="font-semibold text-brand-600 dark:text-brand-400">
              {t('web:login.register')}
            </Link>
          </p>
          <p>
            <Link to={paths.magicLogin} className="font-semibold text-brand-600 dark:text-brand-400">
              {t('web:login.useCode')}
            </Link>
          </p>
        </div>
      }
    >
      {query.get(searchParams.expired) ? <SessionExpiredNotice /> : null}
      <LoginForm />
    </AuthLayout>
  );
}

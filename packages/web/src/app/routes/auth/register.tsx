import { menuHref } from '@ailab/core/menu/visible-menu';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { areaPaths, paths } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useAuth } from '../../../hooks/use-auth';
import { useAppConfig } from '../../../lib/app-config';

/** /register */
export function Component() {
  const { t } = useTranslation('web');
  const { authenticated, user } = useAuth();
  const configQuery = useAppConfig();
  if (authenticated && user) return <Navigate to={menuHref(areaPaths.dashboard, user.area_code)} replace />;
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login} className="font-semibold text-brand-600 dark:text-brand-400">
            {t('register.signIn')}
          </Link>
        </p>
      }
    >
      {configQuery.data?.registration_open === false ? (
        <Alert tone="info">
          <p className="font-semibold">{t('register.closedTitle')}</p>
          <p className="mt-1">{t('register.closedBody')}</p>
        </Alert>
      ) : (
        <RegisterForm />
      )}
    </AuthLayout>
  );
}

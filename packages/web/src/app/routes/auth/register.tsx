import { menuHref } from '@ailab/core/menu/visible-menu';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { areaPaths, paths } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useAuth } from '../../../hooks/use-auth';

/** /register */
export function Component() {
  const { t } = useTranslation('web');
  const { authenticated, user } = useAuth();
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
      <RegisterForm />
    </AuthLayout>
  );
}

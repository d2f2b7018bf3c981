import { menuHref } from '@ailab/core/menu/visible-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { areaPaths, paths, searchParams } from '../../../config/paths';
import { ActivateAccount } from '../../../features/auth/components/activate-account';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { ResetByLinkForm } from '../../../features/auth/components/reset-by-link-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useAuth, useAuthController } from '../../../hooks/use-auth';

/**
 * /change-password: a reset link (?reset=token), the forced or voluntary change of a
 * signed-in user, or a reset by emailed code for everyone else.
 */
export function Component() {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const controller = useAuthController();
  const [query] = useSearchParams();
  const { authenticated, user } = useAuth();
  const resetToken = query.get(searchParams.reset);
  const activateToken = query.get(searchParams.activate);

  if (activateToken) return <ActivateAccount token={activateToken} />;

  if (resetToken) {
    return (
      <AuthLayout title={t('password.resetTitle')} subtitle={t('password.linkSubtitle')}>
        <ResetByLinkForm token={resetToken} />
      </AuthLayout>
    );
  }

  if (authenticated && user) {
    const forced = user.must_change_password;
    return (
      <AuthLayout
        title={t('password.changeTitle')}
        subtitle={forced ? undefined : t('password.changeSubtitle')}
        footer={
          <button
            type="button"
            className="font-semibold text-brand-600 dark:text-brand-400"
            onClick={() => void controller.logout().then(() => navigate(paths.home, { replace: true }))}
          >
            {t('password.signOutInstead')}
          </button>
        }
      >
        {forced ? (
          <Alert tone="info" className="mb-4">
            {t('password.forced')}
          </Alert>
        ) : null}
        <ChangePasswordForm
          onChanged={() => navigate(menuHref(areaPaths.dashboard, user.area_code), { replace: true })}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('password.resetTitle')}
      subtitle={t('password.resetSubtitle')}
      footer={
        <Link to={paths.login} className="font-semibold text-brand-600 dark:text-brand-400">
          {t('password.backToLogin')}
        </Link>
      }
    >
      <ResetPasswordForm />
    </AuthLayout>
  );
}

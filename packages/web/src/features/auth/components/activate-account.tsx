import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { ResetByLinkForm } from './reset-by-link-form';

/**
 * The invitation link's page: the invitee never had a password, so it reads "Activate your account"
 * rather than "Reset your password" (issue 25 item 11); the same link token sets the first password.
 */
export function ActivateAccount({ token }: { token: string }) {
  const { t } = useTranslation('account');
  return (
    <AuthLayout title={t('activate.title')} subtitle={t('activate.subtitle')}>
      <ResetByLinkForm token={token} title={t('activate.title')} submitLabel={t('activate.submit')} />
    </AuthLayout>
  );
}

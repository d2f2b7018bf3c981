import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { searchParams } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { VerifyForm } from '../../../features/auth/components/verify-form';

/** /verify?email=… */
export function Component() {
  const { t } = useTranslation('web');
  const [query] = useSearchParams();
  const email = query.get(searchParams.email) ?? '';
  return (
    <AuthLayout
      title={t('verify.title')}
      // Opened without an address (a bookmark, a typed URL): say what to do instead of "sent to —".
      subtitle={email ? t('verify.subtitle', { email }) : t('verify.noEmail')}
    >
      <VerifyForm initialEmail={email} />
    </AuthLayout>
  );
}

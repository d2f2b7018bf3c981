import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths, searchParams } from '../../../config/paths';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { MagicLinkSignIn } from '../../../features/auth/components/magic-link-sign-in';
import { MagicLoginForm } from '../../../features/auth/components/magic-login-form';

/** /magic-login, or /magic-login?token=… from an emailed link. */
export function Component() {
  const { t } = useTranslation('web');
  const [query] = useSearchParams();
  const token = query.get(searchParams.token);
  return (
    <AuthLayout
      title={t('magic.title')}
      subtitle={token ? t('magic.linkSubtitle') : t('magic.subtitle')}
      footer={
        <Link to={paths.login} className="font-semibold text-brand-600 dark:text-brand-400">
          {t('magic.usePassword')}
        </Link>
      }
    >
      {token ? <MagicLinkSignIn token={token} /> : <MagicLoginForm />}
    </AuthLayout>
  );
}

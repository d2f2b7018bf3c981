import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Card } from '../../../components/ui/card';
import { SectionSpinner } from '../../../components/ui/section-spinner';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { usePersonalInfo } from '../../../features/profile/api/get-personal-info';
import { ApiTokensCard } from '../../../features/profile/components/api-tokens-card';
import { HeadshotCard } from '../../../features/profile/components/headshot-card';
import { PersonalInfoCard } from '../../../features/profile/components/personal-info-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLayoutState } from '../../../hooks/use-layout-state';
import { useAppConfig } from '../../../lib/app-config';

/** /ailab/profile-settings: personal info, photo, password and API tokens. */
export function Component() {
  const { t } = useTranslation(['web', 'menu']);
  const infoQuery = usePersonalInfo();
  const configQuery = useAppConfig();
  const { setActiveContent } = useLayoutState();
  useDocumentTitle(t('menu:profileSettings'));
  useEffect(() => setActiveContent('profileSettings'), [setActiveContent]);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {t('menu:profileSettings')}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('web:profile.subtitle')}</p>
      <div className="mt-6 space-y-6">
        {infoQuery.isPending ? (
          <SectionSpinner />
        ) : infoQuery.isError ? (
          <FormError error={infoQuery.error} />
        ) : (
          <>
            <HeadshotCard
              user={infoQuery.data.user}
              maxBytes={configQuery.data?.headshot_max_bytes}
              types={configQuery.data?.headshot_types}
            />
            <PersonalInfoCard key={infoQuery.data.user.id} user={infoQuery.data.user} />
          </>
        )}
        <Card
          id="password"
          title={t('web:password.changeTitle')}
          description={t('web:password.changeSubtitle')}
        >
          <ChangePasswordForm />
        </Card>
        <ApiTokensCard />
      </div>
    </div>
  );
}

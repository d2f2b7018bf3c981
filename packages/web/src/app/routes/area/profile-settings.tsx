import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/list/query-view';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { MailPrefsCard } from '../../../features/notifications/components/mail-prefs-card';
import { usePersonalInfo } from '../../../features/profile/api/get-personal-info';
import { ApiTokensCard } from '../../../features/profile/components/api-tokens-card';
import { HeadshotCard } from '../../../features/profile/components/headshot-card';
import { PersonalInfoCard } from '../../../features/profile/components/personal-info-card';
import { MyAccessCard } from '../../../features/users/components/my-access-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLayoutState } from '../../../hooks/use-layout-state';
import { useAppConfig } from '../../../lib/app-config';

/** /ailab/profile-settings: personal info, photo, password, e-mail notifications and API tokens. */
export function Component() {
  const { t } = useTranslation(['web', 'menu', 'account']);
  const infoQuery = usePersonalInfo();
  const configQuery = useAppConfig();
  const { setActiveContent } = useLayoutState();
  useDocumentTitle(t('menu:profileSettings'));
  useEffect(() => setActiveContent('profileSettings'), [setActiveContent]);

  return (
    <ScreenContainer width="narrow">
      <PageHeader title={t('menu:profileSettings')} description={t('account:profile.subtitle')} />
      <div className="mt-6 space-y-6">
        <QueryView query={infoQuery}>
          {({ user }) => (
            <>
              <HeadshotCard
                user={user}
                maxBytes={configQuery.data?.headshot_max_bytes}
                types={configQuery.data?.headshot_types}
              />
              <PersonalInfoCard key={user.id} user={user} />
            </>
          )}
        </QueryView>
        <Card
          id="password"
          title={t('web:password.changeTitle')}
          description={t('web:password.changeSubtitle')}
        >
          <ChangePasswordForm actions="end" />
        </Card>
        <MailPrefsCard />
        <ApiTokensCard />
        <MyAccessCard />
      </div>
    </ScreenContainer>
  );
}

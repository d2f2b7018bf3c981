import { ROLE } from '@ailab/core/roles/roles';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/states/error-state';
import { LoadingSkeleton } from '../../../components/states/loading-skeleton';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenContainer } from '../../../components/ui/screen-container';
import { useAuth } from '../../../hooks/use-auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSettings } from '../api/settings';
import { SettingRow } from './setting-row';

/** `/admin/app-settings`: the typed platform settings; members read them, administrators (99) change them. */
export function AppSettings() {
  const { t } = useTranslation('users');
  useDocumentTitle(t('settings.title'));
  const { user } = useAuth();
  const canWrite = user?.roles.includes(ROLE.admin) ?? false;
  const query = useSettings();
  return (
    <ScreenContainer width="compact" className="space-y-4">
      <PageHeader title={t('settings.title')} />
      <p className="text-sm text-ink-muted">{canWrite ? t('settings.intro') : t('settings.readOnly')}</p>
      <Card>
        {query.isPending ? <LoadingSkeleton variant="rows" /> : null}
        {query.isError ? <ErrorState error={query.error} onRetry={() => query.refetch()} /> : null}
        {query.data ? (
          <ul>
            {query.data.map((entry) => (
              <SettingRow key={entry.key} entry={entry} canWrite={canWrite} />
            ))}
          </ul>
        ) : null}
      </Card>
    </ScreenContainer>
  );
}
